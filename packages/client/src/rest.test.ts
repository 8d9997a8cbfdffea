// The REST client over the generated OpenAPI types: cookies always sent, JSON bodies labelled as JSON,
// FormData left to the browser's multipart boundary, share links kept as two path segments, and a
// refusal thrown as ApiError '{status}: {body}' with the server's own message readable for a toast.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorMessage } from './api-fetch.js';
import { chooseLanguage } from './language.js';
import { answer, answered, rest, restPathSerializer } from './rest.js';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: () => Response) {
  const fetch = vi.fn((_request: Request) => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sent = (fetch: ReturnType<typeof stubFetch>): Request => fetch.mock.calls[0]![0];

describe('rest()', () => {
  it('sends cookies and labels a JSON body', async () => {
    const fetch = stubFetch(() => Response.json({ id: 's1' }, { status: 201 }));
    const source = await answer(
      rest().POST('/api/theses/{idOrSlug}/sources', {
        params: { path: { idOrSlug: 't1' } },
        body: { title: 'T', text: 'x' },
      }),
    );
    expect(source).toEqual({ id: 's1' });
    const request = sent(fetch);
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/theses/t1/sources');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ title: 'T', text: 'x' });
  });

  it('asks for the reader’s language (the API words its messages in it)', async () => {
    const fetch = stubFetch(() => Response.json([]));
    chooseLanguage('DE');
    await rest().GET('/api/projects');
    chooseLanguage('UK');
    await rest().GET('/api/projects');
    expect(fetch.mock.calls.map(([request]) => request.headers.get('accept-language'))).toEqual([
      'de-DE',
      'en-GB',
    ]);
  });

  it('leaves a multipart body’s Content-Type to the browser', async () => {
    const fetch = stubFetch(() => Response.json({ id: 's1' }, { status: 201 }));
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await rest().POST('/api/theses/{idOrSlug}/sources', {
      params: { path: { idOrSlug: 't1' } },
      body: { file },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', file, file.name);
        return form;
      },
    });
    const request = sent(fetch);
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect((form.get('file') as File).name).toBe('notes.txt');
  });

  it('keeps a share link’s two segments and encodes each, and any other parameter whole', async () => {
    const fetch = stubFetch(() => Response.json([]));
    await rest().GET('/api/shared/{shareUrl}/messages', { params: { path: { shareUrl: 'Ab_-c/D e' } } });
    expect(new URL(sent(fetch).url).pathname).toBe('/api/shared/Ab_-c/D%20e/messages');
    expect(restPathSerializer('/api/theses/{idOrSlug}', { idOrSlug: 'a/b' })).toBe('/api/theses/a%2Fb');
    expect(restPathSerializer('/api/shared/{shareUrl}', { shareUrl: 'a b/c?d#e' })).toBe(
      '/api/shared/a%20b/c%3Fd%23e',
    );
    expect(restPathSerializer('/api/shared/{shareUrl}', { shareUrl: '/a//b/' })).toBe('/api/shared/a/b');
  });

  it('throws a refusal as "{status}: {body}" with the server’s message readable', async () => {
    stubFetch(() => Response.json({ message: 'Files are limited to 20 MB.' }, { status: 413 }));
    const error = await rest()
      .POST('/api/theses/{idOrSlug}/sources', {
        params: { path: { idOrSlug: 't1' } },
        body: { title: 'T', text: 'x' },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as Error).message).toBe('413: {"message":"Files are limited to 20 MB."}');
    expect(apiErrorMessage(error)).toBe('Files are limited to 20 MB.');
  });

  it('reads blobs and gives the response with them', async () => {
    stubFetch(
      () =>
        new Response(new Uint8Array([1, 2, 3]), {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="x.zip"',
          },
        }),
    );
    const { data, response } = await answered(rest().GET('/api/user/export', { parseAs: 'blob' }));
    expect(data.size).toBe(3);
    expect(response.headers.get('Content-Disposition')).toContain('x.zip');
  });
});
