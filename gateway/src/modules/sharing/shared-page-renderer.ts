// The shared page's server renderer: mf-shared's own bundle (mf-shared/server-dist/server.js, built with
// the remote), which renders the thesis with the same React components, thesis view and Markdown package
// the remote uses in the browser. The gateway holds no copy of them: it loads the bundle from the static
// root (again after a rebuild) and puts what it renders into the shell's index.html.
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SharedThesisView } from './sharing.service.js';

export interface RenderedSharedPage {
  /** What goes inside `<div id="root">`. */
  root: string;
  /** The `<script type="application/json">` carrying the shared view, placed after #root. */
  data: string;
}

export interface SharedPageRenderer {
  /** Changes with every build of the bundle (its modification time). */
  version: number;
  render(view: SharedThesisView, options: { date: Date }): RenderedSharedPage;
}

interface Bundle {
  renderSharedPage: (view: SharedThesisView, options: { date: Date }) => RenderedSharedPage;
}

const isBundle = (value: unknown): value is Bundle =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { renderSharedPage?: unknown }).renderSharedPage === 'function';

/**
 * The renderer built under `staticRoot`, or null when mf-shared's server bundle is not there (a remote
 * deployed elsewhere without it): the page is then the shell alone, as before.
 */
export function sharedPageRenderer(staticRoot: string): () => Promise<SharedPageRenderer | null> {
  const file = path.join(staticRoot, 'mf-shared', 'server-dist', 'server.js');
  let loaded: { mtimeMs: number; renderer: Promise<SharedPageRenderer | null> } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return Promise.resolve(null);
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      // The query makes a rebuilt bundle a new module (Node caches modules by URL).
      const url = `${pathToFileURL(file).href}?v=${mtimeMs}`;
      const renderer = import(url).then((bundle: unknown) => {
        if (!isBundle(bundle)) throw new Error(`${file} does not export renderSharedPage`);
        return { version: mtimeMs, render: (view, options) => bundle.renderSharedPage(view, options) };
      }) satisfies Promise<SharedPageRenderer>;
      loaded = { mtimeMs, renderer };
    }
    return loaded.renderer;
  };
}

/** index.html with the rendered page in its empty #root and the shared view's data after it. */
export function withServerPage(html: string, page: RenderedSharedPage): string {
  const root = /<div id="root">\s*<\/div>/i;
  if (!root.test(html)) return html;
  return html.replace(root, () => `<div id="root">${page.root}</div>\n    ${page.data}`);
}
