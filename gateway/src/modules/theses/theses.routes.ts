// REST adapter for theses (spec §7), thin over ThesesService. Edits carry the version they were made
// on as `version` in the body or as `If-Match: "<version>"`; answers carry `ETag: "<version>"`.
import { Router, type Request, type Response } from 'express';
import { badUserInput } from '../../shared/errors/service-error.js';
import type { ThesesService, ThesisView } from './theses.service.js';

const IF_MATCH_MESSAGE = 'If-Match must be the version you edited, in quotes (If-Match: "3"), or *.';

/** The version from `If-Match` (undefined when absent or `*`: any version). */
function ifMatchVersion(req: Request): number | undefined {
  const header = req.get('If-Match')?.trim();
  if (header === undefined || header === '*') return undefined;
  const match = /^"(\d{1,15})"$/.exec(header);
  if (!match) throw badUserInput(IF_MATCH_MESSAGE, { version: [IF_MATCH_MESSAGE] });
  return Number(match[1]);
}

/** Splits a PATCH body into the edit and the version it was made on. */
function editOf(req: Request): { input: unknown; version: unknown } {
  const fromHeader = ifMatchVersion(req);
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { input: body, version: fromHeader };
  const { version: fromBody, ...input } = body as Record<string, unknown>;
  if (fromHeader !== undefined && fromBody !== undefined && fromBody !== fromHeader) {
    const message = 'The version in the body and the one in If-Match differ: send one.';
    throw badUserInput(message, { version: [message] });
  }
  return { input, version: fromBody ?? fromHeader };
}

const sendThesis = (res: Response, thesis: ThesisView, status = 200): void => {
  res.status(status).set('ETag', `"${thesis.version}"`).json(thesis);
};

export function thesesRoutes(theses: ThesesService): Router {
  const router = Router();

  router.post('/projects/:idOrSlug/theses', async (req, res) => {
    sendThesis(res, await theses.create(req.auth.user, req.params.idOrSlug, req.body), 201);
  });

  router.get('/theses/:idOrSlug', async (req, res) => {
    sendThesis(res, await theses.get(req.auth.user, req.params.idOrSlug));
  });

  router.patch('/theses/:idOrSlug', async (req, res) => {
    const { input, version } = editOf(req);
    sendThesis(res, await theses.update(req.auth.user, req.params.idOrSlug, input, version));
  });

  router.delete('/theses/:idOrSlug', async (req, res) => {
    res.json(await theses.remove(req.auth.user, req.params.idOrSlug));
  });

  return router;
}
