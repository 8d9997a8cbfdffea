// Issue 22, "How it is verified", from outside: a real gateway runs with SEARXNG_URL at a local fake
// SearXNG whose results are pages of a local fake web (FETCH_ALLOWED_HOSTS) holding facts found nowhere
// else, plus a page robots.txt disallows, a redirect to a loopback port that is not allowed (and that
// port named directly) and a 50 MB page. A user, over HTTP only, signs up, creates a project and a
// thesis, reads the research plan (web search 'searxng', queries per phase), saves an edited plan,
// runs research and reads the article, its citations and the sources. Once with the offline engine,
// once through the OpenAI-compatible fake (claims judged by the model, the summary counted from the
// records). An edit of a cited sentence re-checks its citation. /healthz and aiStatus name the search
// provider, and 'none' without one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyPhrases } from '../../shared/ai/offline/nlp.js';
import { FakeOpenAi, reply, type Exchange } from '../../shared/ai/testing/fake-openai.js';
import { fakeOpenAiSettings } from '../../shared/ai/testing/use-fake-openai.js';
import { FakeSearch, type FakeSearchResult } from '../../testing/fake-search.js';
import { FAKE_FACTS, FakeWeb } from '../../testing/fake-web.js';
import type { TestClient } from '../../testing/http-client.js';
import { useTestRuntime, type TestRuntime } from '../../testing/runtime.js';
import type { CitationView } from '../citations/index.js';
import type { CitationsAnswer, ResearchRunAnswer } from '../../testing/grounded-research.js';
import type { ResearchPlanView } from '../research/index.js';
import type { SourceView } from '../sources/index.js';

let web: FakeWeb;
/** Stands for a service on a loopback port that is not in FETCH_ALLOWED_HOSTS: it must never be asked. */
let internal: FakeWeb;
let search: FakeSearch;
let model: FakeOpenAi;

/** The owner's edited search query: only it finds the Marlow Ferries note. */
const EDITED_QUERY = 'Marlow Ferries shore electricity';
const ADDED_QUESTION = 'How many crossings did Marlow Ferries make powered only by shore electricity?';

const PATHS = {
  tidal: '/articles/tidal-power.html',
  storage: '/articles/grid-storage.html',
  pdf: '/reports/kestrel-bay.pdf',
  note: '/notes/plain.txt',
  disallowed: '/private/board-minutes.html',
  huge: '/huge.html',
};
const redirectToInternal = () => `/go?to=${encodeURIComponent(internal.url('/admin/secrets'))}`;

function results(query: string): FakeSearchResult[] {
  const hit = (url: string, title: string) => ({ url, title, snippet: query });
  if (query === EDITED_QUERY) return [hit(web.url(PATHS.note), 'Marlow Ferries logbook')];
  // The refused and unsafe pages rank first, so every rule is met before the readable pages.
  return [
    hit(web.url(PATHS.disallowed), 'Halvorsen board minutes'),
    hit(web.url(redirectToInternal()), 'Tidal admin'),
    hit(internal.url('/metadata'), 'Internal metadata'),
    hit(web.url(PATHS.huge), 'Tidal power, the complete archive'),
    hit(web.url(PATHS.tidal), 'Halvorsen tidal array: first-year results'),
    hit(web.url(PATHS.storage), 'Kestrel Bay batteries'),
    hit(web.url(PATHS.pdf), 'Kestrel Bay grid study'),
  ];
}

beforeAll(async () => {
  [web, internal, search, model] = await Promise.all([
    FakeWeb.start(),
    FakeWeb.start(),
    FakeSearch.start(results),
    new FakeOpenAi().start(),
  ]);
});
afterAll(async () => {
  await Promise.all([web?.close(), internal?.close(), search?.close(), model?.stop()]);
});

const webSettings = () => ({
  SEARXNG_URL: search.origin,
  FETCH_ALLOWED_HOSTS: web.host,
  FETCH_TIMEOUT_SECONDS: '3',
});

const BRIEF = {
  title: 'Tidal arrays with grid batteries',
  idea: 'A coastal utility that pairs a tidal array with grid batteries cuts curtailment, and its storage pays back within a decade.',
  context: 'Ferry operators in the fjords want shore electricity from predictable tidal power.',
  intellectualChallenge: 'Should a coastal utility build a tidal array with grid storage?',
};
const briefText = [BRIEF.title, BRIEF.idea, BRIEF.context, BRIEF.intellectualChallenge].join('\n\n');

