// A Vite build's .vite/manifest.json, read again when the build changes (the gateway serves builds made
// after it started): one reader for the shell's and remotes' start files and the shared page's islands.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The manifest of the build in `distDir`; undefined while it is missing or unreadable. */
export function buildManifestReader<M extends object>(distDir: string): () => M | undefined {
  const file = path.join(distDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: M | undefined } | undefined;
  return (): M | undefined => {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = statSync(file));
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      let manifest: M | undefined;
      try {
        const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
        manifest = parsed && typeof parsed === 'object' ? (parsed as M) : undefined;
      } catch {
        manifest = undefined;
      }
      cached = { mtimeMs, manifest };
    }
    return cached.manifest;
  };
}
