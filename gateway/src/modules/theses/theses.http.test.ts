// Theses over HTTP: the REST answers of spec §7 (201 with id and slug, ETag, 400 with field errors,
// 409 for a stale version) and the same over GraphQL.
import { get } from 'node:http';
import { THESIS_CHANGED_ELSEWHERE_MESSAGE } from '@thesis-studio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/runtime.js';
import type { TestClient } from '../../testing/http-client.js';

interface Thesis {
  id: string;
  slug: string;
  title: string;
  content: string;
  version: number;
  status: string;
  shareUrl: string;
}

const gateway = useTestRuntime();
let owner: TestClient;
let admin: TestClient;
let projectId: string;

const patch = <T = Thesis>(
  client: TestClient,
  id: string,
  body: unknown,
  headers: Record<string, string> = {},
) => client.request<T>('PATCH', `/api/theses/${id}`, body, headers);

async function newThesis(title = 'Pricing Power'): Promise<Thesis> {
  const res = await owner.post<Thesis>(`/api/projects/${projectId}/theses`, {
    title,
    idea: 'Niche markets keep their margins.',
    context: 'Mid-size manufacturers',
    intellectualChallenge: 'Why do margins hold?',
  });
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  admin = (await gateway.signUp('admin@x.io')).client;
  owner = (await gateway.signUp('owner@x.io')).client;
  const project = await owner.post<{ id: string }>('/api/projects', { name: 'Margins', description: '' });
  projectId = project.body.id;
});

