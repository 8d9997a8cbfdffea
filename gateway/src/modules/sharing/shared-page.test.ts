// The /shared/* page's first HTML answer holds the thesis (issue 18 item 1): mf-shared's server renderer
// puts the title, the project, the date and the article before #root, and the shared view as JSON after
// it — fetched here without a browser, as a reader's first byte. Hostile titles and content stay text,
// and the JSON cannot end its script.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { installSharedRenderer } from '../../testing/server-renderers.js';
import { withIslandsBoot, withServerPage } from './shared-page-renderer.js';

const gateway = useTestRuntime({ PUBLIC_ORIGIN: 'https://thesis.example' });
let owner: Actor;
let projectId: string;

beforeAll(async () => {
  await installSharedRenderer(gateway.env.STATIC_ROOT);
  const signed = await gateway.signUp('owner@x.io');
  owner = (await gateway.services.users.findById(signed.id))!;
  projectId = (await gateway.services.projects.create(owner, { name: 'Logistics <core> & co' })).id;
});

async function shared(title: string, content: string, language?: string) {
  const thesis = await gateway.services.theses.create(owner, projectId, {
    title,
    ...(language ? { language } : {}),
  });
  return gateway.services.theses.update(owner, thesis.id, { content });
}

const page = async (shareUrl: string) => {
  const res = await fetch(`${gateway.url}/shared/${shareUrl}`, {
    headers: { accept: 'text/html', 'accept-encoding': 'identity' },
  });
  return { status: res.status, html: await res.text() };
};

/** The server's page, before the shell's (hidden) #root: what a reader sees before any script runs. */
const pageOf = (html: string): string => {
  const start = html.indexOf('<div id="server-page"');
  const end = html.indexOf('<div id="root" hidden></div>');
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
};

const dataOf = (html: string): unknown => {
  const match = /<script type="application\/json" id="shared-thesis-data">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
};

const CONTENT = [
  '## Market',
  '',
  'Carriers lose margin to AI-native rivals, and the board must decide by **March**.',
  '',
  'Read the [survey](https://example.com/survey) first.',
  '',
  '## Plan',
  '',
  '- Pilot route planning in two regions',
  '- Measure empty miles',
  '',
  '| Timeline | Activities | Milestone |',
  '| --- | --- | --- |',
  '| Q1 2026 | Interview dispatchers | Findings |',
].join('\n');

