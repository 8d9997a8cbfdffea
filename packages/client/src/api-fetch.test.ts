// REST calls: cookies always sent, JSON bodies labelled as JSON, FormData left to the browser's multipart
// boundary, and a refusal read as '{status}: {body}' with the server's own message available for a toast.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorMessage, apiFetch } from './api-fetch.js';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetch = vi.fn((_path: string, _init: RequestInit) => Promise.resolve(response));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('apiFetch', () => {
  it('sends cookies and labels a JSON body', async () => {
    const fetch = stubFetch(new Response('{}', { status: 201 }));
    await apiFetch('/api/theses/t1/sources', {
      method: 'POST',
      body: JSON.stringify({ title: 'T', text: 'x' }),
    });
    const init = fetch.mock.calls[0]![1];
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('leaves a multipart body’s Content-Type to the browser', async () => {
    const fetch = stubFetch(new Response('{}', { status: 201 }));
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    await apiFetch('/api/theses/t1/sources', { method: 'POST', body: form });
    const init = fetch.mock.calls[0]![1];
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
    expect(init.body).toBe(form);
  });

  it('turns a refusal into "{status}: {body}" with the server’s message readable', async () => {
    stubFetch(new Response(JSON.stringify({ message: 'Files are limited to 20 MB.' }), { status: 413 }));
    const error = await apiFetch('/api/theses/t1/sources', { method: 'POST' }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('413: {"message":"Files are limited to 20 MB."}');
    expect(apiErrorMessage(error)).toBe('Files are limited to 20 MB.');
  });
});
