// Web sources end to end in a running gateway: SEARXNG_URL points at a fake SearXNG whose results are
// pages of a fake web holding facts found nowhere else; gathering makes the readable pages sources of
// kind 'web' (URL, site, fetched date) with passages that search finds, and never requests the pages a
// rule refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import { FakeSearch, type FakeSearchResult } from '../../testing/fake-search.js';
import { FAKE_FACTS, FakeWeb } from '../../testing/fake-web.js';
import type { TestClient } from '../../testing/http-client.js';
import { useTestRuntime } from '../../testing/runtime.js';
import type { PassageHit, SourceView } from '../sources/index.js';

let web: FakeWeb;
let internal: FakeWeb;
let search: FakeSearch;

const results = (query: string): FakeSearchResult[] => {
  const page = (path: string, title = '') => ({ url: web.url(path), title, snippet: query });
  return query === 'tidal power'
    ? [
        page('/articles/tidal-power.html', 'Halvorsen tidal array: first-year results'),
        page('/private/board-minutes.html', 'Board minutes'),
        page(`/go?to=${encodeURIComponent(internal.url('/admin'))}`, 'Admin'),
        page('/reports/kestrel-bay.pdf', 'Kestrel Bay grid study'),
        page('/latin1.html'),
        page('/huge.html', 'A very long page'),
      ]
    : [];
};

const gateway = useTestRuntime(async () => {
  [web, internal, search] = await Promise.all([FakeWeb.start(), FakeWeb.start(), FakeSearch.start(results)]);
  return { SEARXNG_URL: search.origin, FETCH_ALLOWED_HOSTS: web.host, FETCH_TIMEOUT_SECONDS: '3' };
});
afterAll(async () => {
  await Promise.all([web.close(), internal.close(), search.close()]);
});

let owner: Actor;
let client: TestClient;
let thesisId: string;

beforeAll(async () => {
  const signed = await gateway.signUp('owner@x.io');
  client = signed.client;
  owner = (await gateway.services.users.findById(signed.id))!;
  const project = await gateway.services.projects.create(owner, { name: 'Energy' });
  thesisId = (await gateway.services.theses.create(owner, project.id, { title: 'Tidal power in fjords' })).id;
});

describe('gathering web sources', () => {
  it('adds readable result pages as web sources whose passages search finds', async () => {
    expect(gateway.services.web.searchKind).toBe('searxng');
    const gathered = await gateway.services.web.gather({ thesisId, queries: ['tidal power'], limit: 12 });

    expect(gathered.added.map((s) => s.url).sort()).toEqual(
      [
        web.url('/articles/tidal-power.html'),
        web.url('/latin1.html'),
        web.url('/reports/kestrel-bay.pdf'),
      ].sort(),
    );
    expect(gathered.skipped.map((s) => s.url).sort()).toEqual(
      [
        web.url('/private/board-minutes.html'),
        web.url(`/go?to=${encodeURIComponent(internal.url('/admin'))}`),
        web.url('/huge.html'),
      ].sort(),
    );
    expect(web.requested('/private/board-minutes.html')).toBe(false);
    expect(internal.requests).toEqual([]);

    const listed = await client.get<SourceView[]>(`/api/theses/${thesisId}/sources`);
    const article = listed.body.find((s) => s.url === web.url('/articles/tidal-power.html'));
    expect(article).toMatchObject({
      kind: 'web',
      status: 'ready',
      site: '127.0.0.1',
      title: 'Halvorsen tidal array: first-year results',
      addedBy: null,
    });
    expect(Date.parse(article!.fetchedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(listed.body.every((s) => s.status === 'ready')).toBe(true);

    const find = async (q: string) =>
      (await client.get<PassageHit[]>(`/api/theses/${thesisId}/sources/search?q=${encodeURIComponent(q)}`))
        .body;
    expect((await find('Halvorsen GWh first year'))[0]?.text).toContain(FAKE_FACTS.article);
    expect((await find('Kestrel Bay storage pays back'))[0]?.text).toContain(FAKE_FACTS.pdf);
    expect((await find('café Zürich facture')).map((hit) => hit.text).join(' ')).toContain(FAKE_FACTS.latin1);
    expect((await find('board minutes sale price')).map((hit) => hit.text).join(' ')).not.toContain(
      FAKE_FACTS.private,
    );
  });

  it('gathering again adds nothing twice and fetches nothing again', async () => {
    const before = web.requests.length;
    const again = await gateway.services.web.gather({ thesisId, queries: ['tidal power'], limit: 12 });
    expect(again.added).toEqual([]);
    expect(again.skipped.filter((s) => s.reason === 'Already a source of this thesis.')).toHaveLength(3);
    const listed = await client.get<SourceView[]>(`/api/theses/${thesisId}/sources`);
    expect(listed.body.filter((s) => s.kind === 'web')).toHaveLength(3);
    // The disallowed, refused and oversized pages are tried again; robots.txt and the rest come from caches.
    expect(web.paths().slice(before).sort()).toEqual(
      ['/go?to=' + encodeURIComponent(internal.url('/admin')), '/huge.html'].sort(),
    );
  });
});