describe('the first HTML answer of a shared link', () => {
  it('holds the title, the project, the date and the article rendered on the server', async () => {
    const thesis = await shared('Route planning for regional carriers', CONTENT);
    const { status, html } = await page(thesis.shareUrl);
    expect(status).toBe(200);
    const root = pageOf(html);
    expect(root).toContain('Route planning for regional carriers</h1>');
    expect(root).toContain('Logistics &lt;core&gt; &amp; co · Shared thesis');
    const day = new Date().toISOString().slice(0, 10);
    expect(root).toMatch(new RegExp(`<time dateTime="${day}">[^<]+</time>`));
    // The article as the browser renders it: headings, prose, links that work, lists and the table.
    expect(root).toContain('<h2');
    expect(root).toMatch(/>Market<\/h2>/);
    expect(root).toContain('Carriers lose margin to AI-native rivals, and the board must decide by ');
    expect(root).toContain('<strong class="font-semibold text-foreground">March</strong>');
    expect(root).toMatch(
      /<a href="https:\/\/example.com\/survey" rel="noopener noreferrer" target="_blank"[^>]*>survey/,
    );
    expect(root).toContain('Pilot route planning in two regions</li>');
    expect(root).toContain('Interview dispatchers</td>');
    // The page's own markup, for the shell to keep on screen until the remote renders.
    expect(root).toContain('<main');
    // The shell renders into #root unseen until the remote has rendered the same page.
    expect(html).toContain('<div id="root" hidden></div>');
    // The shared view as the remote starts from it: what GET /api/shared/{shareUrl} answers, and its
    // reading (the article's tree and the cue cards), so the remote needs no Markdown parser.
    const api = (await (await fetch(`${gateway.url}/api/shared/${thesis.shareUrl}`)).json()) as unknown;
    const { reading, ...view } = dataOf(html) as {
      reading: { article: unknown[]; cueCards: Array<{ title: string; text: string }> };
    };
    expect(view).toEqual(api);
    expect(reading.article).toContainEqual(['h2', 'Market']);
    expect(reading.cueCards.map((card) => card.title)).toEqual(['Market', 'Plan', 'Key Insights']);
    expect(reading.cueCards[0]!.text).toBe(
      'Carriers lose margin to AI-native rivals, and the board must decide by March.\nRead the survey first.',
    );
  });

  it('is in the default spelling variant (UK), code and addresses as written, the view as the API has it', async () => {
    const content = [
      '## The Color of the Organization',
      '',
      'Every color in the organization is analyzed: see `color organization` and',
      'https://example.com/color-organization, or [the color guide](https://example.com/color).',
      '',
      '```',
      'color organization',
      '```',
      '',
      '| Color | Organization |',
      '| --- | --- |',
      '| Q1 | Centralized |',
    ].join('\n');
    const thesis = await shared('Color Organization', content);
    const { html } = await page(thesis.shareUrl);
    const { document } = parseHTML(`<!doctype html><html><body>${pageOf(html)}</body></html>`);
    expect(document.querySelector('h1')?.textContent).toBe('Colour Organisation');
    const article = document.querySelector('article')!;
    expect(article.querySelector('h2')?.textContent).toBe('The Colour of the Organisation');
    expect(article.querySelector('p')?.textContent).toContain(
      'Every colour in the organisation is analysed: see color organization and',
    );
    expect(article.querySelector('p code')?.textContent).toBe('color organization');
    expect(article.querySelector('pre')?.textContent).toBe('color organization\n');
    const links = [...article.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/color-organization',
      'https://example.com/color',
    ]);
    expect(links[0]!.textContent).toContain('https://example.com/color-organization');
    expect(links[1]!.textContent).toContain('the colour guide');
    expect([...article.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Colour',
      'Organisation',
    ]);
    expect(article.querySelector('td:last-child')?.textContent).toBe('Centralised');
    expect(document.body.textContent).not.toMatch(/\b(?:Color|analyzed|Centralized)\b/);

    // The data: the reading in that variant, saying so; the view exactly as the API answers it.
    const api = (await (await fetch(`${gateway.url}/api/shared/${thesis.shareUrl}`)).json()) as unknown;
    const { reading, ...view } = dataOf(html) as {
      reading: {
        variant: string;
        title: string;
        article: unknown[];
        cueCards: Array<{ title: string; summary: string; text: string }>;
      };
    };
    expect(view).toEqual(api);
    expect(view).toMatchObject({ title: 'Color Organization', content });
    expect(reading.variant).toBe('UK');
    expect(reading.title).toBe('Colour Organisation');
    const tree = JSON.stringify(reading.article);
    expect(tree).toContain('"Every colour in the organisation is analysed: see "');
    expect(tree).toContain('["code","color organization"]');
    expect(tree).toContain('"https://example.com/color-organization"');
    expect(tree).toContain('"the colour guide"');
    expect(reading.cueCards[0]!.title).toBe('The Colour of the Organisation');
    expect(reading.cueCards[0]!.summary).toContain('Every colour in the organisation is analysed');
    // The text read aloud stays as the thesis has it.
    expect(reading.cueCards[0]!.text).toContain('Every color in the organization is analyzed');
  });

  it('is sent as written where a US reader would not get the thesis back (US “analyzes” → UK “analyses”)', async () => {
    const thesis = await shared(
      'Color Analysis',
      '## Method\n\nThe thesis analyzes the color of each region.',
    );
    const { html } = await page(thesis.shareUrl);
    const root = pageOf(html);
    expect(root).toContain('Color Analysis</h1>');
    expect(root).toContain('The thesis analyzes the color of each region.');
    const { reading } = dataOf(html) as { reading: { variant?: string; title: string } };
    expect(reading.variant).toBeUndefined();
    expect(reading.title).toBe('Color Analysis');
  });

  it('renders a thesis without content as the page that says so', async () => {
    const thesis = await shared('Not yet written', '');
    const root = pageOf((await page(thesis.shareUrl)).html);
    expect(root).toContain('Not yet written</h1>');
    expect(root).toContain('This thesis content is not yet available.');
  });

  it('keeps hostile titles and content as text, and the JSON inside its script', async () => {
    const title = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const content = [
      '## Attack </script><!-- <script>',
      '',
      'Raw <script>alert(3)</script> and <iframe src="https://evil.example"></iframe> text.',
      '',
      '[click](javascript:alert(4)) and [data](data:text/html,<b>x</b>)',
      '',
      'A </SCRIPT > end.',
    ].join('\n');
    const thesis = await shared(title, content);
    const { status, html } = await page(thesis.shareUrl);
    expect(status).toBe(200);
    // One script element for the data, none injected; no live markup from the thesis.
    const body = html.slice(html.indexOf('<body'));
    expect(body.match(/<script/gi)).toHaveLength(1);
    expect(body.match(/<\/script/gi)).toHaveLength(1);
    const { document } = parseHTML(`<!doctype html><html><body>${pageOf(html)}</body></html>`);
    expect(document.querySelector('h1')?.textContent).toBe(title);
    // Raw HTML in the Markdown is left out, as in the browser.
    expect(document.querySelector('article')?.textContent).toContain('Raw alert(3) and');
    expect(document.querySelectorAll('script, iframe, img, object, embed')).toHaveLength(0);
    for (const element of document.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        expect(name.startsWith('on'), `${element.tagName} ${name}`).toBe(false);
        expect(value, `${element.tagName} ${name}`).not.toMatch(/^\s*(?:javascript|data):/i);
      }
    }
    // The data parses back to exactly the shared view.
    const data = dataOf(html) as { title: string; content: string; reading: { article: unknown[] } };
    expect(data.title).toBe(title);
    expect(data.content).toContain('</SCRIPT > end.');
    // The article's tree carries no raw HTML (an address's scheme is checked where it is rendered).
    expect(JSON.stringify(data.reading.article)).not.toMatch(/<\/?(?:script|iframe|b)\b/i);
    expect(JSON.stringify(data.reading.article)).toContain('"Raw "');
  });

  it('is the app alone for an unknown link (it says Shared thesis not found)', async () => {
    const { status, html } = await page('unknown/link');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('shared-thesis-data');
    // The app alone loads mf-shared's code at once.
    expect(html).toContain('<link rel="modulepreload" href="/mf/mf-shared/remoteEntry.js"');
  });

  it('is in the reader’s language for an unknown link: <html lang> and the language the app starts in (issue 31)', async () => {
    const open = (acceptLanguage: string) =>
      fetch(`${gateway.url}/shared/unknown/link`, {
        headers: { accept: 'text/html', 'accept-encoding': 'identity', 'accept-language': acceptLanguage },
      });
    const german = await open('de-DE,de;q=0.9');
    expect(german.headers.get('vary')).toMatch(/Accept-Language/);
    expect(await german.text()).toMatch(
      /<html lang="de-DE" data-language="DE" data-language-source="browser"/,
    );
    expect(await (await open('en-US')).text()).toMatch(/<html lang="en-US" data-language="USA"/);
    expect(await (await open('fr-FR')).text()).toMatch(/<html lang="en-GB" data-language="UK"/);
  });

  it('leaves the code the rendered page needs later out of its head (the manifest stays)', async () => {
    const thesis = await shared('Read first', CONTENT);
    const { html } = await page(thesis.shareUrl);
    expect(html).toContain('id="remotes-manifest"');
    expect(html).not.toMatch(/<link rel="(?:modulepreload|preload)" [^>]*\/mf\/mf-shared\//);
  });
});

