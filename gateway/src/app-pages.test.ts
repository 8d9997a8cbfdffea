// A signed-in reader's app page arrives rendered (issue 18): the first HTML answer of /dashboard,
// /projects/{slug} and /theses/{slug} holds the page with its data, rendered by the apps' own server
// bundles from the answers the gateway ran as that reader, and those answers for the shell to start from.
// Access is the GraphQL API's: a visitor gets the shell alone, and someone else's thesis gets no page and
// the same NOT_FOUND answer as a missing one, with nothing of the thesis in the document.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from './shared/access/actor.js';
import { MAX_RENDERED_ANSWERS } from './app-pages.js';
import { useTestRuntime } from './testing/runtime.js';
import {
  embeddedAnswersOf as answersOf,
  installAppPageRenderers,
  renderedPageOf as pageOf,
} from './testing/server-renderers.js';

const gateway = useTestRuntime({ API_BUDGET_PER_USER: '400' });
let owner: Actor;
let ownerCookie: string;
let otherCookie: string;
let project: { id: string; slug: string };
let thesis: { id: string; slug: string };

const TITLE = 'Route planning for regional carriers <script>alert(1)</script>';
const CONTENT = [
  '## Market',
  '',
  'Carriers lose margin to AI-native rivals, and the board must decide by **March**.',
  '',
  '## Plan',
  '',
  '- Pilot route planning in two regions',
].join('\n');

const cookieOf = (setCookie: string[]): string => setCookie.map((line) => line.split(';')[0]).join('; ');

beforeAll(async () => {
  await installAppPageRenderers(gateway.env.STATIC_ROOT);
  const signed = await gateway.signUp('owner@x.io');
  ownerCookie = cookieOf(signed.setCookie);
  owner = (await gateway.services.users.findById(signed.id))!;
  otherCookie = cookieOf((await gateway.signUp('other@x.io')).setCookie);
  project = await gateway.services.projects.create(owner, { name: 'Logistics & co' });
  const created = await gateway.services.theses.create(owner, project.id, { title: TITLE });
  thesis = await gateway.services.theses.update(owner, created.id, { content: CONTENT });
});

