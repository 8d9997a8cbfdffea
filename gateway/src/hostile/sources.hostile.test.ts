// Hostile uploads to POST /api/theses/{id}/sources (issue 17 part 7): broken or abusive multipart
// framing is refused with a 4xx and no stack trace; hostile file names are kept harmless; hostile
// files (zip bombs, a 10,000-page PDF, deep HTML, XML entities, encrypted, damaged, disguised) are
// accepted as uploads and then fail with a reason, read nothing they should not, and leave the
// gateway answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  corruptPdf,
  deeplyNestedHtml,
  docxWithHeadingsAndTable,
  encryptedPdf,
  hugePagePdf,
  pdfWithoutText,
  unzipped,
  zipBombDocx,
} from '../modules/sources/testing/fixtures.js';
import { storedZip } from '../modules/sources/extract/index.js';
import {
  HostileGateway,
  afterTheHostileCases,
  expectNoStackTrace,
  expectRefused,
  jsonOf,
  type Account,
} from './harness.js';

let gw: HostileGateway;
let member: Account;
let thesisId: string;

const BOUNDARY = 'hostileBoundary7MA4YWxk';
const CRLF = '\r\n';

interface Part {
  name: string;
  fileName?: string;
  type?: string;
  body: string | Buffer;
  /** Raw extra header lines for the part. */
  headers?: string[];
}

/** A multipart body written byte for byte. */
function multipart(parts: Part[], boundary = BOUNDARY, close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${
      part.fileName !== undefined ? `; filename="${part.fileName}"` : ''
    }`;
    const headers = [
      disposition,
      ...(part.type ? [`Content-Type: ${part.type}`] : []),
      ...(part.headers ?? []),
    ];
    chunks.push(Buffer.from(`--${boundary}${CRLF}${headers.join(CRLF)}${CRLF}${CRLF}`, 'utf8'));
    chunks.push(typeof part.body === 'string' ? Buffer.from(part.body) : part.body);
    chunks.push(Buffer.from(CRLF));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

const path = () => `/api/theses/${thesisId}/sources`;

function send(body: Buffer | string, headers: Record<string, string> = {}) {
  return gw.request({
    method: 'POST',
    path: path(),
    headers: {
      cookie: member.cookie,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...headers,
    },
    body,
  });
}

const file = (body: string | Buffer, fileName = 'notes.txt', type = 'text/plain'): Part => ({
  name: 'file',
  fileName,
  type,
  body,
});

interface Source {
  id: string;
  status: string;
  failureReason: string | null;
  fileName: string | null;
  title: string;
}

/** The source once it is no longer processing. */
async function settled(id: string): Promise<Source> {
  await gw.runtime.services.sources.waitUntilSettled(thesisId, 60_000);
  const list = jsonOf<Source[]>(await gw.request({ path: path(), headers: { cookie: member.cookie } })) ?? [];
  const found = list.find((source) => source.id === id);
  if (!found) throw new Error(`source ${id} is not listed`);
  return found;
}

beforeAll(async () => {
  gw = await HostileGateway.start({ SOURCES_MAX_FILE_MB: '3' });
  member = await gw.account('member');
  const asMember = { cookie: member.cookie };
  const project = jsonOf<{ id: string }>(await gw.json('POST', '/api/projects', { name: 'P' }, asMember));
  const thesis = jsonOf<{ id: string }>(
    await gw.json('POST', `/api/projects/${project?.id}/theses`, { title: 'Target' }, asMember),
  );
  if (!thesis?.id) throw new Error('fixtures could not be created');
  thesisId = thesis.id;
});
afterAll(async () => {
  await gw?.stop();
});

describe('broken or abusive multipart framing', () => {
  const cases: Array<[string, () => Buffer | string, Record<string, string>?, number[]?]> = [
    ['multipart without a boundary', () => multipart([file('x')]), { 'content-type': 'multipart/form-data' }],
    ['a body that is not multipart at all', () => 'just some bytes, no boundary lines'],
    [
      'a body cut off before its closing boundary',
      () => multipart([file('a'.repeat(1000))], BOUNDARY, false),
    ],
    ['two files', () => multipart([file('one'), { ...file('two'), fileName: 'two.txt' }])],
    ['the file in another field', () => multipart([{ ...file('x'), name: 'document' }])],
    ['only a title', () => multipart([{ name: 'title', body: 'No file' }])],
    ['a 100 KB title', () => multipart([{ name: 'title', body: 'T'.repeat(100_000) }, file('x')])],
    [
      'a title that is not a single line',
      () => multipart([{ name: 'title', body: 'A\u0000B\u202e' }, file('x')]),
    ],
    ['100 fields', () => multipart(Array.from({ length: 100 }, (_, i) => ({ name: `f${i}`, body: 'v' })))],
    ['an empty file', () => multipart([file('')])],
    [
      'a program named .txt',
      () => multipart([file(Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), 'run.txt')]),
    ],
    [
      'a PNG named .md',
      () => multipart([file(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xd, 0xa, 0x1a, 0xa]), 'a.md')]),
    ],
    [
      'a Content-Length of 10 GB',
      () => multipart([file('x')]),
      { 'content-length': String(10 * 1024 ** 3) },
      [400, 413],
    ],
    ['a gzip Content-Encoding', () => multipart([file('x')]), { 'content-encoding': 'gzip' }, [415]],
    ['a control character in a part header', () => multipart([file('x', 'a\u0007b.txt')])],
  ];
  it.each(cases)('refuses %s', async (_name, body, headers = {}, statuses) => {
    const before = (await gw.runtime.services.sources.readyOf(thesisId)).length;
    const answer = await send(body(), headers);
    expectRefused(answer, statuses);
    expect(jsonOf<{ message: string }>(answer)?.message).toEqual(expect.any(String));
    expect((await gw.runtime.services.sources.readyOf(thesisId)).length).toBe(before);
  });

  it('refuses a file past the limit with 413 once 3 MB have streamed', async () => {
    const answer = await send(multipart([file(Buffer.alloc(4 * 1024 * 1024, 0x61), 'big.txt')]));
    expectRefused(answer, [413]);
    expect(jsonOf<{ message: string }>(answer)?.message).toContain('larger than 3 MB');
  });
});

describe('hostile file names are kept harmless', () => {
  it.each([
    ['path traversal', '../../../etc/passwd.txt', 'passwd.txt'],
    ['a Windows path', 'C:\\Users\\x\\report.txt', 'report.txt'],
    ['zero-width and direction characters', 'a\u200bb\u202egnp.txt', 'abgnp.txt'],
    ['markup', '<img src=x onerror=alert(1)>.txt', '<img src=x onerror=alert(1)>.txt'],
  ])('%s', async (_name, fileName, kept) => {
    const answer = await send(multipart([file(`Notes about ${fileName.length} things.`, fileName)]));
    expect(answer.status).toBe(201);
    const source = jsonOf<Source>(answer)!;
    expect(source.fileName).toBe(kept);
    expectNoStackTrace(answer.body);
  });

  it('a 2,000-character name is shortened to 255', async () => {
    const answer = await send(multipart([file('Long-named notes.', `${'n'.repeat(2_000)}.txt`)]));
    expect(answer.status).toBe(201);
    expect(jsonOf<Source>(answer)!.fileName).toHaveLength(255);
  });
});

/** A DOCX whose document.xml declares entities: an external file and an exponential expansion. */
async function entityDocx(): Promise<Buffer> {
  const real = await docxWithHeadingsAndTable();
  const files = await unzipped(real);
  const document = files.find((f) => f.name === 'word/document.xml')!;
  const laughs = [
    '<!ENTITY l0 "lol">',
    ...Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`),
  ];
  const doctype = `<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">${laughs.join('')}]>`;
  document.data = Buffer.from(
    document.data
      .toString('utf8')
      .replace(/(<\?xml[^>]*\?>)/, `$1${doctype}`)
      .replace('Our cooperative', 'Our &xxe; &l9; cooperative'),
  );
  return storedZip(files);
}

