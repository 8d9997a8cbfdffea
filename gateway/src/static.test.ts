// Serving the built front end: precompressed variants by Accept-Encoding, cache policy, on-the-fly JSON compression.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  remoteHeadTags,
  remotePageFiles,
  remoteStartFiles,
  shellLandingFiles,
  shellRemoteRouteFiles,
  type ViteManifest,
} from './static.js';
import { makeStaticRoot } from './testing/fixtures.js';
import { useTestRuntime } from './testing/runtime.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHELL_SCRIPT = 'assets/index-Abc12345.js';
const DASHBOARD_ENTRY = 'mf-dashboard/dist/remoteEntry.js';
const DASHBOARD_CHUNK = 'mf-dashboard/dist/assets/App-Xyz98765.js';

const scriptText = (name: string) =>
  Array.from({ length: 200 }, (_, i) => `export const ${name}${i} = () => "${name} ${i}";`).join('\n');

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GET without the automatic decompression fetch does, so the bytes on the wire can be compared. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Writes `relative` under root with its .br and .gz variants, as the vite build does. */
async function writePrecompressed(root: string, relative: string, text: string) {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

/** The manifest script every index.html carries with the default settings. */
const MANIFEST_TAG =
  '<script type="application/json" id="remotes-manifest">{"remotes":[' +
  '{"name":"mf_dashboard","entry":"/mf/mf-dashboard/remoteEntry.js"},{"name":"mf_thesis","entry":"/mf/mf-thesis/remoteEntry.js"},' +
  '{"name":"mf_shared","entry":"/mf/mf-shared/remoteEntry.js"},{"name":"mf_admin","entry":"/mf/mf-admin/remoteEntry.js"}]}</script>';

/** Shaped as vite writes .vite/manifest.json for the shell (a plain build). */
const SHELL_MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index-Abc12345.js',
    imports: ['_jsx-Jsx12345.js'],
    css: ['assets/index-Css12345.css'],
  },
  '_jsx-Jsx12345.js': { file: 'assets/jsx-Jsx12345.js' },
  'src/remotes/RemoteRoute.tsx': {
    file: 'assets/RemoteRoute-Rr123456.js',
    imports: ['_jsx-Jsx12345.js', '_src-Cli12345.js'],
    dynamicImports: ['src/pages/Later.tsx'],
  },
  '_src-Cli12345.js': { file: 'assets/src-Cli12345.js' },
  'src/pages/Later.tsx': { file: 'assets/Later-Lat12345.js' },
  'src/pages/LandingPage.tsx': {
    file: 'assets/LandingPage-Lp123456.js',
    imports: ['_jsx-Jsx12345.js', '_sections-Sec12345.js'],
  },
  '_sections-Sec12345.js': { file: 'assets/sections-Sec12345.js' },
};

/** Shaped as @module-federation/vite's build writes it for a remote. */
const DASHBOARD_MANIFEST: ViteManifest = {
  'virtual:mf-REMOTE_ENTRY_ID:__mfe_internal__mf_dashboard__remoteEntry_js': {
    file: 'remoteEntry.js',
    imports: ['_dist-Dis12345.js'],
    dynamicImports: [
      'src/App.tsx',
      'virtual:mf-localSharedImportMap:__mfe_internal__mf_dashboard__mf_owner__1',
    ],
  },
  '_dist-Dis12345.js': { file: 'assets/dist-Dis12345.js' },
  'src/App.tsx': {
    file: 'assets/App-Xyz98765.js',
    imports: ['_App-Inner123.js'],
    dynamicImports: ['src/pages/ProjectPage.tsx', 'src/pages/DashboardPage.tsx'],
  },
  // Each route's page is a chunk of its own (remotes.json names it); both share the project card.
  'src/pages/ProjectPage.tsx': {
    file: 'assets/ProjectPage-Pp123456.js',
    imports: ['_ProjectCard-Pc123456.js', '_loadShare-Ls123456.js'],
    css: ['assets/ProjectPage-Css12345.css'],
  },
  'src/pages/DashboardPage.tsx': {
    file: 'assets/DashboardPage-Dp123456.js',
    imports: ['_ProjectCard-Pc123456.js', '_loadShare-Ls123456.js'],
  },
  '_ProjectCard-Pc123456.js': { file: 'assets/ProjectCard-Pc123456.js' },
  '_App-Inner123.js': {
    file: 'assets/App-Inner123.js',
    imports: ['_loadShare-Ls123456.js'],
    css: ['assets/App-Css98765.css'],
  },
  '_loadShare-Ls123456.js': {
    file: 'assets/loadShare-Ls123456.js',
    dynamicImports: ['virtual:mf:prebuild__react__prebuild__.js'],
  },
  'virtual:mf-localSharedImportMap:__mfe_internal__mf_dashboard__mf_owner__1': {
    file: 'assets/localSharedImportMap-Lsi12345.js',
    imports: ['_dist-Dis12345.js'],
    dynamicImports: ['virtual:mf:prebuild__react__prebuild__.js'],
  },
  // The remote's own React: the shell provides it, so it is never preloaded.
  'virtual:mf:prebuild__react__prebuild__.js': { file: 'assets/prebuild-react-Pre12345.js' },
};

