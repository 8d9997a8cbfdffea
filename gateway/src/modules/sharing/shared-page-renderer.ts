// The shared page's server renderer: mf-shared's own bundle (mf-shared/server-dist/server.js, built with
// the remote), which renders the thesis with the same React components, thesis view and Markdown package
// the remote uses in the browser. The gateway holds no copy of them: it loads the bundle from the static
// root (again after a rebuild) and puts what it renders into the shell's index.html: the page before
// #root, which is sent hidden (the shell shows it in the page's place once the remote has rendered).
import path from 'node:path';
import { buildManifestReader } from '../../shared/build-manifest.js';
import { escapeHtml } from '../../shared/html.js';
import { exportsFunction, serverBundleLoader } from '../../server-bundle.js';
import type { Language } from '@thesis-studio/domain';
import type { SharedThesisView } from './sharing.service.js';

/** The day the page shows, and the language of its chrome and date (the thesis is in UK spelling). */
interface RenderOptions {
  date: Date;
  language: Language;
}

export interface RenderedSharedPage {
  /** The page, placed before the shell's `<div id="root">` (which is sent hidden). */
  page: string;
  /** The `<script type="application/json">` carrying the shared view, placed after #root. */
  data: string;
}

export interface SharedPageRenderer {
  /** Changes with every build of the bundle (its modification time). */
  version: number;
  render(view: SharedThesisView, options: RenderOptions): RenderedSharedPage;
  /** A visitor's page with islands (issue 32); absent in a bundle built before them. */
  renderIslands?: (view: SharedThesisView, options: RenderOptions) => RenderedSharedPage;
}

interface Bundle {
  renderSharedPage: (view: SharedThesisView, options: RenderOptions) => RenderedSharedPage;
  renderSharedIslandsPage?: (view: SharedThesisView, options: RenderOptions) => RenderedSharedPage;
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
    if (!bundle) return null;
    const islands = bundle.exports.renderSharedIslandsPage;
    return {
      version: bundle.version,
      render: (view, options) => bundle.exports.renderSharedPage(view, options),
      ...(typeof islands === 'function' ? { renderIslands: (view, options) => islands(view, options) } : {}),
    };
  };
}

/** index.html with the rendered page before its empty #root, #root hidden and the shared view after it. */
export function withServerPage(html: string, rendered: RenderedSharedPage): string {
  const root = /<div id="root">\s*<\/div>/i;
  if (!root.test(html)) return html;
  return html.replace(root, () => `${rendered.page}\n    <div id="root" hidden></div>\n    ${rendered.data}`);
}

/** The shell's start: its module scripts and their module preloads, as vite writes them into index.html. */
const APP_START_TAG =
  /<script\b[^>]*\btype=["']module["'][^>]*><\/script>\s*|<link\b[^>]*\brel=["']modulepreload["'][^>]*>\s*/gi;

/**
 * A visitor's document (issue 32): index.html whose app does not start — its module scripts and
 * preloads wait in `<template id="app-boot">` at the end of the body, for the islands' boot script to
 * add should the full app be needed (a reader of the other spelling variant) — with the islands' boot
 * script (`bootSrc`, a module: it runs once the document is parsed) in their place.
 */
export function withIslandsBoot(html: string, bootSrc: string): string {
  const held: string[] = [];
  const without = html.replace(APP_START_TAG, (tag) => {
    held.push(tag.trim());
    return '';
  });
  const boot = `<script type="module" crossorigin src="${escapeHtml(bootSrc)}"></script>`;
  const at = without.search(/<\/head>/i);
  const withBoot = at === -1 ? `${boot}${without}` : `${without.slice(0, at)}${boot}\n${without.slice(at)}`;
  const template = `<template id="app-boot">${held.join('')}</template>`;
  const end = withBoot.search(/<\/body>/i);
  return end === -1
    ? `${withBoot}${template}`
    : `${withBoot.slice(0, end)}${template}\n${withBoot.slice(end)}`;
}

/**
 * The islands' boot script of mf-shared's build (dist/islands/.vite/manifest.json, read again after a
 * rebuild) as the gateway serves it, or undefined when it was not built.
 */
export function islandsBootReader(staticRoot: string): () => string | undefined {
  const manifest = buildManifestReader<Record<string, { file?: unknown; isEntry?: unknown }>>(
    path.join(staticRoot, 'mf-shared', 'dist', 'islands'),
  );
  return () => {
    const entry = Object.values(manifest() ?? {}).find(
      (chunk) => chunk.isEntry === true && typeof chunk.file === 'string',
    );
    return entry ? `/mf/mf-shared/islands/${String(entry.file)}` : undefined;
  };
}
