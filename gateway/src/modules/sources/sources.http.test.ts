// Sources over HTTP (issue 17 parts 1, 7, 8): uploads of each kind (multipart) and pasted text (JSON
// and GraphQL) become ready with their counts, are listed newest first, searched with their location,
// deduplicated, removed with their files and passages; limits answer 413/400 with messages a person
// can act on; hostile files fail with their reasons; deleting the thesis takes everything with it.
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import type { TestClient } from '../../testing/http-client.js';
import { postMultipartStream } from '../../testing/fixtures.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { PDF_NO_TEXT, PDF_PASSWORD, PDF_DAMAGED } from './extract/index.js';
import { DOCX_BOMB, DOCX_DAMAGED, docxTooLarge, MAX_DOCX_UNPACKED_MB } from './extract/index.js';
import { HTML_TOO_DEEP } from './extract/index.js';
import { SOURCE_FILES_BUCKET, SourceFiles } from './sources.files.js';
import type { PassageHit, SourceView } from './sources.service.js';
import * as fixture from './testing/fixtures.js';

const MAX_PER_THESIS = 12;
const gateway = useTestRuntime({
  SOURCES_MAX_FILE_MB: '2',
  SOURCES_MAX_PER_THESIS: String(MAX_PER_THESIS),
  SOURCES_MAX_WORDS_PER_THESIS: '20000',
});
let owner: Actor;
let client: TestClient;
let other: TestClient;
let projectId: string;

beforeAll(async () => {
  const signed = await gateway.signUp('owner@x.io', { username: 'Olive' });
  client = signed.client;
  owner = (await gateway.services.users.findById(signed.id))!;
  other = (await gateway.signUp('other@x.io')).client;
  projectId = (await gateway.services.projects.create(owner, { name: 'Sources' })).id;
});

const newThesis = async (title = 'Evidence') =>
  (await gateway.services.theses.create(owner, projectId, { title })).id;

/** POSTs a multipart upload of `bytes` as `name` (and an optional title). */
async function upload(
  as: TestClient,
  thesisId: string,
  bytes: Buffer,
  name: string,
  type = 'application/octet-stream',
  title?: string,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  if (title !== undefined) form.append('title', title);
  const res = await fetch(`${gateway.url}/api/theses/${thesisId}/sources`, {
    method: 'POST',
    headers: as.sessionCookie ? { cookie: as.sessionCookie } : {},
    body: form,
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : undefined) as SourceView & { message?: string },
  };
}

/** The source once it is no longer processing. */
async function settled(thesisId: string, sourceId: string): Promise<SourceView> {
  await gateway.services.sources.waitUntilSettled(thesisId, 60_000);
  const list = await client.get<SourceView[]>(`/api/theses/${thesisId}/sources`);
  const source = list.body.find((s) => s.id === sourceId);
  if (!source) throw new Error(`source ${sourceId} is not listed`);
  return source;
}

const search = (thesisId: string, q: string, limit?: number) =>
  client.get<PassageHit[]>(
    `/api/theses/${thesisId}/sources/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`,
  );

const filesOf = (sourceId: string) => new SourceFiles().listOf(sourceId);

