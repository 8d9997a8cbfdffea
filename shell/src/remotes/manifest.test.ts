import { describe, expect, it } from 'vitest';
import { parseRemotesManifest } from './manifest';

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