async function writeBuildManifest(root: string, dist: string, manifest: ViteManifest) {
  await mkdir(path.join(root, dist, '.vite'), { recursive: true });
  await writeFile(path.join(root, dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

/** The hrefs of `<link rel="modulepreload">` / `<link rel="preload" as="style">` in a document. */
const preloads = (html: string, rel: 'modulepreload' | 'script' | 'style') =>
  [
    ...html.matchAll(
      rel === 'modulepreload'
        ? /<link rel="modulepreload" href="([^"]+)" crossorigin \/>/g
        : new RegExp(
            `<link rel="preload" as="${rel}" href="([^"]+)" crossorigin( data-preload-remote="\\w+")? />`,
            'g',
          ),
    ),
  ].map((m) => m[1]);

let root: string;
let indexHtml: string;
let servedIndex: string;

const gateway = useTestRuntime(async () => {
  root = await makeStaticRoot();
  indexHtml = `<!doctype html><html><head><title>Thesis Studio</title></head><body>${'<!-- padding -->'.repeat(100)}<div id="root"></div></body></html>`;
  await writePrecompressed(root, 'shell/dist/index.html', indexHtml);
  servedIndex = indexHtml.replace(
    '<html>',
    '<html lang="en-GB" data-language="UK" data-language-source="browser">',
  );
  servedIndex = servedIndex.replace(
    '</head>',
    `<meta name="ts-operator" content="Your Company Ltd" /><meta name="ts-operator-email" content="privacy@example.com" />${MANIFEST_TAG}\n</head>`,
  );
  await writeBuildManifest(root, 'shell/dist', SHELL_MANIFEST);
  await writeBuildManifest(root, 'mf-dashboard/dist', DASHBOARD_MANIFEST);
  await writePrecompressed(root, `shell/dist/${SHELL_SCRIPT}`, scriptText('shell'));
  await writePrecompressed(root, DASHBOARD_ENTRY, scriptText('entry'));
  await writePrecompressed(root, DASHBOARD_CHUNK, scriptText('chunk'));
  // Only a gzip variant: brotli clients fall back to gzip.
  await writeFile(path.join(root, 'shell/dist/assets/gz-only-Qwe45678.css'), 'a{}'.repeat(500));
  await writeFile(path.join(root, 'shell/dist/assets/gz-only-Qwe45678.css.gz'), gzipSync('a{}'.repeat(500)));

  return { STATIC_ROOT: root };
});

const fileBytes = (relative: string) => readFile(path.join(root, relative));

describe('precompressed static files', () => {
  it('sends the brotli variant to clients that accept br, with the original type and its own length/ETag', async () => {
    const res = await rawGet(`${gateway.url}/${SHELL_SCRIPT}`, { 'accept-encoding': 'gzip, deflate, br' });
    const identity = await rawGet(`${gateway.url}/${SHELL_SCRIPT}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/i);
    expect(res.body.equals(await fileBytes(`shell/dist/${SHELL_SCRIPT}.br`))).toBe(true);
    expect(brotliDecompressSync(res.body).toString()).toBe(scriptText('shell'));
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(identity.body.length / 3);
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers.etag).not.toBe(identity.headers.etag);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends gzip when only gzip is accepted (or br is refused), identity when nothing is', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip']) {
      const res = await rawGet(`${gateway.url}/${SHELL_SCRIPT}`, { 'accept-encoding': acceptEncoding });
      expect(res.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(res.body.equals(await fileBytes(`shell/dist/${SHELL_SCRIPT}.gz`))).toBe(true);
      expect(gunzipSync(res.body).toString()).toBe(scriptText('shell'));
    }

    const gzOnly = await rawGet(`${gateway.url}/assets/gz-only-Qwe45678.css`, {
      'accept-encoding': 'br, gzip',
    });
    expect(gzOnly.headers['content-encoding']).toBe('gzip');
    expect(gzOnly.headers['content-type']).toMatch(/^text\/css/);

    const identity = await rawGet(`${gateway.url}/${SHELL_SCRIPT}`);
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['vary']).toMatch(/accept-encoding/i);
    expect(identity.body.toString()).toBe(scriptText('shell'));
    expect(identity.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers range and conditional requests on the representation it chose', async () => {
    const plain = await rawGet(`${gateway.url}/${SHELL_SCRIPT}`, { range: 'bytes=0-9' });
    expect(plain.status).toBe(206);
    expect(plain.body.toString()).toBe(scriptText('shell').slice(0, 10));

    const br = await rawGet(`${gateway.url}/${SHELL_SCRIPT}`, {
      range: 'bytes=0-9',
      'accept-encoding': 'br',
    });
    expect(br.status).toBe(206);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals((await fileBytes(`shell/dist/${SHELL_SCRIPT}.br`)).subarray(0, 10))).toBe(true);

    const first = await rawGet(`${gateway.url}/${SHELL_SCRIPT}`, { 'accept-encoding': 'br' });
    const again = await rawGet(`${gateway.url}/${SHELL_SCRIPT}`, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('serves remotes precompressed: remoteEntry.js revalidated, hashed chunks immutable, CORS kept', async () => {
    const entry = await rawGet(`${gateway.url}/mf/${DASHBOARD_ENTRY.replace('/dist', '')}`, {
      'accept-encoding': 'br',
      origin: 'https://elsewhere.example',
    });
    expect(entry.status).toBe(200);
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(brotliDecompressSync(entry.body).toString()).toBe(scriptText('entry'));

    const chunk = await rawGet(`${gateway.url}/mf/${DASHBOARD_CHUNK.replace('/dist', '')}`, {
      'accept-encoding': 'gzip',
    });
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(chunk.body).toString()).toBe(scriptText('chunk'));
  });
});

describe('index.html, its remotes manifest and preload hints', () => {
  it('serves index.html (at / and for client routes) compressed and never cached without revalidation', async () => {
    for (const route of ['/', '/dashboard', '/theses/x?tab=article']) {
      const res = await rawGet(`${gateway.url}${route}`, {
        accept: 'text/html',
        'accept-encoding': 'br, gzip',
      });
      expect(res.status, route).toBe(200);
      expect(res.headers['content-encoding'], route).toBe('br');
      expect(res.headers['content-type'], route).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], route).toBe('no-cache');
      const html = brotliDecompressSync(res.body).toString();
      expect(html.replace(/<link rel="(modulepreload|preload)"[^>]*>/g, ''), route).toBe(servedIndex);
    }
    const plain = await rawGet(`${gateway.url}/`, { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString().replace(/<link rel="(modulepreload|preload)"[^>]*>/g, '')).toBe(servedIndex);
    const again = await rawGet(`${gateway.url}/`, {
      accept: 'text/html',
      'if-none-match': String(plain.headers.etag ?? ''),
    });
    expect(again.status).toBe(304);
  });

  it('is in the visitor’s language from Accept-Language (German for de), UK English otherwise', async () => {
    const langOf = async (acceptLanguage?: string) => {
      const res = await rawGet(`${gateway.url}/`, {
        accept: 'text/html',
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      });
      expect(res.headers['vary']).toMatch(/accept-language/i);
      return /<html[^>]*>/.exec(res.body.toString())?.[0];
    };
    expect(await langOf('de-DE,de;q=0.9,en;q=0.8')).toBe(
      '<html lang="de-DE" data-language="DE" data-language-source="browser">',
    );
    expect(await langOf('en-US,en;q=0.9')).toBe(
      '<html lang="en-US" data-language="USA" data-language-source="browser">',
    );
    expect(await langOf('fr-FR')).toBe(
      '<html lang="en-GB" data-language="UK" data-language-source="browser">',
    );
    expect(await langOf()).toBe('<html lang="en-GB" data-language="UK" data-language-source="browser">');
  });

  it('names the operator from OPERATOR_NAME / OPERATOR_EMAIL in index.html, escaped', async () => {
    const settings = { OPERATOR_NAME: 'Acme "Strategy" <Partners> & Co', OPERATOR_EMAIL: 'dpo@acme.example' };
    await gateway.withGateway(settings, async (url) => {
      const page = await rawGet(`${url}/projects/x`, { accept: 'text/html' });
      const html = page.body.toString();
      expect(html).toContain(
        '<meta name="ts-operator" content="Acme &quot;Strategy&quot; &lt;Partners&gt; &amp; Co" />',
      );
      expect(html).toContain('<meta name="ts-operator-email" content="dpo@acme.example" />');
      expect(html.indexOf('ts-operator')).toBeLessThan(html.indexOf('</head>'));
    });
  });

  it('carries the remotes manifest and, on a remote route, preloads the shell route chunks, remoteEntry, ./App chunks and the route’s page', async () => {
    const page = await rawGet(`${gateway.url}/projects/my-project?tab=1`, { accept: 'text/html' });
    const html = page.body.toString();
    expect(html).toContain(MANIFEST_TAG);
    expect(preloads(html, 'modulepreload')).toEqual([
      '/assets/RemoteRoute-Rr123456.js',
      '/assets/src-Cli12345.js',
      '/mf/mf-dashboard/remoteEntry.js',
    ]);
    expect(preloads(html, 'script')).toEqual([
      '/mf/mf-dashboard/assets/dist-Dis12345.js',
      '/mf/mf-dashboard/assets/App-Xyz98765.js',
      '/mf/mf-dashboard/assets/App-Inner123.js',
      '/mf/mf-dashboard/assets/loadShare-Ls123456.js',
      '/mf/mf-dashboard/assets/localSharedImportMap-Lsi12345.js',
      // The route's page and what it imports beyond the above; not the dashboard's page.
      '/mf/mf-dashboard/assets/ProjectPage-Pp123456.js',
      '/mf/mf-dashboard/assets/ProjectCard-Pc123456.js',
    ]);
    expect(preloads(html, 'style')).toEqual([
      '/mf/mf-dashboard/assets/App-Css98765.css',
      '/mf/mf-dashboard/assets/ProjectPage-Css12345.css',
    ]);
    const dashboard = (await rawGet(`${gateway.url}/dashboard`, { accept: 'text/html' })).body.toString();
    expect(preloads(dashboard, 'script').slice(-2)).toEqual([
      '/mf/mf-dashboard/assets/DashboardPage-Dp123456.js',
      '/mf/mf-dashboard/assets/ProjectCard-Pc123456.js',
    ]);
    expect(dashboard).not.toContain('ProjectPage-');
    // A route whose page the build lacks gets the remote's start files only.
    const account = (await rawGet(`${gateway.url}/account`, { accept: 'text/html' })).body.toString();
    expect(preloads(account, 'script')).toEqual(preloads(html, 'script').slice(0, 5));
    // Named by remote: the shell retries a remote whose hinted chunks failed by reloading the page.
    expect(html).toContain(
      '<link rel="preload" as="script" href="/mf/mf-dashboard/assets/dist-Dis12345.js" crossorigin data-preload-remote="mf_dashboard" />',
    );
    expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf('</head>'));
    // Every hinted file is served.
    for (const href of ['/mf/mf-dashboard/remoteEntry.js', '/mf/mf-dashboard/assets/App-Xyz98765.js']) {
      expect((await rawGet(`${gateway.url}${href}`)).status, href).toBe(200);
    }
  });

  it('gives a page the gateway rendered the manifest and the route’s sheets as stylesheets, and no script hints', () => {
    const tags = remoteHeadTags(gateway.env, '/projects/my-project', 'rendered');
    expect(tags.startsWith(MANIFEST_TAG)).toBe(true);
    // Styled once, by every sheet the page will have: the remote's loader finds them in place.
    expect(
      [...tags.matchAll(/<link rel="stylesheet" href="([^"]+)" crossorigin \/>/g)].map((m) => m[1]),
    ).toEqual([
      '/mf/mf-dashboard/assets/App-Css98765.css',
      '/mf/mf-dashboard/assets/ProjectPage-Css12345.css',
    ]);
    expect(tags).not.toMatch(/rel="(?:modulepreload|preload)"/);
    // The app's own document keeps the hints.
    expect(remoteHeadTags(gateway.env, '/projects/my-project')).toMatch(/rel="preload" as="style"/);
  });

  it('hints only the entry of a remote whose build it lacks, and nothing for the shell’s own or unknown paths', async () => {
    const thesis = (await rawGet(`${gateway.url}/theses/x`, { accept: 'text/html' })).body.toString();
    expect(preloads(thesis, 'modulepreload')).toEqual([
      '/assets/RemoteRoute-Rr123456.js',
      '/assets/src-Cli12345.js',
      '/mf/mf-thesis/remoteEntry.js',
    ]);
    expect(preloads(thesis, 'script')).toEqual([]);
    // The landing page's chunk (not the document's) on / only.
    const landing = (await rawGet(`${gateway.url}/`, { accept: 'text/html' })).body.toString();
    expect(preloads(landing, 'modulepreload')).toEqual([
      '/assets/LandingPage-Lp123456.js',
      '/assets/sections-Sec12345.js',
    ]);
    expect(preloads(landing, 'script')).toEqual([]);
    for (const route of ['/auth', '/no-such-page', '/dashboard/extra']) {
      const res = await rawGet(`${gateway.url}${route}`, { accept: 'text/html' });
      expect(res.status, route).toBe(200);
      const html = res.body.toString();
      expect(html, route).toContain(MANIFEST_TAG);
      expect(preloads(html, 'modulepreload'), route).toEqual([]);
      expect(preloads(html, 'script'), route).toEqual([]);
      expect(preloads(html, 'style'), route).toEqual([]);
    }
  });

  it('puts REMOTE_*_URL entries in the inline manifest, escaped, and hints only that entry', async () => {
    const settings = {
      REMOTE_MF_DASHBOARD_URL: 'https://cdn.example.com/dash/remoteEntry.js?a=1&b=</script>',
    };
    await gateway.withGateway(settings, async (url) => {
      const html = (await rawGet(`${url}/dashboard`, { accept: 'text/html' })).body.toString();
      const script = /<script type="application\/json" id="remotes-manifest">([^<]*)<\/script>/.exec(html);
      expect(script).not.toBeNull();
      expect(script?.[1]).not.toMatch(/[<>&]/);
      const manifest = JSON.parse(script?.[1] ?? '') as { remotes: Array<{ name: string; entry: string }> };
      expect(manifest.remotes[0]).toEqual({
        name: 'mf_dashboard',
        entry: 'https://cdn.example.com/dash/remoteEntry.js?a=1&b=</script>',
      });
      expect(preloads(html, 'modulepreload')).toEqual([
        '/assets/RemoteRoute-Rr123456.js',
        '/assets/src-Cli12345.js',
        'https://cdn.example.com/dash/remoteEntry.js?a=1&amp;b=&lt;/script&gt;',
      ]);
      expect(preloads(html, 'script')).toEqual([]);
      expect(preloads(html, 'style')).toEqual([]);
    });
  });

  it('reads the start files of a remote and of the shell’s remote route from their build manifests', () => {
    expect(remoteStartFiles(DASHBOARD_MANIFEST).scripts).not.toContain('assets/prebuild-react-Pre12345.js');
    expect(remoteStartFiles({})).toEqual({ scripts: [], styles: [] });
    expect(remotePageFiles(DASHBOARD_MANIFEST, 'ProjectPage')).toEqual({
      scripts: ['assets/ProjectPage-Pp123456.js', 'assets/ProjectCard-Pc123456.js'],
      styles: ['assets/ProjectPage-Css12345.css'],
    });
    expect(remotePageFiles(DASHBOARD_MANIFEST, 'AccountPage')).toEqual({ scripts: [], styles: [] });
    expect(shellRemoteRouteFiles(SHELL_MANIFEST)).toEqual({
      scripts: ['assets/RemoteRoute-Rr123456.js', 'assets/src-Cli12345.js'],
      styles: [],
    });
    expect(shellRemoteRouteFiles({})).toEqual({ scripts: [], styles: [] });
    expect(shellLandingFiles(SHELL_MANIFEST)).toEqual({
      scripts: ['assets/LandingPage-Lp123456.js', 'assets/sections-Sec12345.js'],
      styles: [],
    });
    expect(shellLandingFiles({})).toEqual({ scripts: [], styles: [] });
  });

  it('gives hashed names (and their variants) a year, everything else no-cache', () => {
    expect(cacheControlFor('assets/index-Abc12345.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets/index-Abc12345.js.br')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets/index-Abc12345.css.gz')).toBe(IMMUTABLE);
    expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('remoteEntry.js.br')).toBe('no-cache');
    expect(cacheControlFor('index.html.gz')).toBe('no-cache');
    expect(cacheControlFor('favicon.svg')).toBe('no-cache');
  });
});

describe('JSON compression', () => {
  const introspection = (acceptEncoding?: string) =>
    new Promise<RawResponse>((resolve, reject) => {
      const body = JSON.stringify({ query: '{ __schema { types { name fields { name } } } }' });
      const req = request(
        `${gateway.url}/graphql`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('compresses a large GraphQL answer for clients that accept it', async () => {
    const plain = await introspection();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await introspection('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);

    const gzip = await introspection('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('leaves small JSON answers uncompressed', async () => {
    const res = await rawGet(`${gateway.url}/api/user`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('null');
  });
});