async function until<T>(probe: () => Promise<T | undefined | false>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const schemaOf = (exchange: Exchange) => exchange.body.response_format?.json_schema?.name ?? '';
const promptOf = (exchange: Exchange) => exchange.body.messages.map((m) => m.content).join('\n');

interface Researched {
  thesisId: string;
  plan: ResearchPlanView;
  run: ResearchRunAnswer;
  content: string;
  citations: CitationsAnswer;
  sources: SourceView[];
  queries: string[];
}

/** Everything a user does over HTTP, from signing up to reading the article and its citations. */
async function researchAsUser(
  gateway: TestRuntime,
  email: string,
): Promise<Researched & { user: TestClient }> {
  await gateway.signUp(`${email.split('@')[0]}admin@x.io`);
  const { client: user } = await gateway.signUp(email);
  const project = await user.post<{ id: string }>('/api/projects', {
    name: 'Coastal energy',
    description: '',
  });
  expect(project.status).toBe(201);
  const thesis = await user.post<{ id: string }>(`/api/projects/${project.body.id}/theses`, BRIEF);
  expect(thesis.status).toBe(201);
  const thesisId = thesis.body.id;

  const proposed = await user.get<ResearchPlanView>(`/api/theses/${thesisId}/research-plan`);
  expect(proposed.status).toBe(200);
  expect(proposed.body).toMatchObject({ webSearch: 'searxng', reviewed: false });
  const evidence = proposed.body.phases.find((phase) => phase.id === 'evidence')!;
  // The queries: the thesis's title, then key phrases of the thesis (same for every engine).
  expect(evidence.searchQueries.length).toBeGreaterThanOrEqual(2);
  expect(evidence.searchQueries[0]).toBe(BRIEF.title);
  const phrases = keyPhrases(briefText, 8).map((phrase) => phrase.toLowerCase());
  for (const query of evidence.searchQueries.slice(1)) expect(phrases).toContain(query.toLowerCase());
  const searching = proposed.body.phases.filter((phase) => phase.searchQueries.length > 0);
  expect(searching.map((phase) => phase.id)).toEqual(['evidence', 'challenges', 'options']);

  // The owner replaces the second query and adds a question, then saves the plan.
  const replaced = evidence.searchQueries[1]!;
  const editedQueries = [evidence.searchQueries[0]!, EDITED_QUERY, ...evidence.searchQueries.slice(2)];
  const saved = await user.put<ResearchPlanView>(`/api/theses/${thesisId}/research-plan`, {
    phases: [
      { id: 'evidence', questions: [...evidence.questions, ADDED_QUESTION], searchQueries: editedQueries },
    ],
  });
  expect(saved.status).toBe(200);
  expect(saved.body.reviewed).toBe(true);
  const savedEvidence = saved.body.phases.find((phase) => phase.id === 'evidence')!;
  expect(savedEvidence.searchQueries).toEqual(editedQueries);
  expect(savedEvidence.questions).toContain(ADDED_QUESTION);

  const asked = search.queries.length;
  const started = await user.post<ResearchRunAnswer>(`/api/theses/${thesisId}/research`);
  expect(started.status).toBe(202);
  const run = await until(async () => {
    const current = (await user.get<ResearchRunAnswer>(`/api/theses/${thesisId}/research`)).body;
    return current.status !== 'running' && current;
  });
  expect(run.failureReason).toBeNull();
  expect(run.status).toBe('complete');
  const queries = search.queries.slice(asked).map((q) => q.query);
  expect(queries).toContain(EDITED_QUERY);
  // The replaced query is asked nowhere (the other phases ask it with their own suffixes only).
  expect(queries).not.toContain(replaced);

  const content = (await user.get<{ content: string }>(`/api/theses/${thesisId}`)).body.content;
  const citations = (await user.get<CitationsAnswer>(`/api/theses/${thesisId}/citations`)).body;
  const sources = (await user.get<SourceView[]>(`/api/theses/${thesisId}/sources`)).body;
  return { user, thesisId, plan: saved.body, run, content, citations, sources, queries };
}

/** What both engines must show (issue 22 "How it is verified"). */
function expectGroundedOnTheWeb(result: Researched, engine: 'offline' | 'openai') {
  const { content, citations, sources, run } = result;
  const [body, sourcesPart] = content.split('\n## Sources\n');
  expect(sourcesPart, 'the article ends with ## Sources').toBeDefined();

  // The sources list: the readable pages became web sources (kind, URL, site, fetched date) ...
  const webSources = sources.filter((source) => source.kind === 'web');
  expect(webSources.map((source) => source.url).sort()).toEqual(
    [PATHS.tidal, PATHS.storage, PATHS.pdf, PATHS.note].map((path) => web.url(path)).sort(),
  );
  for (const source of webSources) {
    expect(source).toMatchObject({ status: 'ready', site: '127.0.0.1', addedBy: null });
    expect(Date.parse(source.fetchedAt!)).not.toBeNaN();
    expect(source.passages).toBeGreaterThan(0);
  }
  // ... and nothing refused did: not the disallowed, the unsafe nor the 50 MB page.
  expect(sources.map((source) => source.url)).not.toContain(web.url(PATHS.huge));
  expect(sources.every((source) => !source.url?.includes('/private/'))).toBe(true);
  expect(sources.every((source) => !source.url?.includes(String(internal.port)))).toBe(true);
  expect(run.grounding).toMatchObject({ webPages: 4, removed: 0, cited: citations.citations.length });

  // The facts found only on those pages are in the article, quoted and cited.
  const quoted = (fact: string) =>
    engine === 'offline'
      ? new RegExp(`“[^”]*${escape(fact.replace(/\.$/, ''))}[^”]*” \\[\\d+\\]`)
      : new RegExp(`${escape(fact.split(' ').slice(0, 8).join(' '))}[^\\[\\n]*\\[\\d+\\]`);
  expect(body).toMatch(quoted(FAKE_FACTS.article));
  expect(body).toMatch(quoted(FAKE_FACTS.plain));
  expect(content).not.toContain(FAKE_FACTS.private);

  // Every [n] of the article has its citation, with its check recorded.
  const markers = [...new Set([...body!.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])))].sort(
    (a, b) => a - b,
  );
  expect(markers.length).toBeGreaterThan(2);
  expect(citations.citations.map((c) => c.n)).toEqual(markers);
  for (const citation of citations.citations) {
    expect(citation.check.quoteFound, `citation ${citation.n}`).toBe(true);
    expect(['supported', 'partly', 'not_supported', 'unchecked']).toContain(citation.check.support);
    expect(Date.parse(citation.check.checkedAt!)).not.toBeNaN();
    expect(citation.passage).toContain(citation.quote.split(' ').slice(0, 3).join(' '));
  }

  // The web pages are cited by URL in the Sources section: title, site, URL and access date.
  const cited = citations.citations.filter((c) => c.sourceKind === 'web');
  const citedUrls = [...new Set(cited.map((c) => c.url!))];
  expect(citedUrls).toEqual(expect.arrayContaining([web.url(PATHS.tidal), web.url(PATHS.note)]));
  for (const url of citedUrls) {
    const source = webSources.find((s) => s.url === url)!;
    const numbers = cited.filter((c) => c.url === url).map((c) => `[${c.n}]`);
    const accessed = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(source.fetchedAt!));
    expect(sourcesPart).toContain(
      `- **${source.title}** — 127.0.0.1, ${url} (accessed ${accessed}) — ${numbers.join(', ')}`,
    );
    for (const citation of cited.filter((c) => c.url === url))
      expect(citation).toMatchObject({ site: '127.0.0.1', sourceTitle: source.title, sourceId: source.id });
  }
  // No address in the article but a cited source's own.
  const addresses = [...content.matchAll(/https?:\/\/[^\s)]+/g)].map((m) => m[0]);
  for (const address of addresses) expect(citedUrls).toContain(address);

  // The summary is counted from the records.
  const count = (support: string) => citations.citations.filter((c) => c.check.support === support).length;
  expect(citations.summary).toEqual({
    total: citations.citations.length,
    supported: count('supported'),
    partly: count('partly'),
    notSupported: count('not_supported'),
    unchecked: count('unchecked'),
    removed: run.grounding!.removed,
  });
}