describe('the page’s language (issue 31)', () => {
  /** The <html> tag, the og:locale and the hreflang links of a page, and its article's lang. */
  const languageOf = (html: string) => {
    const { document } = parseHTML(`<!doctype html><html><body>${pageOf(html)}</body></html>`);
    return {
      // The document's language is the thesis's; the interface's is the reader's (data-language).
      html: /<html\b[^>]*>/i.exec(html)?.[0]?.replace(/ data-language(-source)?="[^"]*"/g, ''),
      locale: /<meta property="og:locale" content="([^"]*)"/.exec(html)?.[1],
      hreflang: [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
      article: document.querySelector('article')?.getAttribute('lang'),
      title: document.querySelector('h1')?.getAttribute('lang'),
    };
  };

  it('is the thesis’s: <html lang>, the article’s lang, og:locale and hreflang', async () => {
    const thesis = await shared(
      'Routenplanung für Spediteure',
      '## Markt\n\nDie Spediteure verlieren Marge.',
      'de',
    );
    const { html } = await page(thesis.shareUrl);
    expect(languageOf(html)).toEqual({
      html: '<html lang="de">',
      locale: 'de_DE',
      hreflang: [['de', `https://thesis.example/shared/${thesis.shareUrl}`]],
      article: 'de',
      title: 'de',
    });
    // Read as written: no UK/US spelling for a thesis not in English.
    expect(dataOf(html)).toMatchObject({
      language: 'de',
      reading: { title: 'Routenplanung für Spediteure' },
    });
  });

  it('a thesis from before languages is in British English; an American one in American English', async () => {
    const british = await shared('Route planning, British', CONTENT);
    expect(languageOf((await page(british.shareUrl)).html)).toMatchObject({
      html: '<html lang="en-GB">',
      locale: 'en_GB',
      hreflang: [['en-GB', `https://thesis.example/shared/${british.shareUrl}`]],
      article: 'en-GB',
    });
    const american = await shared('Route planning, American', CONTENT, 'en-US');
    expect(languageOf((await page(american.shareUrl)).html)).toMatchObject({
      html: '<html lang="en-US">',
      locale: 'en_US',
      article: 'en-US',
    });
  });
});

