// mf-shared's server renderer in a test's static root, as its server bundle (mf-shared/server-dist/
// server.js) would be after a build: here it re-exports the sources, which vitest compiles.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export async function installSharedRenderer(staticRoot: string): Promise<void> {
  const source = fileURLToPath(new URL('../../../mf-shared/src/server.tsx', import.meta.url));
  const folder = path.join(staticRoot, 'mf-shared', 'server-dist');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'server.js'), `export * from ${JSON.stringify(source)};\n`);
}
