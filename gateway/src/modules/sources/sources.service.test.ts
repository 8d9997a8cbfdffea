// SourcesService beyond its HTTP surface: web pages (kind 'web', one per address, charsets), what
// research and the chats call (retrieve, passagesByIds, readyOf, waitUntilSettled), races (the same
// content twice at once, more sources at once than the limit allows, removal during extraction), and
// a source whose extracting process stopped being taken over by a sweep.
import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import { ServiceError } from '../../shared/errors/service-error.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { PDF_NO_TEXT } from './extract/index.js';
import { SourceFiles } from './sources.files.js';
import { SourceModel } from './sources.model.js';
import { HTML_FACT, htmlWithScripts, manyPagePdf, pageFact, pdfWithoutText } from './testing/fixtures.js';

const MAX_PER_THESIS = 5;
const gateway = useTestRuntime({ SOURCES_MAX_PER_THESIS: String(MAX_PER_THESIS) });
let owner: Actor;
let projectId: string;

beforeAll(async () => {
  const signed = await gateway.signUp('owner@x.io');
  owner = (await gateway.services.users.findById(signed.id))!;
  projectId = (await gateway.services.projects.create(owner, { name: 'Service' })).id;
});

const sources = () => gateway.services.sources;
const newThesis = async () => (await gateway.services.theses.create(owner, projectId, { title: 'T' })).id;
const paste = (thesisId: string, title: string, text: string) =>
  sources().add(owner, thesisId, { title, text });
const page = (url: string, bytes: Buffer, contentType = 'text/html; charset=utf-8') => ({
  url,
  site: new URL(url).hostname,
  title: 'Harbour tolls (web)',
  bytes,
  contentType,
  fetchedAt: new Date('2026-11-20T10:00:00Z'),
});

