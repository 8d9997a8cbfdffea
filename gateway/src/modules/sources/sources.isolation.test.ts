// A hostile extraction never stalls the gateway (issue 17 part 1): while a 10,000-page PDF is read
// (page limit raised so that it is read, not refused) the event loop keeps ticking and the gateway
// answers other requests at once; the extraction ends at SOURCES_EXTRACT_TIMEOUT_SECONDS with a
// reason, and the next source is read by a fresh worker. Also: files at the default 20 MB limit.
import { beforeAll, expect, it } from 'vitest';
import type { TestClient } from '../../testing/http-client.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { ownerWithThesis } from '../../testing/owner.js';
import { longestStall } from '../../testing/fixtures.js';
import { extractionTimedOut } from './extract/index.js';
import type { SourceView } from './sources.service.js';
import { hugePagePdf, oversizeFile, pageFact } from './testing/fixtures.js';

const gateway = useTestRuntime({
  SOURCES_MAX_PAGES: '20000',
  SOURCES_EXTRACT_TIMEOUT_SECONDS: '4',
});
let client: TestClient;
let thesisId: string;

beforeAll(async () => {
  ({ client, thesisId } = await ownerWithThesis(gateway, { project: 'Isolation', thesis: 'Hostile' }));
});

async function upload(bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${gateway.url}/api/theses/${thesisId}/sources`, {
    method: 'POST',
    headers: { cookie: client.sessionCookie! },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as SourceView;
}

const statusOf = async (id: string) =>
  (await client.get<SourceView[]>(`/api/theses/${thesisId}/sources`)).body.find((s) => s.id === id)!;

it('keeps answering while a 10,000-page PDF is read, then fails it at the time limit', async () => {
  const bytes = hugePagePdf(10_000);
  const { stallMs } = await longestStall(async () => {
    const hostile = await upload(bytes, 'huge.pdf');
    const latencies: number[] = [];
    // Requests during the extraction: each answered promptly.
    while ((await statusOf(hostile.id)).status === 'processing') {
      const started = performance.now();
      const res = await client.get('/api/user');
      latencies.push(performance.now() - started);
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const failed = await statusOf(hostile.id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: extractionTimedOut(4) });
    expect(latencies.length).toBeGreaterThan(10);
    expect(Math.max(...latencies)).toBeLessThan(500);
  });
  expect(stallMs).toBeLessThan(300);
  const next = await upload(Buffer.from('A short note read after the timeout.'), 'after.txt');
  await gateway.services.sources.waitUntilSettled(thesisId, 30_000);
  expect((await statusOf(next.id)).status).toBe('ready');
}, 60_000);

it('takes a 19 MB file at the default 20 MB limit (kept in GridFS, read), and refuses 21 MB with 413', async () => {
  const big = await upload(await oversizeFile(19 * 1024 * 1024), 'padded.pdf');
  expect(big.size).toBe(19 * 1024 * 1024);
  await gateway.services.sources.waitUntilSettled(thesisId, 30_000);
  expect(await statusOf(big.id)).toMatchObject({ status: 'ready', pages: 1 });
  const [hit] = (
    await client.get<Array<{ text: string }>>(
      `/api/theses/${thesisId}/sources/search?q=depot%201%20quillwort`,
    )
  ).body;
  expect(hit?.text).toContain(pageFact(1));
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await oversizeFile(21 * 1024 * 1024))]), 'too-big.pdf');
  const res = await fetch(`${gateway.url}/api/theses/${thesisId}/sources`, {
    method: 'POST',
    headers: { cookie: client.sessionCookie! },
    body: form,
  });
  expect(res.status).toBe(413);
  const message =
    'This file is larger than 20 MB, the most a source may be. Split it, or add the part you need.';
  expect(await res.json()).toEqual({ message, fieldErrors: { file: [message] } });
}, 60_000);
