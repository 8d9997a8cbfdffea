import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchJson, HttpError } from './fetch-json.js';

function respond(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchJson', () => {
  it('reads JSON and always sends cookies and a JSON body', async () => {
    const fetchMock = respond(200, '{"id":"p1"}');
    await expect(fetchJson('/api/projects', { method: 'POST', body: { name: 'A' } })).resolves.toEqual({
      id: 'p1',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/projects');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"A"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns a non-OK response into "<status>: <body text>"', async () => {
    respond(400, 'Project name is required');
    const error = await fetchJson('/api/projects').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('400: Project name is required');
    expect((error as HttpError).status).toBe(400);
  });

  it('falls back to the status text when the body is empty', async () => {
    respond(503, '', 'Service Unavailable');
    await expect(fetchJson('/api/user')).rejects.toThrow('503: Service Unavailable');
  });

  it('yields null on 401 only when asked to', async () => {
    respond(401, 'Not authenticated');
    await expect(fetchJson('/api/user', { nullOn401: true })).resolves.toBeNull();
    respond(401, 'Not authenticated');
    await expect(fetchJson('/api/projects')).rejects.toThrow('401: Not authenticated');
  });

  it('reports a body that is not JSON clearly', async () => {
    respond(200, '<html>');
    await expect(fetchJson('/api/user')).rejects.toThrow('200: response from /api/user is not JSON');
  });
});
