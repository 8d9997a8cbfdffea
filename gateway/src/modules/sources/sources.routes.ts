// REST adapter for sources (issue 17 part 7), thin over SourcesService: POST /api/theses/{id}/sources
// (multipart field `file` and optional `title`, or JSON { title, text }), GET the list, DELETE one,
// GET …/sources/search?q=&limit=. Uploads are read with busboy and held to SOURCES_MAX_FILE_MB while
// they stream: past it the answer is 413 at once, and the rest of the body is drained within bounds
// before the connection closes (shared/body-limit.ts), so that the client reads the 413.
import busboy from 'busboy';
import { Router, type Request, type Response } from 'express';
import { lingerAfterAnswer } from '../../shared/body-limit.js';
import { badUserInput, ServiceError } from '../../shared/errors/service-error.js';
import { SOURCE_LIMITS } from './sources.schemas.js';
import { fileTooLarge, type AddSourceInput, type SourcesService } from './sources.service.js';

const NOT_MULTIPART_OR_JSON =
  'Send a file as multipart/form-data (field "file", optional "title"), or pasted text as JSON { "title", "text" }.';
const NO_FILE = 'No file was sent: put it in the multipart field "file".';
const MALFORMED_UPLOAD = 'The upload could not be read: it is not well-formed multipart/form-data.';
const ENCODED_UPLOAD = 'Send the upload without a Content-Encoding: files are compressed enough as they are.';

/** Multipart framing allowed on top of the file itself (headers, boundaries, the title field). */
const MULTIPART_OVERHEAD = 64 * 1024;

type Upload = Extract<AddSourceInput, { file: unknown }>;

/** 413 naming the limit, on the `file` field. */
function tooLarge(maxBytes: number): ServiceError {
  const message = fileTooLarge(maxBytes);
  return new ServiceError('PAYLOAD_TOO_LARGE', message, { fieldErrors: { file: [message] } });
}

/** Reads the multipart body: one file in `file`, an optional `title`; nothing past `maxBytes`. */
function readUpload(req: Request, res: Response, maxBytes: number): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          fileSize: maxBytes,
          files: 1,
          fields: 4,
          fieldSize: 4 * SOURCE_LIMITS.title,
          parts: 6,
          headerPairs: 20,
        },
      });
    } catch {
      reject(badUserInput(MALFORMED_UPLOAD));
      return;
    }
    let file: Upload['file'] | undefined;
    let title: string | undefined;
    let failure: Error | undefined;
    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      lingerAfterAnswer(req, res);
      reject(error);
    };
    parser.on('file', (name, stream, info) => {
      if (name !== 'file') {
        stream.resume();
        fail(badUserInput(`Unexpected file field "${name}": ${NO_FILE}`, { file: [NO_FILE] }));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('error', () => fail(badUserInput(MALFORMED_UPLOAD)));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge(maxBytes)));
      stream.on('close', () => {
        if (!failure)
          file = { name: info.filename ?? '', mimeType: info.mimeType ?? '', bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('field', (name, value, info) => {
      if (name !== 'title') return;
      if (info.valueTruncated) fail(badUserInput(`Title must be at most ${SOURCE_LIMITS.title} characters.`));
      title = value;
    });
    parser.on('filesLimit', () =>
      fail(badUserInput('Send one file at a time.', { file: ['Send one file at a time.'] })),
    );
    parser.on('fieldsLimit', () =>
      fail(badUserInput('Too many form fields: send "file" and optionally "title".')),
    );
    parser.on('partsLimit', () =>
      fail(badUserInput('Too many form parts: send "file" and optionally "title".')),
    );
    parser.on('error', () => fail(badUserInput(MALFORMED_UPLOAD)));
    parser.on('close', () => {
      if (failure) return;
      if (!file) return fail(badUserInput(NO_FILE, { file: [NO_FILE] }));
      resolve(title === undefined ? { file } : { file, title });
    });
    req.on('error', () => fail(badUserInput(MALFORMED_UPLOAD)));
    req.pipe(parser);
  });
}

export function sourcesRoutes(sources: SourcesService, settings: { maxFileBytes: number }): Router {
  const router = Router();

  router.get('/theses/:idOrSlug/sources', async (req, res) => {
    res.json(await sources.list(req.auth.user, req.params.idOrSlug));
  });

  /** 201 with the new source; 200 with the same content already in the thesis. */
  router.post('/theses/:idOrSlug/sources', async (req, res) => {
    let input: AddSourceInput;
    if (req.is('multipart/form-data')) {
      try {
        // Who may add is known before a byte of the file is read; so is a declared size past the limit.
        await sources.checkAccess(req.auth.user, req.params.idOrSlug);
        const encoding = req.get('content-encoding')?.trim().toLowerCase();
        if (encoding && encoding !== 'identity')
          throw new ServiceError('UNSUPPORTED_MEDIA_TYPE', ENCODED_UPLOAD);
        const declared = Number(req.get('content-length'));
        if (declared > settings.maxFileBytes + MULTIPART_OVERHEAD) throw tooLarge(settings.maxFileBytes);
      } catch (error) {
        lingerAfterAnswer(req, res);
        throw error;
      }
      input = await readUpload(req, res, settings.maxFileBytes);
    } else if (req.is('application/json')) {
      input = req.body as AddSourceInput;
      if (typeof input !== 'object' || input === null || Array.isArray(input) || 'file' in input)
        throw badUserInput('The body must be an object { "title", "text" }.');
    } else {
      throw new ServiceError('UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART_OR_JSON);
    }
    const { source, created } = await sources.add(req.auth.user, req.params.idOrSlug, input);
    res.status(created ? 201 : 200).json(source);
  });

  router.get('/theses/:idOrSlug/sources/search', async (req, res) => {
    res.json(await sources.search(req.auth.user, req.params.idOrSlug, req.query.q, req.query.limit));
  });

  router.delete('/theses/:idOrSlug/sources/:sourceId', async (req, res) => {
    res.json(await sources.remove(req.auth.user, req.params.idOrSlug, req.params.sourceId));
  });

  return router;
}