/** The fake web's log: what no rule may let through was never requested. */
function expectRefusedNeverRequested() {
  expect(web.requested('/robots.txt')).toBe(true);
  expect(web.paths().filter((path) => path.startsWith('/private/'))).toEqual([]);
  expect(internal.requests).toEqual([]);
  // The redirect itself was asked (it is on an allowed host); where it pointed never was.
  expect(web.requested(redirectToInternal())).toBe(true);
  // The 50 MB page was cut short, never read to its end.
  const huge = web.requests.filter((request) => request.path === PATHS.huge);
  expect(huge.length).toBeGreaterThan(0);
  expect(huge.every((request) => request.aborted)).toBe(true);
  for (const request of web.requests.filter((r) => r.path !== '/robots.txt'))
    expect(request.headers['user-agent']).toMatch(/^ThesisStudioBot\/1\.0/);
}

/** Edits one cited sentence over PATCH; resolves with the citation once its check was redone. */
async function editCitedSentence(
  user: TestClient,
  thesisId: string,
  content: string,
  before: CitationView,
  words: string,
): Promise<CitationView> {
  const at = content.indexOf(` [${before.n}]`);
  expect(at).toBeGreaterThan(0);
  const edited = `${content.slice(0, at)} ${words}${content.slice(at)}`;
  const patched = await user.request('PATCH', `/api/theses/${thesisId}`, { content: edited });
  expect(patched.status).toBe(200);
  return until(async () => {
    const after = (await user.get<CitationsAnswer>(`/api/theses/${thesisId}/citations`)).body.citations.find(
      (c) => c.n === before.n,
    );
    return (
      after !== undefined &&
      after.sentence.includes(words) &&
      after.check.checkedAt !== before.check.checkedAt &&
      (before.check.model === null || after.check.model !== null) &&
      after
    );
  }, 15_000);
}