describe('adding sources of each kind', () => {
  it('reads a PDF page by page: ready with pages, words and passages; search finds a page’s fact there', async () => {
    const thesisId = await newThesis();
    const added = await upload(
      client,
      thesisId,
      await fixture.manyPagePdf(12),
      'depots.pdf',
      'application/pdf',
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      thesisId,
      title: 'depots',
      kind: 'pdf',
      fileName: 'depots.pdf',
      mimeType: 'application/pdf',
      status: 'processing',
      addedBy: { id: owner.id, name: 'Olive' },
      url: null,
    });
    const ready = await settled(thesisId, added.body.id);
    expect(ready).toMatchObject({ status: 'ready', pages: 12, sections: null, failureReason: null });
    expect(ready.words).toBeGreaterThan(12 * 60);
    expect(ready.passages).toBeGreaterThanOrEqual(3);
    const hits = await search(thesisId, 'reserve of depot 7 quillwort');
    expect(hits.status).toBe(200);
    expect(hits.body[0]).toMatchObject({
      sourceId: ready.id,
      sourceTitle: 'depots',
      sourceKind: 'pdf',
      page: 7,
    });
    expect(hits.body[0]!.location).toBe('p. 7');
    expect(hits.body[0]!.text).toContain(fixture.pageFact(7));
    // The original and the extracted text are kept in GridFS.
    expect((await filesOf(ready.id)).map((file) => file.role).sort()).toEqual(['original', 'text']);
  });

  it('reads a DOCX with its headings and its table', async () => {
    const thesisId = await newThesis();
    const added = await upload(client, thesisId, await fixture.docxWithHeadingsAndTable(), 'review.docx');
    expect(added.status).toBe(201);
    const ready = await settled(thesisId, added.body.id);
    expect(ready).toMatchObject({ kind: 'docx', status: 'ready', sections: 3, pages: null });
    const [pricing] = (await search(thesisId, 'wholesale price russet apples')).body;
    expect(pricing).toMatchObject({ heading: 'Pricing', location: 'Pricing' });
    expect(pricing!.text).toContain(fixture.DOCX_FACTS.pricing);
    const [table] = (await search(thesisId, 'growers North Fell South Vale')).body;
    expect(table!.text).toContain('North Fell | 31');
  });

  it('reads an HTML page’s article without its scripts, titled by the page', async () => {
    const thesisId = await newThesis();
    const added = await upload(client, thesisId, fixture.htmlWithScripts(), 'harbour.html', 'text/html');
    const ready = await settled(thesisId, added.body.id);
    expect(ready).toMatchObject({ kind: 'html', status: 'ready', title: 'Harbour tolls of the old coast' });
    expect(ready.sections).toBeGreaterThanOrEqual(2);
    const [toll] = (await search(thesisId, 'harbour toll sailing barge')).body;
    expect(toll!.text).toContain(fixture.HTML_FACT);
    expect(toll!.heading).toBe('Tolls');
    expect((await search(thesisId, fixture.HTML_SCRIPT_SECRET)).body).toEqual([]);
    expect(
      (await search(thesisId, 'tracking document write console')).body.map((hit) => hit.text).join(' '),
    ).not.toContain(fixture.HTML_SCRIPT_SECRET);
  });

  it('keeps Markdown as written, split at its headings; a title given with the upload is kept', async () => {
    const thesisId = await newThesis();
    const added = await upload(
      client,
      thesisId,
      fixture.markdownSource(),
      'notes.md',
      'text/markdown',
      'Island notes',
    );
    const ready = await settled(thesisId, added.body.id);
    expect(ready).toMatchObject({ kind: 'markdown', title: 'Island notes', status: 'ready', sections: 3 });
    const [ferry] = (await search(thesisId, 'ferry Inchcolm weekdays')).body;
    expect(ferry).toMatchObject({ heading: 'Ferries' });
    expect(ferry!.text).toContain(fixture.MARKDOWN_FACT);
  });

  it('adds pasted text over REST and GraphQL; Thesis.sources lists them newest first', async () => {
    const thesisId = await newThesis();
    const rest = await client.post<SourceView>(`/api/theses/${thesisId}/sources`, {
      title: 'Interview with the harbour master',
      text: 'The harbour master said the pier was rebuilt in 1911 after the storm.',
    });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ kind: 'text', fileName: null, status: 'processing' });
    const gql = await client.graphql<{ addTextSource: SourceView }>(
      'mutation($t: ID!, $i: AddTextSourceInput!) { addTextSource(thesisId: $t, input: $i) { id kind status title } }',
      { t: thesisId, i: { title: 'Field note', text: 'The lighthouse keeper logged 212 ships in March.' } },
    );
    expect(gql.body.errors).toBeUndefined();
    await gateway.services.sources.waitUntilSettled(thesisId, 30_000);
    const listed = await client.graphql<{ thesis: { sources: SourceView[] } }>(
      'query($t: String!) { thesis(idOrSlug: $t) { sources { id title kind status words passages addedBy { name } } } }',
      { t: thesisId },
    );
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data?.thesis.sources.map((s) => [s.title, s.status, s.addedBy?.name])).toEqual([
      ['Field note', 'ready', 'Olive'],
      ['Interview with the harbour master', 'ready', 'Olive'],
    ]);
    const found = await client.graphql<{ sourceSearch: PassageHit[] }>(
      'query($t: ID!) { sourceSearch(thesisId: $t, q: "lighthouse ships", limit: 1) { sourceTitle location text score } }',
      { t: thesisId },
    );
    expect(found.body.data?.sourceSearch).toHaveLength(1);
    expect(found.body.data?.sourceSearch[0]).toMatchObject({ sourceTitle: 'Field note' });
  });

  it('answers the same content added twice with the source already there (200)', async () => {
    const thesisId = await newThesis();
    const bytes = await fixture.docxWithHeadingsAndTable();
    const first = await upload(client, thesisId, bytes, 'a.docx');
    const second = await upload(client, thesisId, bytes, 'copy of a.docx');
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    const text = { title: 'Note', text: 'Same words twice.' };
    const a = await client.post<SourceView>(`/api/theses/${thesisId}/sources`, text);
    const b = await client.post<SourceView>(`/api/theses/${thesisId}/sources`, { ...text, title: 'Again' });
    expect([a.status, b.status]).toEqual([201, 200]);
    expect(b.body.id).toBe(a.body.id);
    expect((await client.get<SourceView[]>(`/api/theses/${thesisId}/sources`)).body).toHaveLength(2);
  });
});

