// An app's server renderer in a test's static root, as its server bundle (<app>/server-dist/server.js)
// would be after a build: here it re-exports the app's sources (src/server.tsx), which vitest compiles.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type RenderingApp = 'shell' | 'mf-shared' | 'mf-dashboard' | 'mf-thesis';

async function installServerRenderer(staticRoot: string, app: RenderingApp): Promise<void> {
  const source = fileURLToPath(new URL(`../../../${app}/src/server.tsx`, import.meta.url));
  const folder = path.join(staticRoot, app, 'server-dist');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'server.js'), `export * from ${JSON.stringify(source)};\n`);
}

/** mf-shared's: the shared page's renderer. */
export const installSharedRenderer = (staticRoot: string): Promise<void> =>
  installServerRenderer(staticRoot, 'mf-shared');

/** The page a document holds before the shell's (hidden) #root; null when it holds none. */
export function renderedPageOf(html: string): string | null {
  const start = html.indexOf('<div id="server-page"');
  if (start === -1) return null;
  const end = html.indexOf('<div id="root" hidden></div>', start);
  if (end === -1) throw new Error('a rendered page without the hidden #root after it');
  return html.slice(start, end);
}

/** One answer a rendered app page carries (app-pages.ts). */
export interface EmbeddedAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  body: { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
}

/** The answers an app page's document carries (#ts-early-answers); null when it carries none. */
export function embeddedAnswersOf(html: string): EmbeddedAnswer[] | null {
  const match = /<script type="application\/json" id="ts-early-answers">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as EmbeddedAnswer[]) : null;
}

/** The shell's and the app remotes': a signed-in reader's app pages (app-pages.ts). */
export async function installAppPageRenderers(staticRoot: string): Promise<void> {
  for (const app of ['shell', 'mf-dashboard', 'mf-thesis'] as const)
    await installServerRenderer(staticRoot, app);
}