describe('REST', () => {
  it('POST /api/projects/{id}/theses → 201 with id, slug, version 1 and ETag', async () => {
    const res = await owner.post<Thesis>(`/api/projects/${projectId}/theses`, { title: 'Über Growth' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: 'ueber-growth',
      title: 'Über Growth',
      status: 'draft',
      version: 1,
    });
    expect(res.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.headers.get('etag')).toBe('"1"');
  });

  it('GET /api/theses/{id or slug} answers the thesis with ETag "<version>"; If-None-Match gives 304', async () => {
    const thesis = await newThesis('Readable Thesis');
    for (const key of [thesis.id, thesis.slug]) {
      const res = await owner.get<Thesis>(`/api/theses/${key}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(thesis);
      expect(res.headers.get('etag')).toBe('"1"');
    }
    // node:http, not fetch: fetch adds Cache-Control: no-cache to conditional requests.
    const revalidate = (etag: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        const headers = { 'If-None-Match': etag, cookie: owner.sessionCookie ?? '' };
        get(`${gateway.url}/api/theses/${thesis.id}`, { headers }, (res) => {
          res.resume();
          resolve(res.statusCode);
        }).on('error', reject);
      });
    expect(await revalidate('"1"')).toBe(304);
    await patch(owner, thesis.id, { title: 'Changed' });
    expect(await revalidate('"1"')).toBe(200);
  });

  it('PATCH {title} or {content} answers the thesis; the slug stays; the version goes up', async () => {
    const thesis = await newThesis('Old Title');
    const titled = await patch(owner, thesis.id, { title: 'New Title' });
    expect(titled.status).toBe(200);
    expect(titled.body).toMatchObject({ title: 'New Title', slug: 'old-title', version: 2 });
    expect(titled.headers.get('etag')).toBe('"2"');
    const written = await patch(owner, thesis.slug, { content: 'First paragraph.\n\nSecond.' });
    expect(written.body).toMatchObject({ content: 'First paragraph.\n\nSecond.', version: 3 });
    const asked = await patch(owner, thesis.id, { intellectualChallenge: 'Sharper question?' });
    expect(asked.body).toMatchObject({ version: 4 });
  });

  it('PATCH with If-Match or a body version: a stale one gets 409, and nothing is overwritten', async () => {
    const thesis = await newThesis('Guarded Edits');
    const ok = await patch(owner, thesis.id, { content: 'v2' }, { 'If-Match': '"1"' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('etag')).toBe('"2"');
    const staleHeader = await patch(owner, thesis.id, { content: 'lost?' }, { 'If-Match': '"1"' });
    expect(staleHeader.status).toBe(409);
    expect(staleHeader.body).toEqual({
      message: THESIS_CHANGED_ELSEWHERE_MESSAGE,
      current: expect.objectContaining({ version: 2, content: 'v2' }),
    });
    const staleBody = await patch(owner, thesis.id, { content: 'lost?', version: 1 });
    expect(staleBody.status).toBe(409);
    const current = await owner.get<Thesis>(`/api/theses/${thesis.id}`);
    expect(current.body).toMatchObject({ content: 'v2', version: 2 });
    expect((await patch(owner, thesis.id, { content: 'v3', version: 2 })).status).toBe(200);
    expect((await patch(owner, thesis.id, { content: 'any' }, { 'If-Match': '*' })).status).toBe(200);
  });

  it('two PATCHes carrying the same version: one succeeds, one gets 409, the thesis holds the winner’s content', async () => {
    const thesis = await newThesis('Raced');
    const [a, b] = await Promise.all([
      patch(owner, thesis.id, { content: 'from the owner', version: 1 }),
      patch(admin, thesis.id, { content: 'from the admin' }, { 'If-Match': '"1"' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'from the owner' : 'from the admin';
    const current = await owner.get<Thesis>(`/api/theses/${thesis.id}`);
    expect(current.body).toMatchObject({ content: winner, version: 2 });
  });

  it('GET → edit → PATCH of the whole thesis: read-only fields ignored, its version checked', async () => {
    const thesis = await newThesis('Round trip');
    const read = (await owner.get<Thesis & Record<string, unknown>>(`/api/theses/${thesis.id}`)).body;
    const saved = await patch(owner, thesis.id, {
      ...read,
      content: 'Edited.',
      status: 'complete',
      slug: 'x',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ content: 'Edited.', status: 'draft', slug: thesis.slug, version: 2 });
    // The version GET answered is the version the edit was made on: a stale copy is refused.
    const stale = await patch(owner, thesis.id, { ...read, content: 'Lost?' });
    expect(stale.status).toBe(409);
    expect((await owner.get<Thesis>(`/api/theses/${thesis.id}`)).body.content).toBe('Edited.');
  });

  it('refuses bad edits with 400 { message, fieldErrors }', async () => {
    const thesis = await newThesis('Validated');
    const blank = await patch(owner, thesis.id, { title: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({
      message: 'Title is required.',
      fieldErrors: { title: ['Title is required.'] },
    });
    const tooLong = await patch(owner, thesis.id, { content: 'x'.repeat(200_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      fieldErrors: { content: ['Content must be at most 200000 characters.'] },
    });
    const badHeader = await patch(owner, thesis.id, { title: 'x' }, { 'If-Match': 'W/"1"' });
    expect(badHeader.status).toBe(400);
    expect(badHeader.body).toMatchObject({ fieldErrors: { version: [expect.stringContaining('If-Match')] } });
    const disagree = await patch(owner, thesis.id, { title: 'x', version: 1 }, { 'If-Match': '"2"' });
    expect(disagree.status).toBe(400);
    // status is read-only: ignored, so this edit changes nothing and says so.
    const status = await patch(owner, thesis.id, { status: 'complete' });
    expect(status.status).toBe(400);
    expect(status.body).toEqual({
      message: 'Nothing to update: send a title, content, intellectualChallenge or language.',
      fieldErrors: { _: ['Nothing to update: send a title, content, intellectualChallenge or language.'] },
    });
    const unknown = await patch(owner, thesis.id, { title: 'x', owner: 'me' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      message: 'Unknown field: owner.',
      fieldErrors: { _: ['Unknown field: owner.'] },
    });
    expect((await owner.get<Thesis>(`/api/theses/${thesis.id}`)).body).toMatchObject({
      title: 'Validated',
      version: 1,
    });
  });

  it('DELETE answers { id }; the thesis is gone afterwards', async () => {
    const thesis = await newThesis('Temporary');
    const res = await owner.delete(`/api/theses/${thesis.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: thesis.id });
    expect((await owner.get(`/api/theses/${thesis.id}`)).status).toBe(404);
    expect((await owner.delete(`/api/theses/${thesis.id}`)).status).toBe(404);
  });

  it('bad ids and slugs answer 404, never 500', async () => {
    for (const key of [
      'nope',
      'UPPER-and-lower',
      '%E2%9C%A8',
      'a%20b',
      'x'.repeat(400),
      '0123456789abcdef0123456z',
    ]) {
      expect((await owner.get(`/api/theses/${key}`)).status).toBe(404);
      expect((await patch(owner, key, { title: 'x' })).status).toBe(404);
    }
  });
});

describe('GraphQL', () => {
  const fields = 'id slug title content status version shareUrl projectId project { id name }';

  it('createThesis, thesis(idOrSlug), updateThesis with expectedVersion, deleteThesis', async () => {
    const created = await owner.graphql<{ createThesis: Thesis & { project: { id: string } } }>(
      `mutation($p: ID!, $input: CreateThesisInput!) { createThesis(projectId: $p, input: $input) { ${fields} } }`,
      { p: projectId, input: { title: 'Graph Thesis', idea: 'An idea', context: null } },
    );
    expect(created.body.errors).toBeUndefined();
    const thesis = created.body.data!.createThesis;
    expect(thesis).toMatchObject({ slug: 'graph-thesis', version: 1, status: 'draft', projectId });
    expect(thesis.project.id).toBe(projectId);

    const read = await owner.graphql<{ thesis: Thesis }>(
      `query($key: String!) { thesis(idOrSlug: $key) { ${fields} } }`,
      { key: thesis.slug },
    );
    expect(read.body.data?.thesis).toEqual(thesis);

    const update = `mutation($id: ID!, $input: UpdateThesisInput!, $v: Int) {
      updateThesis(id: $id, input: $input, expectedVersion: $v) { content version }
    }`;
    const saved = await owner.graphql(update, { id: thesis.id, input: { content: 'Saved' }, v: 1 });
    expect(saved.body.data).toEqual({ updateThesis: { content: 'Saved', version: 2 } });
    const stale = await owner.graphql(update, { id: thesis.id, input: { content: 'Stale' }, v: 1 });
    expect(stale.status).toBe(200);
    expect(stale.body.errors?.[0]).toMatchObject({
      message: THESIS_CHANGED_ELSEWHERE_MESSAGE,
      extensions: { code: 'CONFLICT' },
    });
    const invalid = await owner.graphql(update, { id: thesis.id, input: { title: '' } });
    expect(invalid.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { title: ['Title is required.'] },
    });

    const deleted = await owner.graphql('mutation($id: ID!) { deleteThesis(id: $id) }', { id: thesis.id });
    expect(deleted.body.data).toEqual({ deleteThesis: thesis.id });
    const gone = await owner.graphql('query($key: String!) { thesis(idOrSlug: $key) { id } }', {
      key: thesis.id,
    });
    expect(gone.body.data).toEqual({ thesis: null });
    expect(gone.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("Thesis.reading: the article tree, blocks and cards derived on the server, in the reader's spelling", async () => {
    const thesis = await newThesis('Colour of organisation');
    const content = [
      '## Market',
      '',
      'The organisation studies demand in three regions and finds steady growth across them.',
      '',
      '```',
      'colour = 1',
      '```',
      '',
      '## Plan',
      '',
      'We organise a pilot in two regions, then decide with the figures we gathered.',
    ].join('\n');
    expect((await patch(owner, thesis.id, { content })).status).toBe(200);
    const query = `query($key: String!, $language: Language!) {
      thesis(idOrSlug: $key) {
        content
        reading(language: $language) {
          language key title intellectualChallenge article
          blocks { index type start end section depth }
          cueCards { key title summary text kind source { start end } }
        }
      }
    }`;
    interface Reading {
      language: string;
      key: string;
      title: string;
      intellectualChallenge: string;
      article: string;
      blocks: Array<{ index: number; type: string; start: number; end: number; section: string }>;
      cueCards: Array<{
        title: string;
        summary: string;
        kind: string;
        source: { start: number; end: number } | null;
      }>;
    }
    const read = async (language: string) => {
      const res = await owner.graphql<{ thesis: { content: string; reading: Reading } }>(query, {
        key: thesis.id,
        language,
      });
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.thesis;
    };

    const uk = await read('UK');
    expect(uk.reading.language).toBe('UK');
    expect(uk.reading.title).toBe('Colour of organisation');
    expect(uk.reading.blocks.map((b) => [b.type, b.section])).toEqual([
      ['heading', 'Market'],
      ['paragraph', 'Market'],
      ['code', 'Market'],
      ['heading', 'Plan'],
      ['paragraph', 'Plan'],
    ]);
    expect(uk.reading.blocks.map((b) => uk.content.slice(b.start, b.end))[1]).toMatch(
      /^The organisation studies/,
    );
    const article = JSON.parse(uk.reading.article) as unknown[];
    expect(article[0]).toEqual(['div', { dataBlock: '0' }, ['h2', 'Market']]);
    expect(uk.reading.cueCards.map((card) => [card.kind, card.title])).toEqual([
      ['section', 'Market'],
      ['section', 'Plan'],
      ['keyInsights', 'Key Insights'],
    ]);
    const market = uk.reading.cueCards[0]!.source!;
    expect(uk.content.slice(market.start, market.end)).toMatch(/^The organisation[\s\S]*colour = 1\n```$/);

    const us = await read('USA');
    expect(us.reading.language).toBe('USA');
    expect(us.reading.key).toBe(uk.reading.key);
    expect(us.reading.title).toBe('Color of organization');
    expect(us.reading.intellectualChallenge).toBe('Why do margins hold?');
    expect(us.reading.article).toContain('The organization studies demand');
    // Code stays as written; offsets are the content's, whatever the spelling.
    expect(us.reading.article).toContain('colour = 1');
    expect(us.reading.blocks).toEqual(uk.reading.blocks);
    expect(us.reading.cueCards[1]!.summary).toMatch(/^We organize a pilot/);

    // Someone else's thesis has no reading either: it is not found.
    const other = (await gateway.signUp('reader-of-readings@x.io')).client;
    const theirs = await other.graphql(query, { key: thesis.id, language: 'UK' });
    expect(theirs.body.data).toEqual({ thesis: null });
    expect(theirs.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
