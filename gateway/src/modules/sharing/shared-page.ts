// The server-sent HTML of /shared/{shareUrl}: the app's index.html with what crawlers (which run no
// JavaScript) read — noindex, title, description and the Open Graph / Twitter card of the thesis.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { Env } from '../../env.js';
import { escapeHtml } from '../../shared/html.js';
import { metaTag, renderDocument, sendDocument, withHeadTags, type Rendered } from '../../shell-document.js';
import { operatorHeadTags } from '../../static.js';
import { shareUrlOf } from './sharing.routes.js';
import { PRODUCT_NAME, type SharedEntry, type SharingService } from './sharing.service.js';
import { OG_HEIGHT, OG_WIDTH } from './og-image.js';

const propertyTag = (property: string, content: string): string =>
  `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`;

const linkPath = (shareUrl: string): string => shareUrl.split('/').map(encodeURIComponent).join('/');

/** The head tags of a shared thesis's page. */
export function sharedPageTags(entry: SharedEntry, origin: string): string {
  const title = `${entry.view.title} | ${PRODUCT_NAME}`;
  const url = `${origin}/shared/${linkPath(entry.view.shareUrl)}`;
  const image = `${origin}/api/og-image/${linkPath(entry.view.shareUrl)}`;
  return [
    metaTag('robots', 'noindex'),
    metaTag('description', entry.description),
    propertyTag('og:type', 'article'),
    propertyTag('og:site_name', PRODUCT_NAME),
    propertyTag('og:title', title),
    propertyTag('og:description', entry.description),
    propertyTag('og:url', url),
    propertyTag('og:image', image),
    propertyTag('og:image:type', 'image/png'),
    propertyTag('og:image:width', String(OG_WIDTH)),
    propertyTag('og:image:height', String(OG_HEIGHT)),
    propertyTag('og:image:alt', title),
    metaTag('twitter:card', 'summary_large_image'),
    metaTag('twitter:title', title),
    metaTag('twitter:description', entry.description),
    metaTag('twitter:image', image),
  ].join('\n');
}

/** index.html's own <title> and description give way to the thesis's. */
function withTitle(html: string, title: string | undefined): string {
  const withoutDescription = html.replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  if (title === undefined) return withoutDescription;
  return withoutDescription.replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(title)}</title>`);
}

export function sharedPageRoutes(sharing: SharingService, env: Env): Router {
  const router = Router();
  const shellIndex = path.join(env.STATIC_ROOT, 'shell', 'dist', 'index.html');
  let shell: { mtimeMs: number; html: string; unknownLink: Rendered } | undefined;

  /** index.html as built (read again after a rebuild), and its page for an unknown link. */
  const currentShell = () => {
    const { mtimeMs } = statSync(shellIndex);
    if (shell?.mtimeMs !== mtimeMs) {
      const html = readFileSync(shellIndex, 'utf8');
      const unknownLink = renderDocument(
        withHeadTags(html, `${operatorHeadTags(env)}${metaTag('robots', 'noindex')}`),
      );
      shell = { mtimeMs, html, unknownLink };
    }
    return shell;
  };

  router.get('/shared/*shareUrl', async (req, res, next) => {
    let current: ReturnType<typeof currentShell>;
    try {
      current = currentShell();
    } catch {
      // Not built: the static routes answer (503 with what to do).
      next();
      return;
    }
    const entry = await sharing.entry(shareUrlOf(req));
    if (!entry) {
      // The app itself says 'Shared thesis not found'.
      sendDocument(req, res, current.unknownLink);
      return;
    }
    let page = entry.pages.get(current.mtimeMs);
    if (!page) {
      const html = withTitle(current.html, `${entry.view.title} | ${PRODUCT_NAME}`);
      page = renderDocument(
        withHeadTags(html, `${operatorHeadTags(env)}${sharedPageTags(entry, env.PUBLIC_ORIGIN)}`),
      );
      entry.pages.clear();
      entry.pages.set(current.mtimeMs, page);
    }
    sendDocument(req, res, page);
  });

  return router;
}