const open = async (path: string, cookie?: string, url = gateway.url) => {
  const res = await fetch(`${url}${path}`, {
    headers: { accept: 'text/html', 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
  });
  return { status: res.status, headers: res.headers, html: await res.text() };
};

describe('a signed-in reader’s app page', () => {
  it('/dashboard holds the header and the reader’s projects, rendered before the hidden #root', async () => {
    const { status, headers, html } = await open('/dashboard', ownerCookie);
    expect(status).toBe(200);
    // One reader's data: never kept by a shared cache, and not the same document for another cookie.
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('vary')).toMatch(/Cookie/);
    const page = pageOf(html)!;
    expect(page).not.toBeNull();
    // Inert until the app takes over: it takes no clicks or keystrokes the app would not have.
    expect(page).toMatch(/^<div id="server-page" inert="" aria-busy="true"/);
    expect(page).toContain('<header');
    expect(page).toContain('owner@x.io');
    expect(page).toContain('>Logistics &amp; co<');
    expect(page).toContain('<main');
    // The answers the page was rendered from, for the shell (no request for them).
    const answers = answersOf(html)!;
    expect(answers.map((a) => a.operationName)).toEqual(['Me', 'DashboardPage']);
    expect(answers[0]!.body.data).toEqual({
      me: expect.objectContaining({ email: 'owner@x.io', language: 'UK' }),
    });
    // The code the page needs later does not compete with its first paint.
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('runs the queries bound to the reader’s role too: a user’s dashboard shows their saved links', async () => {
    // The first account is the admin (owner@x.io); another reader is a user.
    const { html } = await open('/dashboard', otherCookie);
    expect(answersOf(html)!.map((a) => a.operationName)).toEqual([
      'Me',
      'DashboardPage',
      'SavedLinksSection',
    ]);
    expect(pageOf(html)).toContain('Saved Links');
  });

  it('/projects/{slug} and /theses/{slug} hold the project’s theses and the article', async () => {
    const projectPage = pageOf((await open(`/projects/${project.slug}`, ownerCookie)).html)!;
    expect(projectPage).toContain('data-testid="project-title">Logistics &amp; co</h1>');
    expect(projectPage).toContain(
      'Route planning for regional carriers &lt;script&gt;alert(1)&lt;/script&gt;',
    );

    const { html } = await open(`/theses/${thesis.slug}`, ownerCookie);
    const thesisPage = pageOf(html)!;
    expect(thesisPage).toMatch(/>Market<\/h2>/);
    expect(thesisPage).toContain('Carriers lose margin to AI-native rivals, and the board must decide by ');
    expect(thesisPage).toContain('Pilot route planning in two regions');
    // The hostile title stays text, in the page and in the answers' JSON (which cannot end its script).
    expect(html).not.toContain('<script>alert(1)</script>');
    const answers = answersOf(html)!;
    expect(answers[1]).toMatchObject({
      operationName: 'ThesisPage',
      variables: { idOrSlug: thesis.slug, language: 'UK' },
    });
    expect((answers[1]!.body.data!['thesis'] as { title: string }).title).toBe(TITLE);
  });

  /**
   * A reader (us-reader@x.io, de-reader@x.io) who reads in `language`, with a thesis 'Operating model'
   * of `content` in a project `project` of theirs: their session cookie and the thesis.
   */
  const readerWithThesis = async (language: 'USA' | 'DE', project: string, content: string) => {
    const signed = await gateway.signUp(language === 'USA' ? 'us-reader@x.io' : 'de-reader@x.io');
    const reader = (await gateway.services.users.findById(signed.id))!;
    await gateway.services.users.setLanguage(reader, { language });
    const own = await gateway.services.projects.create(reader, { name: project });
    const created = await gateway.services.theses.create(reader, own.id, { title: 'Operating model' });
    const thesis = await gateway.services.theses.update(reader, created.id, { content });
    return { cookie: cookieOf(signed.setCookie), thesis };
  };

  it('is rendered in the reader’s language variant', async () => {
    const { cookie, thesis: usThesis } = await readerWithThesis(
      'USA',
      'Analytics',
      '## Organisation\n\nWe centralise analytics to prioritise growth.',
    );
    const { html } = await open(`/theses/${usThesis.slug}`, cookie);
    expect(answersOf(html)![1]!.variables).toEqual({ idOrSlug: usThesis.slug, language: 'USA' });
    expect(pageOf(html)).toContain('We centralize analytics to prioritize growth.');
    expect(html).toContain('<html lang="en-US" data-language="USA" data-language-source="account"');
  });

  it('is in the account’s language, over the browser’s: German, with theses in UK spelling', async () => {
    const { cookie, thesis: deThesis } = await readerWithThesis(
      'DE',
      'Analytik',
      '## Organization\n\nWe centralize analytics to prioritize growth.',
    );
    const res = await fetch(`${gateway.url}/theses/${deThesis.slug}`, {
      headers: { accept: 'text/html', 'accept-language': 'en-US', 'accept-encoding': 'identity', cookie },
    });
    const html = await res.text();
    expect(html).toContain('<html lang="de-DE" data-language="DE" data-language-source="account"');
    expect(answersOf(html)![1]!.variables).toEqual({ idOrSlug: deThesis.slug, language: 'DE' });
    expect(pageOf(html)).toContain('We centralise analytics to prioritise growth.');
    expect(pageOf(html)).toContain('<option value="DE" title="Deutsch" selected="">DE</option>');
  });

  it('a very long thesis is sent with its answers but without a page (its render would hold the event loop)', async () => {
    const section = (i: number) =>
      `## Section ${i}\n\n${'Carriers lose margin to AI-native rivals in every region we serve. '.repeat(20)}\n\n`;
    let content = '';
    for (let i = 0; content.length < 150_000; i++) content += section(i);
    const created = await gateway.services.theses.create(owner, project.id, { title: 'A very long thesis' });
    const long = await gateway.services.theses.update(owner, created.id, { content });
    const { html } = await open(`/theses/${long.slug}`, ownerCookie);
    const answers = answersOf(html)!;
    expect(JSON.stringify(answers).length).toBeGreaterThan(MAX_RENDERED_ANSWERS);
    expect((answers[1]!.body.data!['thesis'] as { title: string }).title).toBe('A very long thesis');
    expect(pageOf(html)).toBeNull();
  });

  it('is not rendered for a visitor: the shell alone, which sends them to sign in', async () => {
    const { status, headers, html } = await open('/dashboard');
    expect(status).toBe(200);
    expect(pageOf(html)).toBeNull();
    expect(answersOf(html)).toBeNull();
    expect(headers.get('cache-control')).toBe('no-cache');
  });

  it('someone else’s thesis or project gets no page and the answer a missing one gets', async () => {
    const others = await open(`/theses/${thesis.slug}`, otherCookie);
    const missing = await open('/theses/no-such-thesis', otherCookie);
    for (const { status, html } of [others, missing]) {
      expect(status).toBe(200);
      expect(pageOf(html)).toBeNull();
      const answers = answersOf(html)!;
      expect(answers[1]!.body.data).toEqual({ thesis: null });
      expect(answers[1]!.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect(others.html).not.toContain('Route planning');
    expect(others.html).not.toContain('Carriers lose margin');
    expect(others.html).not.toContain('owner@x.io');

    const project404 = await open(`/projects/${project.slug}`, otherCookie);
    expect(pageOf(project404.html)).toBeNull();
    expect(project404.html).not.toContain('Logistics');
    expect(answersOf(project404.html)![1]!.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('hostile paths and cookies get no page and no 500: markup stays text, a forged session is a visitor', async () => {
    for (const path of [
      '/theses/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `/projects/${'x'.repeat(5000)}`,
      '/theses/%E0%A4%A',
      '/theses/..%2F..%2Fapi%2Fprojects',
    ]) {
      const { status, html } = await open(path, ownerCookie);
      expect([200, 400], path).toContain(status);
      expect(pageOf(html), path).toBeNull();
      expect(html, path).not.toContain('<script>alert(1)</script>');
    }
    const forged = await open('/dashboard', 'ts_session=forged-session-id');
    expect(forged.status).toBe(200);
    expect(pageOf(forged.html)).toBeNull();
    expect(answersOf(forged.html)).toBeNull();
  });

  it('a route it does not render, or an API path, is answered as before', async () => {
    const chat = await open(`/theses/${thesis.id}/chat`, ownerCookie);
    expect(pageOf(chat.html)).toBeNull();
    expect(answersOf(chat.html)).toBeNull();
    const api = await fetch(`${gateway.url}/api/projects`, { headers: { cookie: ownerCookie } });
    expect(api.headers.get('content-type')).toMatch(/json/);
  });

  it('a remote deployed elsewhere renders its pages itself: no page here', async () => {
    await gateway.withGateway(
      { REMOTE_MF_DASHBOARD_URL: 'https://remotes.example/mf-dashboard/remoteEntry.js' },
      async (url) => {
        const { html } = await open('/dashboard', ownerCookie, url);
        expect(pageOf(html)).toBeNull();
        expect(answersOf(html)).toBeNull();
        // The thesis remote is still served here.
        expect(pageOf((await open(`/theses/${thesis.slug}`, ownerCookie, url)).html)).not.toBeNull();
      },
    );
  });

  it('a reader whose request budget is spent gets the shell alone', async () => {
    await gateway.withGateway({ API_BUDGET_PER_USER: '2' }, async (url) => {
      const signed = await gateway.signUp('busy@x.io');
      const cookie = cookieOf(signed.setCookie);
      const pages = [];
      for (let i = 0; i < 3; i++) pages.push(pageOf((await open('/dashboard', cookie, url)).html));
      expect(pages.map((page) => page !== null)).toEqual([true, true, false]);
    });
  });
});
