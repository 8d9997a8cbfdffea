// The shared page's server renderer: mf-shared's own bundle (mf-shared/server-dist/server.js, built with
// the remote), which renders the thesis with the same React components, thesis view and Markdown package
// the remote uses in the browser. The gateway holds no copy of them: it loads the bundle from the static
// root (again after a rebuild) and puts what it renders into the shell's index.html: the page before
// #root, which is sent hidden (the shell shows it in the page's place once the remote has rendered).
import path from 'node:path';
import { exportsFunction, serverBundleLoader } from '../../server-bundle.js';
import type { SharedThesisView } from './sharing.service.js';

export interface RenderedSharedPage {
  /** The page, placed before the shell's `<div id="root">` (which is sent hidden). */
  page: string;
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

/**
 * The renderer built under `staticRoot`, or null when mf-shared's server bundle is not there (a remote
 * deployed elsewhere without it): the page is then the shell alone, as before.
 */
export function sharedPageRenderer(staticRoot: string): () => Promise<SharedPageRenderer | null> {
  const load = serverBundleLoader(
    path.join(staticRoot, 'mf-shared', 'server-dist', 'server.js'),
    exportsFunction<Bundle>('renderSharedPage'),
  );
  return async () => {
    const bundle = await load();
    return bundle
      ? { version: bundle.version, render: (view, options) => bundle.exports.renderSharedPage(view, options) }
      : null;
  };
}

/** index.html with the rendered page before its empty #root, #root hidden and the shared view after it. */
export function withServerPage(html: string, rendered: RenderedSharedPage): string {
  const root = /<div id="root">\s*<\/div>/i;
  if (!root.test(html)) return html;
  return html.replace(root, () => `${rendered.page}\n    <div id="root" hidden></div>\n    ${rendered.data}`);
}
