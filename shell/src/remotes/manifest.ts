// Reads /remotes.json: which URL serves each remote's remoteEntry.js (never baked into the build).
import { REMOTES, type RemoteName, type RemotesManifest } from '@thesis-studio/domain';

const REMOTES_MANIFEST_URL = '/remotes.json';

const knownNames = new Set<string>(REMOTES.map((r) => r.name));

class ManifestError extends Error {
  override name = 'ManifestError';
}

/** Validates the manifest body; relative entries are resolved against `baseUrl`. */
export function parseRemotesManifest(body: unknown, baseUrl: string): RemotesManifest {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) {
    throw new ManifestError(`${REMOTES_MANIFEST_URL} must be an object with a "remotes" array`);
  }
  const seen = new Set<string>();
  return {
    remotes: remotes.map((item: unknown, index) => {
      const { name, entry } = (item ?? {}) as { name?: unknown; entry?: unknown };
      if (typeof name !== 'string' || !knownNames.has(name)) {
        throw new ManifestError(
          `${REMOTES_MANIFEST_URL} remotes[${index}].name must be one of ${[...knownNames].join(', ')}; got ${JSON.stringify(name)}`,
        );
      }
      if (seen.has(name)) throw new ManifestError(`${REMOTES_MANIFEST_URL} lists ${name} twice`);
      seen.add(name);
      if (typeof entry !== 'string' || entry.trim() === '') {
        throw new ManifestError(
          `${REMOTES_MANIFEST_URL} remotes[${index}].entry must be a URL of remoteEntry.js`,
        );
      }
      let url: URL;
      try {
        url = new URL(entry, baseUrl);
      } catch {
        throw new ManifestError(`${REMOTES_MANIFEST_URL} entry for ${name} is not a valid URL: ${entry}`);
      }
      return { name: name as RemoteName, entry: url.href };
    }),
  };
}

async function fetchRemotesManifest(baseUrl = window.location.href): Promise<RemotesManifest> {
  const response = await fetch(new URL(REMOTES_MANIFEST_URL, baseUrl), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    throw new ManifestError(`${response.status}: ${(await response.text()) || response.statusText}`);
  }
  return parseRemotesManifest(await response.json(), baseUrl);
}

let pending: Promise<RemotesManifest> | undefined;

/**
 * The manifest, read once: the shell starts this at start-up so remote routes find it ready. A failed
 * read is forgotten, so the next call (e.g. a Retry) reads it again.
 */
export function readRemotesManifest(): Promise<RemotesManifest> {
  pending ??= fetchRemotesManifest().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
