import { describe, expect, it, vi } from 'vitest';
import { documentRemotesManifest, parseRemotesManifest } from './manifest';

const base = 'http://localhost:4000/theses/abc';

describe('parseRemotesManifest', () => {
  it('resolves relative entries against the page origin', () => {
    expect(
      parseRemotesManifest(
        {
          remotes: [
            { name: 'mf_thesis', entry: '/mf/mf-thesis/remoteEntry.js' },
            { name: 'mf_admin', entry: 'http://localhost:5004/remoteEntry.js' },
          ],
        },
        base,
      ),
    ).toEqual({
      remotes: [
        { name: 'mf_thesis', entry: 'http://localhost:4000/mf/mf-thesis/remoteEntry.js' },
        { name: 'mf_admin', entry: 'http://localhost:5004/remoteEntry.js' },
      ],
    });
  });

  it('rejects a body without a remotes array', () => {
    expect(() => parseRemotesManifest({ remote: [] }, base)).toThrow(
      'must be an object with a "remotes" array',
    );
    expect(() => parseRemotesManifest(null, base)).toThrow('"remotes" array');
  });

  it('rejects unknown names, duplicates and empty entries with the offending value', () => {
    expect(() => parseRemotesManifest({ remotes: [{ name: 'mf-thesis', entry: '/x.js' }] }, base)).toThrow(
      'remotes[0].name must be one of mf_dashboard, mf_thesis, mf_shared, mf_admin; got "mf-thesis"',
    );
    expect(() =>
      parseRemotesManifest(
        {
          remotes: [
            { name: 'mf_admin', entry: '/a.js' },
            { name: 'mf_admin', entry: '/b.js' },
          ],
        },
        base,
      ),
    ).toThrow('lists mf_admin twice');
    expect(() => parseRemotesManifest({ remotes: [{ name: 'mf_admin', entry: ' ' }] }, base)).toThrow(
      'remotes[0].entry must be a URL',
    );
  });
});

/** A document holding `text` as the #remotes-manifest element's text (null: no such element). */
const documentWith = (text: string | null) => ({
  getElementById: (id: string) =>
    id === 'remotes-manifest' && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

describe('documentRemotesManifest', () => {
  it('reads the manifest the gateway writes into index.html, entries resolved against the page', () => {
    const text =
      '{"remotes":[{"name":"mf_dashboard","entry":"/mf/mf-dashboard/remoteEntry.js"},' +
      '{"name":"mf_thesis","entry":"https://cdn.example.com/thesis/remoteEntry.js?a=1\\u0026b=\\u003c"}]}';
    expect(documentRemotesManifest(documentWith(text), base)).toEqual({
      remotes: [
        { name: 'mf_dashboard', entry: 'http://localhost:4000/mf/mf-dashboard/remoteEntry.js' },
        { name: 'mf_thesis', entry: 'https://cdn.example.com/thesis/remoteEntry.js?a=1&b=%3C' },
      ],
    });
  });

  it('gives undefined (so /remotes.json is asked) without the element, or when it is empty or unreadable', () => {
    expect(documentRemotesManifest(documentWith(null), base)).toBeUndefined();
    expect(documentRemotesManifest(documentWith(''), base)).toBeUndefined();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(documentRemotesManifest(documentWith('{"remotes":'), base)).toBeUndefined();
    expect(
      documentRemotesManifest(documentWith('{"remotes":[{"name":"mf_nope","entry":"/x.js"}]}'), base),
    ).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
