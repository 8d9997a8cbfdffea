// Which URL serves each remote's remoteEntry.js (never baked into the build): the manifest the gateway
// writes into index.html, else /remotes.json (a dev server's index.html, or a document without it).
import {
  REMOTES,
  REMOTES_MANIFEST_ELEMENT_ID,
  type RemoteName,
  type RemotesManifest,
} from '@thesis-studio/domain';

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

/**
 * The manifest index.html carries (`<script type="application/json" id="remotes-manifest">`), or
 * undefined when the document has none or it cannot be read (then /remotes.json is asked).
 */
export function documentRemotesManifest(
  doc: Pick<Document, 'getElementById'> = document,
  baseUrl = window.location.href,
): RemotesManifest | undefined {
  const text = doc.getElementById(REMOTES_MANIFEST_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseRemotesManifest(JSON.parse(text), baseUrl);
  } catch (error) {
    console.warn('[shell] the remotes manifest in index.html is unreadable; asking /remotes.json', error);
    return undefined;
  }
}

let pending: Promise<RemotesManifest> | undefined;

/**
 * The manifest, read once: from the document when it carries one, else from /remotes.json. A failed
 * read is forgotten, so the next call (e.g. a Retry) reads it again.
 */
export function readRemotesManifest(): Promise<RemotesManifest> {
  if (!pending) {
    const inline = documentRemotesManifest();
    pending = inline
      ? Promise.resolve(inline)
      : fetchRemotesManifest().catch((error: unknown) => {
          pending = undefined;
          throw error;
        });
  }
  return pending;
}