describe('withServerPage', () => {
  it('puts the page before the empty #root, hides #root, and leaves a document without one as it is', () => {
    const page = { page: '<p>$& $1 text</p>', data: '<script type="application/json" id="d">{}</script>' };
    expect(withServerPage('<body><div id="root"></div></body>', page)).toBe(
      '<body><p>$& $1 text</p>\n    <div id="root" hidden></div>\n    <script type="application/json" id="d">{}</script></body>',
    );
    expect(withServerPage('<body><main></main></body>', page)).toBe('<body><main></main></body>');
  });
});

describe('a visitor’s page with islands (issue 32)', () => {
  const BOOT = 'assets/boot-Test123.js';
  beforeAll(async () => {
    // mf-shared's islands build, as `npm run build` leaves it: its manifest names the boot script.
    const dir = path.join(gateway.env.STATIC_ROOT, 'mf-shared', 'dist', 'islands', '.vite');
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, 'manifest.json'),
      JSON.stringify({ 'src/islands/boot.ts': { file: BOOT, isEntry: true, dynamicImports: ['x'] } }),
    );
  });

  const get = async (shareUrl: string, cookie?: string) => {
    const res = await fetch(`${gateway.url}/shared/${shareUrl}`, {
      headers: { accept: 'text/html', 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
    });
    return { vary: res.headers.get('vary'), html: await res.text() };
  };

  it('is the server’s page with the islands’ boot script; the app waits in a template', async () => {
    const thesis = await shared('Islands for visitors', CONTENT);
    const { html, vary } = await get(thesis.shareUrl);
    expect(vary).toMatch(/Cookie/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script type="module" crossorigin src="/mf/mf-shared/islands/${BOOT}"></script>`);
    // The shell does not start: its module script is only in the template.
    const template = /<template id="app-boot">([\s\S]*?)<\/template>/.exec(html);
    expect(template).not.toBeNull();
    const outside = html.replace(template![0], '');
    expect(outside).not.toMatch(/<script type="module"(?![^>]*islands)[^>]*>/);
    const root = pageOf(html);
    for (const island of ['toolbar', 'cards', 'panel']) expect(root).toContain(`data-island="${island}"`);
    expect(root).toContain('data-cookie-banner');
    expect(root).toMatch(/<select id="site-language"/);
    // The panel is rendered, so it hydrates where it stands.
    expect(root).toContain('Query Research');
    expect(dataOf(html)).toMatchObject({ shareUrl: thesis.shareUrl });
  });

  it('is German, text in UK spelling, for a browser that asks for German; UK English otherwise', async () => {
    const thesis = await shared('Fleet organization', '## Plan\n\nWe prioritize route planning.');
    const german = await fetch(`${gateway.url}/shared/${thesis.shareUrl}`, {
      headers: { accept: 'text/html', 'accept-encoding': 'identity', 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(german.headers.get('vary')).toMatch(/Accept-Language/);
    const html = await german.text();
    // The interface in German (data-language); the document in its thesis's language, British English.
    expect(html).toMatch(/<html lang="en-GB" data-language="DE" data-language-source="browser"/);
    const root = pageOf(html);
    expect(root).toContain('Logistics &lt;core&gt; &amp; co · Geteilte These');
    expect(root).toContain('We prioritise route planning.');
    expect(root).toContain('<option value="DE" selected="">Deutsch</option>');
    expect(root).toContain('Cookies bei Thesis Studio');
    expect(root).toContain('Recherche befragen');
    expect(root).toMatch(
      /<p class="mt-4 text-sm text-muted-foreground" lang="de-DE"><time dateTime="[^"]+">\d+\. [A-ZÄÖÜ][a-zä]+ \d{4}<\/time>/,
    );
    // A US or unknown browser gets the page as before: UK English.
    const us = await fetch(`${gateway.url}/shared/${thesis.shareUrl}`, {
      headers: { accept: 'text/html', 'accept-encoding': 'identity', 'accept-language': 'en-US' },
    });
    const english = await us.text();
    expect(english).toMatch(/<html lang="en-GB" data-language="UK"/);
    expect(pageOf(english)).toContain('Logistics &lt;core&gt; &amp; co · Shared thesis');
  });

  it('is the app’s page for a signed-in reader (a session cookie)', async () => {
    const thesis = await shared('Islands not for readers', CONTENT);
    const { html } = await get(thesis.shareUrl, 'ts_session=some-token');
    expect(html).not.toContain('/mf/mf-shared/islands/');
    expect(html).not.toContain('<template id="app-boot">');
    expect(pageOf(html)).not.toContain('data-island=');
  });
});

describe('withIslandsBoot', () => {
  it('holds the shell’s module script and preloads in a template and puts the boot script in the head', () => {
    const html =
      '<html><head><title>t</title><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';
    const out = withIslandsBoot(html, '/mf/mf-shared/islands/assets/boot-1.js');
    expect(out).toBe(
      '<html><head><title>t</title><link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
        '<script type="module" crossorigin src="/mf/mf-shared/islands/assets/boot-1.js"></script>\n</head>' +
        '<body><div id="root"></div><template id="app-boot"><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></template>\n</body></html>',
    );
  });
});