describe('removing sources', () => {
  it('removes the source, its GridFS files and its passages; a second removal is 404', async () => {
    const thesisId = await newThesis();
    const added = await upload(client, thesisId, await fixture.manyPagePdf(3), 'three.pdf');
    await settled(thesisId, added.body.id);
    expect((await search(thesisId, 'depot 2 quillwort')).body.length).toBeGreaterThan(0);
    const removed = await client.delete(`/api/theses/${thesisId}/sources/${added.body.id}`);
    expect(removed).toMatchObject({ status: 200, body: { id: added.body.id } });
    expect((await client.get<SourceView[]>(`/api/theses/${thesisId}/sources`)).body).toEqual([]);
    expect((await search(thesisId, 'depot 2 quillwort')).body).toEqual([]);
    expect(await filesOf(added.body.id)).toEqual([]);
    expect((await client.delete(`/api/theses/${thesisId}/sources/${added.body.id}`)).status).toBe(404);
    const gql = await client.graphql(
      'mutation($t: ID!, $s: ID!) { removeSource(thesisId: $t, sourceId: $s) { id } }',
      { t: thesisId, s: added.body.id },
    );
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('deleting the thesis deletes its sources, their files and passages', async () => {
    const thesisId = await newThesis('Doomed');
    const added = await upload(client, thesisId, await fixture.manyPagePdf(2), 'doomed.pdf');
    await settled(thesisId, added.body.id);
    const [hit] = (await search(thesisId, 'depot 1 quillwort')).body;
    expect(hit).toBeDefined();
    expect((await client.delete(`/api/theses/${thesisId}`)).status).toBe(200);
    const db = mongoose.connection.db!;
    expect(
      await db.collection('sources').countDocuments({ thesisId: new mongoose.Types.ObjectId(thesisId) }),
    ).toBe(0);
    expect(
      await db.collection(`${SOURCE_FILES_BUCKET}.files`).countDocuments({ 'metadata.thesisId': thesisId }),
    ).toBe(0);
    expect(await gateway.services.sources.passagesByIds([hit!.passageId])).toEqual(new Map());
  });
});

describe('limits', () => {
  it('refuses a file past SOURCES_MAX_FILE_MB with 413 naming the limit, while it streams', async () => {
    const thesisId = await newThesis();
    const res = await upload(
      client,
      thesisId,
      await fixture.oversizeFile(3 * 1024 * 1024),
      'big.pdf',
      'application/pdf',
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(
      'This file is larger than 2 MB, the most a source may be. Split it, or add the part you need.',
    );
    // Just under the limit is fine.
    const fits = await upload(
      client,
      thesisId,
      await fixture.oversizeFile(2 * 1024 * 1024 - 4096),
      'fits.pdf',
    );
    expect(fits.status).toBe(201);
    expect((await client.get<SourceView[]>(`/api/theses/${thesisId}/sources`)).body).toHaveLength(1);
  });

  it('refuses a chunked upload past the limit (no Content-Length to go by) with 413', async () => {
    const thesisId = await newThesis();
    const boundary = 'xyzBOUNDARY';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent > 40) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent++;
        controller.enqueue(chunk);
      },
    });
    const res = await postMultipartStream(client, `/api/theses/${thesisId}/sources`, boundary, body);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toContain('larger than 2 MB');
    // The stream was not read to its end (about 10 MB): the answer came once 2 MB had passed.
    expect(sent).toBeLessThan(40);
  });

  it(`refuses the ${MAX_PER_THESIS + 1}th source of a thesis with 400`, async () => {
    const thesisId = await newThesis();
    for (let n = 0; n < MAX_PER_THESIS; n++) {
      const res = await client.post(`/api/theses/${thesisId}/sources`, {
        title: `Note ${n}`,
        text: `Note number ${n}.`,
      });
      expect(res.status).toBe(201);
    }
    const res = await client.post<{ message: string }>(`/api/theses/${thesisId}/sources`, {
      title: 'One too many',
      text: 'More.',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `This thesis already has ${MAX_PER_THESIS} sources, the most allowed: remove one before adding another.`,
    );
    await gateway.services.sources.waitUntilSettled(thesisId, 30_000);
  });

  it('refuses pasted text past the thesis’s word limit with 400; a file past it fails with the reason', async () => {
    const thesisId = await newThesis();
    const words = (n: number, word = 'alpha') => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');
    expect(
      (await client.post(`/api/theses/${thesisId}/sources`, { title: 'A', text: words(15_000) })).status,
    ).toBe(201);
    await gateway.services.sources.waitUntilSettled(thesisId, 30_000);
    const refused = await client.post<{ message: string }>(`/api/theses/${thesisId}/sources`, {
      title: 'B',
      text: words(6_000, 'beta'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This source has 6,000 words, but the thesis’s sources may hold 20,000 words in all and 15,000 are used: remove a source or add a shorter one.'.replace(
        '’',
        "'",
      ),
    );
    const file = await upload(client, thesisId, Buffer.from(words(6_000, 'gamma')), 'long.txt', 'text/plain');
    expect(file.status).toBe(201);
    const failed = await settled(thesisId, file.body.id);
    expect(failed).toMatchObject({ status: 'failed', words: 0, passages: 0 });
    expect(failed.failureReason).toContain('20,000 words in all and 15,000 are used');
  });

  it('refuses what it cannot read, saying what is accepted', async () => {
    const thesisId = await newThesis();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const image = await upload(client, thesisId, png, 'chart.png', 'image/png');
    expect(image.status).toBe(400);
    expect(image.body.message).toMatch(
      /A PNG image is not a format sources can read: add PDF, Word \(\.docx\)/,
    );
    const doc = await upload(
      client,
      thesisId,
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]),
      'old.doc',
    );
    expect(doc.body.message).toBe(
      'Old Word documents (.doc) are not supported: save it as .docx or PDF and add that.',
    );
    const empty = await upload(client, thesisId, Buffer.alloc(0), 'empty.txt', 'text/plain');
    expect(empty).toMatchObject({ status: 400, body: { message: 'The file is empty.' } });
    const plain = await client.request('POST', `/api/theses/${thesisId}/sources`, 'just text', {
      'content-type': 'text/plain',
    });
    expect(plain.status).toBe(415);
    const noFile = await fetch(`${gateway.url}/api/theses/${thesisId}/sources`, {
      method: 'POST',
      headers: { cookie: client.sessionCookie! },
      body: (() => {
        const form = new FormData();
        form.append('title', 'No file');
        return form;
      })(),
    });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toMatchObject({
      message: 'No file was sent: put it in the multipart field "file".',
    });
    expect((await client.get<SourceView[]>(`/api/theses/${thesisId}/sources`)).body).toEqual([]);
  });

  it('answers someone else’s thesis with 404 before reading the upload', async () => {
    const thesisId = await newThesis();
    const res = await upload(other, thesisId, await fixture.manyPagePdf(1), 'x.pdf');
    expect(res).toMatchObject({ status: 404, body: { message: 'Thesis not found.' } });
    expect((await search(thesisId, 'depot')).body).toEqual([]);
  });
});