describe('web pages', () => {
  it('becomes a ready web source with its address; the same address again answers it', async () => {
    const thesisId = await newThesis();
    const web = await sources().addWebPage(
      thesisId,
      page('https://harbour.example/tolls', htmlWithScripts()),
    );
    expect(web).toMatchObject({
      kind: 'web',
      status: 'ready',
      url: 'https://harbour.example/tolls',
      site: 'harbour.example',
      fetchedAt: '2026-11-20T10:00:00.000Z',
      addedBy: null,
      fileName: null,
      title: 'Harbour tolls (web)',
    });
    expect(web.passages).toBeGreaterThan(0);
    const again = await sources().addWebPage(
      thesisId,
      page('https://harbour.example/tolls', Buffer.from('<html><body><p>Changed since.</p></body></html>')),
    );
    expect(again.id).toBe(web.id);
    const [hit] = await sources().retrieve(thesisId, 'harbour toll sailing barge');
    expect(hit).toMatchObject({
      n: 1,
      sourceKind: 'web',
      url: 'https://harbour.example/tolls',
      site: 'harbour.example',
    });
    expect(hit!.text).toContain(HTML_FACT);
  });

  it('reads a page in its declared charset, and plain text and PDF pages too', async () => {
    const thesisId = await newThesis();
    const latin = Buffer.concat([
      Buffer.from('<html><body><p>The caf'),
      Buffer.from([0xe9]),
      Buffer.from(' on the quay sells cr'),
      Buffer.from([0xe8]),
      Buffer.from('me br'),
      Buffer.from([0xfb]),
      Buffer.from('l'),
      Buffer.from([0xe9]),
      Buffer.from('e for 4 shillings.</p></body></html>'),
    ]);
    await sources().addWebPage(
      thesisId,
      page('https://quay.example/', latin, 'text/html; charset=windows-1252'),
    );
    await sources().addWebPage(
      thesisId,
      page('https://quay.example/notes.txt', Buffer.from('Tide tables are posted daily.'), 'text/plain'),
    );
    const pdf = await sources().addWebPage(
      thesisId,
      page('https://quay.example/r.pdf', await manyPagePdf(2), 'application/pdf'),
    );
    expect(pdf).toMatchObject({ status: 'ready', pages: 2, kind: 'web' });
    expect((await sources().retrieve(thesisId, 'café crème brûlée'))[0]?.text).toContain(
      'café on the quay sells crème brûlée',
    );
    expect((await sources().retrieve(thesisId, 'tide tables'))[0]?.text).toBe(
      'Tide tables are posted daily.',
    );
    expect((await sources().retrieve(thesisId, 'depot quillwort'))[0]?.location).toMatch(/^p\. [12]$/);
  });

  it('resolves failed with the reason for a page it cannot read, and refuses types it does not read', async () => {
    const thesisId = await newThesis();
    const scan = await sources().addWebPage(
      thesisId,
      page('https://x.example/scan.pdf', await pdfWithoutText(), 'application/pdf'),
    );
    expect(scan).toMatchObject({ status: 'failed', failureReason: PDF_NO_TEXT });
    await expect(
      sources().addWebPage(thesisId, page('https://x.example/a.png', Buffer.from([0x89, 0x50]), 'image/png')),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    // A failed page fetched again is read again.
    const retried = await sources().addWebPage(
      thesisId,
      page(
        'https://x.example/scan.pdf',
        Buffer.from('<p>Now with text about scans and pages.</p>'),
        'text/html',
      ),
    );
    expect(retried).toMatchObject({ status: 'ready' });
    expect(retried.id).not.toBe(scan.id);
  });
});

describe('what research and the chats call', () => {
  it('retrieve ranks passages (n = 1..k), leaves out excluded sources and other theses', async () => {
    const thesisId = await newThesis();
    const otherThesis = await newThesis();
    const pdf = await sources().add(owner, thesisId, {
      file: { name: 'depots.pdf', mimeType: 'application/pdf', bytes: await manyPagePdf(8) },
    });
    await paste(
      thesisId,
      'Memo',
      'The quillwort reserve of depot 5 was audited in June by the regional office.',
    );
    await paste(otherThesis, 'Elsewhere', 'The reserve of depot 5 holds quillwort elsewhere too.');
    await sources().waitUntilSettled(thesisId, 30_000);
    await sources().waitUntilSettled(otherThesis, 30_000);
    const found = await sources().retrieve(thesisId, 'reserve of depot 5 quillwort', { limit: 3 });
    expect(found.map((p) => p.n)).toEqual([1, 2, 3]);
    expect(found.every((p) => p.sourceTitle !== 'Elsewhere')).toBe(true);
    expect(found.some((p) => p.sourceId === pdf.source.id && p.text.includes(pageFact(5)))).toBe(true);
    const withoutPdf = await sources().retrieve(thesisId, 'reserve of depot 5 quillwort', {
      excludeSourceIds: [pdf.source.id],
    });
    expect(withoutPdf.length).toBeGreaterThan(0);
    expect(withoutPdf.every((p) => p.sourceId !== pdf.source.id)).toBe(true);
    expect(await sources().retrieve(thesisId, '   ')).toEqual([]);
    expect(await sources().retrieve('not-an-id', 'depot')).toEqual([]);

    const byId = await sources().passagesByIds([found[1]!.passageId, 'nope', found[0]!.passageId]);
    expect([...byId.keys()]).toEqual([found[1]!.passageId, found[0]!.passageId]);
    expect(byId.get(found[0]!.passageId)).toMatchObject({
      text: found[0]!.text,
      location: found[0]!.location,
    });

    expect((await sources().readyOf(thesisId)).map((s) => s.title)).toEqual(['Memo', 'depots']);
    await sources().remove(owner, thesisId, pdf.source.id);
    expect((await sources().passagesByIds(found.map((p) => p.passageId))).size).toBe(
      found.filter((p) => p.sourceId !== pdf.source.id).length,
    );
  });

  it('waitUntilSettled returns once processing sources settle, or at its time limit', async () => {
    const thesisId = await newThesis();
    await sources().add(owner, thesisId, {
      file: { name: 'long.pdf', mimeType: 'application/pdf', bytes: await manyPagePdf(120) },
    });
    const started = Date.now();
    await sources().waitUntilSettled(thesisId, 50);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((await sources().list(owner, thesisId))[0]!.status).toBe('processing');
    await sources().waitUntilSettled(thesisId, 60_000);
    expect((await sources().list(owner, thesisId))[0]!.status).toBe('ready');
  });
});

describe('races', () => {
  it('the same content added twice at once: one source', async () => {
    const thesisId = await newThesis();
    const [a, b] = await Promise.all([
      paste(thesisId, 'A', 'Twice at once.'),
      paste(thesisId, 'B', 'Twice at once.'),
    ]);
    expect(a.source.id).toBe(b.source.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    await sources().waitUntilSettled(thesisId, 30_000);
  });

  it(`${MAX_PER_THESIS + 3} added at once: ${MAX_PER_THESIS} kept, the rest refused`, async () => {
    const thesisId = await newThesis();
    const outcomes = await Promise.allSettled(
      Array.from({ length: MAX_PER_THESIS + 3 }, (_, i) => paste(thesisId, `N${i}`, `Note ${i} of many.`)),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(MAX_PER_THESIS);
    for (const outcome of refused) {
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(ServiceError);
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    await sources().waitUntilSettled(thesisId, 30_000);
    expect(await sources().list(owner, thesisId)).toHaveLength(MAX_PER_THESIS);
  });

  it('a source removed while it is indexed leaves no passages or files behind', async () => {
    const thesisId = await newThesis();
    const { source } = await sources().add(owner, thesisId, {
      file: { name: 'gone.pdf', mimeType: 'application/pdf', bytes: await manyPagePdf(300) },
    });
    // Its extracted text is stored just before its passages are indexed: remove it then.
    const files = new SourceFiles();
    while (!(await files.listOf(source.id)).some((file) => file.role === 'text')) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await sources().remove(owner, thesisId, source.id);
    await sources().waitUntilSettled(thesisId, 30_000);
    expect(await sources().retrieve(thesisId, 'depot quillwort reserve')).toEqual([]);
    expect(await files.listOf(source.id)).toEqual([]);
  });
});

describe('a source whose extracting process stopped', () => {
  it('is taken over once its lease runs out', async () => {
    const thesisId = await newThesis();
    const bytes = Buffer.from('Notes a stopped process never read: the quay was paved in 1904.');
    const sourceId = new Types.ObjectId();
    const files = new SourceFiles();
    const fileId = await files.put(bytes, 'orphan.txt', 'text/plain', {
      thesisId,
      sourceId: sourceId.toString(),
      role: 'original',
    });
    await SourceModel.create({
      _id: sourceId,
      thesisId: new Types.ObjectId(thesisId),
      addedBy: new Types.ObjectId(owner.id),
      kind: 'text',
      title: 'Orphan',
      fileName: 'orphan.txt',
      mimeType: 'text/plain',
      size: bytes.length,
      status: 'processing',
      fileId,
      contentHash: createHash('sha256').update(bytes).digest('hex'),
      leaseOwner: 'a-process-that-stopped',
      leaseUntil: new Date(Date.now() + 60_000),
    });
    expect(await sources().sweep()).toBe(0);
    await SourceModel.updateOne({ _id: sourceId }, { $set: { leaseUntil: new Date(Date.now() - 1) } });
    expect(await sources().sweep()).toBe(1);
    await sources().waitUntilSettled(thesisId, 30_000);
    const [taken] = await sources().list(owner, thesisId);
    expect(taken).toMatchObject({ id: sourceId.toString(), status: 'ready' });
    expect((await sources().retrieve(thesisId, 'quay paved'))[0]?.sourceTitle).toBe('Orphan');
  });
});
