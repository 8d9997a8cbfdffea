// Sharing over HTTP: the public read (ETag, 304, compression, the in-memory fast path), the og image,
// the /shared/* page's tags, and the owner's share controls over REST and GraphQL.
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import type { TestClient } from '../../testing/http-client.js';
import { useTestRuntime } from '../../testing/runtime.js';
import type { ThesisView } from '../theses/index.js';

const gateway = useTestRuntime({ PUBLIC_ORIGIN: 'https://thesis.example' });
let owner: Actor;
let ownerClient: TestClient;
let projectId: string;

const CONTENT = '## Market\n\nCarriers lose margin to AI-native rivals, and the board must decide.\n';

beforeAll(async () => {
  const signed = await gateway.signUp('owner@x.io');
  ownerClient = signed.client;
  owner = (await gateway.services.users.findById(signed.id))!;
  projectId = (await gateway.services.projects.create(owner, { name: 'Logistics <core>' })).id;
});

async function shared(title = 'Route planning', content = CONTENT): Promise<ThesisView> {
  const thesis = await gateway.services.theses.create(owner, projectId, { title });
  return gateway.services.theses.update(owner, thesis.id, { content });
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(gateway.url + path, { headers: { 'accept-encoding': 'identity', ...headers } });

/**
 * The status and ETag of a conditional GET as a browser revalidates (fetch would add Cache-Control:
 * no-cache to a request carrying If-None-Match, which asks for the body).
 */
function revalidate(path: string, etag: string): Promise<{ status: number; etag: string | undefined }> {
  return new Promise((resolve, reject) => {
    request(gateway.url + path, { headers: { 'if-none-match': etag } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag }));
    })
      .on('error', reject)
      .end();
  });
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('GET /api/shared/{shareUrl}', () => {
  it('answers the shared view with a strong ETag, no-cache, and 304 when it is unchanged', async () => {
    const thesis = await shared();
    const res = await get(`/api/shared/${thesis.shareUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(await res.json()).toEqual({
      id: thesis.id,
      title: 'Route planning',
      content: CONTENT,
      summary: '',
      language: 'en-GB',
      projectName: 'Logistics <core>',
      shareUrl: thesis.shareUrl,
      createdAt: thesis.createdAt,
      updatedAt: thesis.updatedAt,
      citations: [],
      citationSummary: { total: 0, supported: 0, partly: 0, notSupported: 0, unchecked: 0, removed: 0 },
    });
    expect(await revalidate(`/api/shared/${thesis.shareUrl}`, etag)).toEqual({ status: 304, etag });
    expect(await revalidate(`/api/shared/${thesis.shareUrl}?full-stack`, etag)).toEqual({
      status: 304,
      etag,
    });
    // A reload (Cache-Control: no-cache) gets the body.
    expect((await get(`/api/shared/${thesis.shareUrl}`, { 'if-none-match': etag })).status).toBe(200);

    await gateway.services.theses.update(owner, thesis.id, { content: `${CONTENT}\nMore.\n` });
    const changed = await revalidate(`/api/shared/${thesis.shareUrl}`, etag);
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(etag);
  });

  it('sends gzip or br to clients that accept it', async () => {
    const thesis = await shared('Compressed', CONTENT.repeat(40));
    const gz = await get(`/api/shared/${thesis.shareUrl}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toContain('Accept-Encoding');
    expect(((await gz.json()) as { title: string }).title).toBe('Compressed');
    const br = await fetch(`${gateway.url}/api/shared/${thesis.shareUrl}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(((await br.json()) as { title: string }).title).toBe('Compressed');
  });

  it('answers from memory with the headers the full stack sends (security headers, request id)', async () => {
    const thesis = await shared('Fast');
    // A query string always takes the full stack; the plain path is answered from memory once cached.
    const full = await get(`/api/shared/${thesis.shareUrl}?via=express`);
    const fast = await get(`/api/shared/${thesis.shareUrl}`);
    expect(await fast.text()).toBe(await full.text());
    const names = (res: Response) =>
      [...res.headers.keys()].filter(
        (name) => !['date', 'x-request-id', 'connection', 'keep-alive'].includes(name),
      );
    expect(names(fast).sort()).toEqual(names(full).sort());
    for (const name of [
      'content-security-policy',
      'permissions-policy',
      'cross-origin-resource-policy',
      'etag',
    ])
      expect(fast.headers.get(name), name).toBe(full.headers.get(name));
    expect(fast.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const tls = await get(`/api/shared/${thesis.shareUrl}`, { 'x-forwarded-proto': 'https' });
    expect(tls.headers.get('strict-transport-security')).toBeNull(); // TRUST_PROXY is off
  });

  it("answers 404 { message: 'Shared thesis not found' } for an unknown or revoked link", async () => {
    const thesis = await shared();
    await gateway.services.sharing.revoke(owner, thesis.id);
    for (const path of [`/api/shared/${thesis.shareUrl}`, '/api/shared/nope', '/api/shared/a/b/c']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'Shared thesis not found' });
    }
  });
});

describe('GET /api/og-image/{shareUrl}', () => {
  it('is a 1200×630 PNG with an ETag, drawn once until the thesis changes', async () => {
    const thesis = await shared('An “og” <image>');
    const res = await get(`/api/og-image/${thesis.shareUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    const etag = res.headers.get('etag') ?? '';
    expect((await revalidate(`/api/og-image/${thesis.shareUrl}`, etag)).status).toBe(304);
    await gateway.services.theses.update(owner, thesis.id, { title: 'Another title' });
    expect((await revalidate(`/api/og-image/${thesis.shareUrl}`, etag)).status).toBe(200);
    const redrawn = await get(`/api/og-image/${thesis.shareUrl}`);
    expect(Buffer.from(await redrawn.arrayBuffer()).equals(png)).toBe(false);
    expect((await get('/api/og-image/nope/nope')).status).toBe(404);
  });
});

describe('the /shared/* page as the server sends it', () => {
  const page = async (path: string) => {
    const res = await get(path, { accept: 'text/html' });
    return { status: res.status, html: await res.text(), headers: res.headers };
  };
  const meta = (html: string, attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html)?.[1];

  it('carries noindex, the title, a description of at most 160 characters and the social cards, escaped', async () => {
    const long = `## Why\n\n${'Margins shrink as rivals automate route planning. '.repeat(8)}\n`;
    const thesis = await shared('Quotes " and <tags> & more', long);
    const { status, html, headers } = await page(`/shared/${thesis.shareUrl}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<div id="root"></div>');
    expect(meta(html, 'name', 'robots')).toBe('noindex');
    const title = 'Quotes &quot; and &lt;tags&gt; &amp; more | Thesis Studio';
    expect(meta(html, 'property', 'og:title')).toBe(title);
    expect(meta(html, 'name', 'twitter:title')).toBe(title);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('<tags>');
    const description = meta(html, 'name', 'description') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.startsWith('Margins shrink as rivals automate route planning.')).toBe(true);
    expect(meta(html, 'property', 'og:description')).toBe(description);
    expect(meta(html, 'name', 'twitter:description')).toBe(description);
    const image = `https://thesis.example/api/og-image/${thesis.shareUrl}`;
    expect(meta(html, 'property', 'og:image')).toBe(image);
    expect(meta(html, 'name', 'twitter:image')).toBe(image);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'property', 'og:url')).toBe(`https://thesis.example/shared/${thesis.shareUrl}`);
    expect(meta(html, 'name', 'ts-operator')).toBe('Your Company Ltd');
    // The head holds one description only.
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('revalidates by ETag and changes when the thesis does', async () => {
    const thesis = await shared('Before');
    const first = await page(`/shared/${thesis.shareUrl}`);
    const etag = first.headers.get('etag') ?? '';
    expect((await revalidate(`/shared/${thesis.shareUrl}`, etag)).status).toBe(304);
    await gateway.services.theses.update(owner, thesis.id, { title: 'After' });
    const after = await page(`/shared/${thesis.shareUrl}`);
    expect(after.html).toContain('After | Thesis Studio');
  });

  it('is still the app with noindex for an unknown or revoked link (the app says Shared thesis not found)', async () => {
    const thesis = await shared();
    await gateway.services.sharing.revoke(owner, thesis.id);
    for (const path of [`/shared/${thesis.shareUrl}`, '/shared/unknown/link']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(meta(html, 'name', 'robots')).toBe('noindex');
      expect(html).not.toContain('og:title');
    }
  });
});

describe('share controls', () => {
  it('DELETE /api/theses/{id}/share revokes, POST gives a new link (REST)', async () => {
    const thesis = await shared();
    const revoked = await ownerClient.delete<ThesisView>(`/api/theses/${thesis.id}/share`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: thesis.id, shareUrl: '', hiddenSections: [] });
    expect((await get(`/api/shared/${thesis.shareUrl}`)).status).toBe(404);
    const renewed = await ownerClient.post<ThesisView>(`/api/theses/${thesis.slug}/share`);
    expect(renewed.status).toBe(200);
    expect(renewed.body.shareUrl).not.toBe('');
    expect((await get(`/api/shared/${renewed.body.shareUrl}`)).status).toBe(200);
    expect((await ownerClient.get<ThesisView>(`/api/theses/${thesis.id}`)).body.shareUrl).toBe(
      renewed.body.shareUrl,
    );
  });

  it('revokeShareLink, renewShareLink, setSectionHidden and sharedThesis (GraphQL)', async () => {
    const thesis = await shared('Graph', '## Market\n\nKept.\n\n## Private\n\nHidden text.\n');
    const hide = await ownerClient.graphql<{
      setSectionHidden: { hiddenSections: string[]; version: number };
    }>(
      'mutation($id: ID!) { setSectionHidden(thesisId: $id, section: "Private", hidden: true) { hiddenSections version } }',
      { id: thesis.id },
    );
    expect(hide.body.data?.setSectionHidden).toEqual({
      hiddenSections: ['Private'],
      version: thesis.version + 1,
    });
    const anonymous = gateway.client();
    const read = await anonymous.graphql<{ sharedThesis: Record<string, string> | null }>(
      'query($url: String!) { sharedThesis(shareUrl: $url) { id title content summary projectName shareUrl } }',
      { url: thesis.shareUrl },
    );
    expect(read.body.data?.sharedThesis).toMatchObject({
      id: thesis.id,
      title: 'Graph',
      content: '## Market\n\nKept.\n',
      projectName: 'Logistics <core>',
    });
    const revoke = await ownerClient.graphql<{ revokeShareLink: { shareUrl: string } }>(
      'mutation($id: ID!) { revokeShareLink(thesisId: $id) { shareUrl } }',
      { id: thesis.id },
    );
    expect(revoke.body.data?.revokeShareLink.shareUrl).toBe('');
    const gone = await anonymous.graphql<{ sharedThesis: unknown }>(
      'query($url: String!) { sharedThesis(shareUrl: $url) { id } }',
      { url: thesis.shareUrl },
    );
    expect(gone.body).toEqual({ data: { sharedThesis: null } });
    const renew = await ownerClient.graphql<{
      renewShareLink: { shareUrl: string; hiddenSections: string[] };
    }>('mutation($id: ID!) { renewShareLink(thesisId: $id) { shareUrl hiddenSections } }', { id: thesis.id });
    expect(renew.body.data?.renewShareLink.shareUrl).toMatch(/^[A-Za-z0-9_-]{11}\/[A-Za-z0-9_-]{11}$/);
    expect(renew.body.data?.renewShareLink.hiddenSections).toEqual(['Private']);
  });
});