describe('web research with the offline engine', () => {
  const gateway = useTestRuntime(webSettings);
  let result: Researched & { user: TestClient };

  beforeAll(async () => {
    result = await researchAsUser(gateway, 'offline@x.io');
  }, 60_000);

  it('cites the fake web’s pages by URL, quotes their facts, and checks every citation', () => {
    expectGroundedOnTheWeb(result, 'offline');
    // Offline: the quotes are verified, no model judges them.
    for (const citation of result.citations.citations)
      expect(citation.check).toMatchObject({ quoteFound: true, support: 'unchecked', model: null });
  });

  it('never requests the disallowed or unsafe pages; the 50 MB page is cut short', () => {
    expectRefusedNeverRequested();
    if (process.env.SHOW_ARTICLE) console.log(result.content);
  });

  it('gatherings of one thesis at the same time add each page once and count it once', async () => {
    const project = await result.user.post<{ id: string }>('/api/projects', {
      name: 'Twice',
      description: '',
    });
    const thesis = await result.user.post<{ id: string }>(`/api/projects/${project.body.id}/theses`, {
      title: 'Gathered twice at once',
    });
    const before = web.requests.length;
    const gatherings = await Promise.all(
      ['tidal power', 'tidal power risks', 'tidal power alternatives'].map((query) =>
        gateway.services.web.gather({ thesisId: thesis.body.id, queries: [query], limit: 4 }),
      ),
    );
    const added = gatherings.flatMap((gathered) => gathered.added.map((source) => source.url));
    expect(added.sort()).toEqual([PATHS.tidal, PATHS.storage, PATHS.pdf].map((path) => web.url(path)).sort());
    // Readable pages come from the day's cache now; what no rule lets through is tried once, not thrice.
    const asked = web.requests.slice(before).map((request) => request.path);
    for (const path of [PATHS.tidal, PATHS.storage, PATHS.pdf])
      expect(asked.filter((p) => p === path).length, path).toBeLessThanOrEqual(1);
    for (const path of [PATHS.huge, redirectToInternal()])
      expect(
        asked.filter((p) => p === path),
        path,
      ).toHaveLength(1);
    expect(internal.requests).toEqual([]);
  });

  it('an edit of a cited sentence re-checks that citation', async () => {
    const { user, thesisId, content, citations } = result;
    const before = citations.citations.find((c) => c.url === web.url(PATHS.tidal))!;
    const after = await editCitedSentence(user, thesisId, content, before, '(checked by the owner)');
    expect(after.check).toMatchObject({ quoteFound: true, support: 'unchecked' });
    expect(Date.parse(after.check.checkedAt!)).toBeGreaterThan(Date.parse(before.check.checkedAt!));
    // The others, in sections the edit did not touch, keep their check.
    const others = (await user.get<CitationsAnswer>(`/api/theses/${thesisId}/citations`)).body.citations;
    const untouched = others.filter((c) => c.n !== before.n && c.check.checkedAt === before.check.checkedAt);
    expect(untouched.length).toBeGreaterThan(0);
  });

  it('/healthz and aiStatus name the provider: searxng', async () => {
    const health = await fetch(`${gateway.url}/healthz`);
    expect(await health.json()).toMatchObject({ status: 'ok', ai: 'offline', search: 'searxng' });
    const status = await result.user.graphql<{ aiStatus: { engine: string; search: string } }>(
      '{ aiStatus { engine search } }',
    );
    expect(status.body.data?.aiStatus).toEqual({ engine: 'offline', search: 'searxng' });
  });
});