describe('files that cannot be read fail with a reason, and the gateway carries on', () => {
  const cases: Array<[string, () => Promise<Buffer> | Buffer, string, string]> = [
    ['a PDF without a text layer', () => fixture.pdfWithoutText(), 'scan.pdf', PDF_NO_TEXT],
    ['an encrypted PDF', () => fixture.encryptedPdf(), 'locked.pdf', PDF_PASSWORD],
    ['a damaged PDF', () => fixture.corruptPdf(), 'broken.pdf', PDF_DAMAGED],
    ['a damaged DOCX', () => fixture.corruptDocx(), 'broken.docx', DOCX_DAMAGED],
    ['a zip-bomb DOCX', () => fixture.zipBombDocx({ unpackedMb: 100 }), 'bomb.docx', DOCX_BOMB],
    [
      'a zip-bomb DOCX hiding its size',
      () => fixture.zipBombDocx({ unpackedMb: 100, lie: true }),
      'quiet.docx',
      DOCX_BOMB,
    ],
    [
      'a DOCX unpacking to more than a source may',
      () => fixture.oversizeDocx(MAX_DOCX_UNPACKED_MB + 1),
      'big.docx',
      docxTooLarge(MAX_DOCX_UNPACKED_MB),
    ],
    ['a deeply nested HTML page', () => fixture.deeplyNestedHtml(100_000), 'deep.html', HTML_TOO_DEEP],
    [
      'a 10,000-page PDF',
      () => fixture.hugePagePdf(10_000),
      'huge.pdf',
      'This PDF has 10,000 pages; a source may have at most 2,000. Split it and add the parts you need.',
    ],
  ];
  it.each(cases)('%s', async (_name, make, fileName, reason) => {
    const thesisId = await newThesis();
    const added = await upload(client, thesisId, await make(), fileName);
    expect(added.status).toBe(201);
    const failed = await settled(thesisId, added.body.id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: reason, words: 0, passages: 0 });
    expect((await client.get('/api/user')).status).toBe(200);
  });
});
