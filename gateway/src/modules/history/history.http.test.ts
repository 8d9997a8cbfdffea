// History and export over HTTP: the answers' shapes and headers, the files read back.
import JSZip from 'jszip';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/http-client.js';
import { useTestRuntime } from '../../testing/runtime.js';

const gateway = useTestRuntime();
let owner: TestClient;
let thesis: { id: string; slug: string; version: number };

const ARTICLE = `## Market Context

Carriers route by **hand**.

- Buying is faster
- Building keeps the data

## Timeline

| Timeline | Activities | Milestone |
| --- | --- | --- |
| Months 1–3 | Audit the routing stack | Audit complete |`;

const download = (path: string) => fetch(gateway.url + path, { headers: { cookie: owner.sessionCookie! } });

beforeAll(async () => {
  ({ client: owner } = await gateway.signUp('owner@x.io', { username: 'olivia' }));
  const project = await owner.post<{ id: string }>('/api/projects', { name: 'Routing' });
  const created = await owner.post<{ id: string }>(`/api/projects/${project.body.id}/theses`, {
    title: 'Build or Buy Routing',
    intellectualChallenge: 'Should carriers build?',
  });
  const edited = await owner.request<typeof thesis>('PATCH', `/api/theses/${created.body.id}`, {
    content: ARTICLE,
  });
  thesis = edited.body;
});

describe('history over REST and GraphQL', () => {
  it('lists revisions and restores one: version + 1, ETag, the replaced state listed first', async () => {
    await owner.request('PATCH', `/api/theses/${thesis.id}`, { title: 'Build Routing', version: 2 });
    const list = await owner.get<Array<Record<string, unknown>>>(`/api/theses/${thesis.slug}/history`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: expect.any(String),
        thesisId: thesis.id,
        version: 2,
        title: 'Build or Buy Routing',
        createdAt: expect.any(String),
        authorId: expect.stringMatching(/^[0-9a-f]{24}$/),
        authorName: 'olivia',
        change: 'Title changed',
      },
      expect.objectContaining({ version: 1, change: 'Wrote the content' }),
    ]);
    const restored = await owner.request<{ title: string; version: number }>(
      'POST',
      `/api/theses/${thesis.id}/history/${String(list.body[0]!.id)}/restore`,
      undefined,
      { 'If-Match': '"3"' },
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: 'Build or Buy Routing', version: 4 });
    expect(restored.headers.get('etag')).toBe('"4"');

    const gql = await owner.graphql<{ thesisHistory: Array<{ version: number; change: string }> }>(
      'query($id: ID!) { thesisHistory(thesisId: $id) { version authorName change } }',
      { id: thesis.id },
    );
    expect(gql.body.data?.thesisHistory[0]).toEqual({
      version: 3,
      authorName: 'olivia',
      change: 'Restored version 2',
    });
    const again = await owner.graphql<{ restoreThesisRevision: { title: string; version: number } }>(
      'mutation($t: ID!, $r: ID!, $v: Int) { restoreThesisRevision(thesisId: $t, revisionId: $r, expectedVersion: $v) { title version } }',
      { t: thesis.id, r: list.body[0]!.id, v: 4 },
    );
    expect(again.body.data?.restoreThesisRevision).toEqual({ title: 'Build or Buy Routing', version: 5 });
  });

  it('refuses a malformed restore body or If-Match with 400', async () => {
    const [revision] = (await owner.get<Array<{ id: string }>>(`/api/theses/${thesis.id}/history`)).body;
    const path = `/api/theses/${thesis.id}/history/${revision!.id}/restore`;
    expect((await owner.post(path, { version: 'three' })).status).toBe(400);
    expect((await owner.post(path, { other: 1 })).status).toBe(400);
    expect((await owner.request('POST', path, {}, { 'If-Match': 'W/"3"' })).status).toBe(400);
  });
});

describe('export over REST', () => {
  it('Markdown: an attachment named after the slug', async () => {
    const res = await download(`/api/theses/${thesis.id}/export?format=md`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename=build-or-buy-routing.md');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const text = await res.text();
    expect(text).toMatch(/^# Build or Buy Routing\n\n\*\d{1,2} \w+ \d{4}\*\n/);
    expect(text).toContain('| Months 1–3 | Audit the routing stack | Audit complete |');
  });

  it('DOCX: word/document.xml holds the title, headings, list items and table cells', async () => {
    const res = await download(`/api/theses/${thesis.slug}/export?format=docx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers.get('content-disposition')).toBe('attachment; filename=build-or-buy-routing.docx');
    const zip = await JSZip.loadAsync(await res.arrayBuffer());
    const xml = await zip.file('word/document.xml')!.async('string');
    for (const text of [
      'Build or Buy Routing',
      'Market Context',
      'Building keeps the data',
      'Milestone',
      'Audit complete',
    ])
      expect(xml).toContain(text);
  });

  it('PDF: the text reads back — title, a heading, a table cell', async () => {
    const res = await download(`/api/theses/${thesis.id}/export?format=pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename=build-or-buy-routing.pdf');
    const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true });
    for (const expected of ['Build or Buy Routing', 'Market Context', 'Timeline', 'Audit the routing stack'])
      expect(text).toContain(expected);
  });

  it('a missing or unknown format is a 400 naming the formats', async () => {
    for (const query of ['', '?format=html', '?format=md&format=pdf']) {
      const res = await download(`/api/theses/${thesis.id}/export${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'Format must be md, docx or pdf.' });
    }
  });
});