describe('hostile files: accepted, then failed with a reason (or read harmlessly)', () => {
  const failing: Array<[string, () => Promise<Buffer> | Buffer, string, RegExp]> = [
    ['a zip-bomb DOCX', () => zipBombDocx({ unpackedMb: 150 }), 'bomb.docx', /zip bomb/],
    [
      'a zip-bomb DOCX hiding its size',
      () => zipBombDocx({ unpackedMb: 150, lie: true }),
      'q.docx',
      /zip bomb/,
    ],
    ['a 10,000-page PDF', () => hugePagePdf(10_000), 'huge.pdf', /10,000 pages/],
    ['HTML nested 200,000 deep', () => deeplyNestedHtml(200_000), 'deep.html', /nested more than 512 levels/],
    ['an encrypted PDF', () => encryptedPdf(), 'locked.pdf', /password-protected/],
    ['a damaged PDF', () => corruptPdf(), 'broken.pdf', /damaged/],
    ['a PDF of pictures only', () => pdfWithoutText(), 'scan.pdf', /no text layer/],
    [
      'a GIF named .pdf',
      () => Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]),
      'image.pdf',
      /damaged/,
    ],
  ];
  it.each(failing)('%s', async (_name, make, fileName, reason) => {
    const answer = await send(multipart([file(await make(), fileName, 'application/octet-stream')]));
    expect(answer.status, answer.body.slice(0, 200)).toBe(201);
    const source = await settled(jsonOf<Source>(answer)!.id);
    expect(source.status).toBe('failed');
    expect(source.failureReason).toMatch(reason);
    expect((await gw.request({ path: '/healthz' })).status).toBe(200);
  });

  it('a DOCX declaring an external entity and an entity expansion reads neither', async () => {
    const answer = await send(multipart([file(await entityDocx(), 'entities.docx')]));
    expect(answer.status).toBe(201);
    const source = await settled(jsonOf<Source>(answer)!.id);
    if (source.status === 'ready') {
      const hits = await gw.runtime.services.sources.search(
        (await gw.runtime.services.users.findById(member.id))!,
        thesisId,
        'cooperative root lol',
      );
      const text = hits.map((hit) => hit.text).join(' ');
      expect(text).not.toMatch(/root:|\/bin\/|lollollol/);
    } else {
      expect(source.failureReason).toEqual(expect.any(String));
    }
  });
});

afterTheHostileCases(
  () => gw,
  async () => {
    const answer = await send(multipart([file('A plain note after the hostile files.', 'after.txt')]));
    expect(answer.status).toBe(201);
    expect((await settled(jsonOf<Source>(answer)!.id)).status).toBe('ready');
  },
);