describe('web research through an OpenAI-compatible model', () => {
  const gateway = useTestRuntime(() => ({
    ...webSettings(),
    ...fakeOpenAiSettings(model, 'fake-web-model'),
    OPENAI_EMBEDDING_MODEL: 'none',
  }));
  let result: Researched & { user: TestClient };
  const EDIT = 'which no source backs';

  beforeAll(async () => {
    // The model's judgement varies by passage, so the summary's figures must come from the records.
    model.intercept = (exchange) => {
      if (schemaOf(exchange) !== 'claim_check') return undefined;
      const prompt = promptOf(exchange);
      const passage = /Passage:\n"""([\s\S]*?)"""/.exec(prompt)?.[1] ?? '';
      const judgement = prompt.includes(EDIT)
        ? { support: 'not_supported', reason: 'The passage says nothing of the added claim.' }
        : passage.includes('Kestrel Bay')
          ? { support: 'partly', reason: 'The passage backs part of the sentence.' }
          : undefined;
      return judgement ? reply.content(JSON.stringify(judgement)) : undefined;
    };
    result = await researchAsUser(gateway, 'model@x.io');
  }, 60_000);
  afterAll(() => {
    model.intercept = undefined;
  });

  it('cites the pages by URL; every citation carries the model’s judgement; the summary counts the records', () => {
    expectGroundedOnTheWeb(result, 'openai');
    const { citations } = result.citations;
    for (const citation of citations) {
      expect(citation.check.model).toBe('fake-web-model');
      expect(citation.check.reason).toBeTruthy();
      expect(citation.check.support).toBe(citation.passage.includes('Kestrel Bay') ? 'partly' : 'supported');
    }
    expect(result.citations.summary.supported).toBeGreaterThan(0);
    // The model was given the web pages' passages to write from.
    const given = model.requests
      .filter(
        (r) => schemaOf(r).startsWith('section_') && promptOf(r).includes(`Thesis title: ${BRIEF.title}`),
      )
      .map(promptOf)
      .join('\n');
    expect(given).toContain(FAKE_FACTS.article);
    expect(given).toContain(FAKE_FACTS.plain);
  });

  it('never requests the disallowed or unsafe pages; the 50 MB page is cut short', () => {
    expectRefusedNeverRequested();
  });

  it('an edit of a cited sentence has it judged again, and the summary follows', async () => {
    const { user, thesisId, content, citations } = result;
    const before = citations.citations.find(
      (c) => c.url === web.url(PATHS.tidal) && c.check.support === 'supported',
    )!;
    expect(before).toBeDefined();
    const after = await editCitedSentence(user, thesisId, content, before, EDIT);
    expect(after.check).toMatchObject({
      quoteFound: true,
      support: 'not_supported',
      reason: 'The passage says nothing of the added claim.',
      model: 'fake-web-model',
    });
    const now = (await user.get<CitationsAnswer>(`/api/theses/${thesisId}/citations`)).body;
    expect(now.summary.notSupported).toBe(citations.summary.notSupported + 1);
    expect(now.summary.supported).toBe(citations.summary.supported - 1);
    expect(now.summary.total).toBe(citations.summary.total);
  });

  it('/healthz and aiStatus name the provider: searxng', async () => {
    const health = await fetch(`${gateway.url}/healthz`);
    expect(await health.json()).toMatchObject({ status: 'ok', ai: 'openai', search: 'searxng' });
    const status = await result.user.graphql<{ aiStatus: { search: string } }>('{ aiStatus { search } }');
    expect(status.body.data?.aiStatus.search).toBe('searxng');
  });
});

describe('without a search provider', () => {
  const gateway = useTestRuntime();

  it('/healthz, aiStatus and the research plan say none', async () => {
    const health = await fetch(`${gateway.url}/healthz`);
    expect(await health.json()).toMatchObject({ status: 'ok', search: 'none' });
    const { client } = await gateway.signUp('nosearch@x.io');
    const status = await client.graphql<{ aiStatus: { search: string } }>('{ aiStatus { search } }');
    expect(status.body.data?.aiStatus.search).toBe('none');
    const project = await client.post<{ id: string }>('/api/projects', { name: 'Offline', description: '' });
    const thesis = await client.post<{ id: string }>(`/api/projects/${project.body.id}/theses`, BRIEF);
    const plan = (await client.get<ResearchPlanView>(`/api/theses/${thesis.body.id}/research-plan`)).body;
    expect(plan.webSearch).toBe('none');
    expect(plan.phases.every((phase) => phase.searchQueries.length === 0)).toBe(true);
  });
});
