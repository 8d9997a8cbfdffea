// The server-sent HTML of /shared/{shareUrl}: the app's index.html with what crawlers (which run no
// JavaScript) read — noindex, title, description and the Open Graph / Twitter card of the thesis — and
// the page itself, rendered by mf-shared's server bundle: the thesis readable before any script runs
// (or with scripts off), and the shared view as data the remote starts from without asking again.
// A visitor (no session cookie) gets the page with islands instead (issue 32): the app does not start;
// the islands' boot script makes the toolbar, the cue cards and the Query Research panel work when they
// are seen or first used (mf-shared/src/islands). A signed-in reader's page is the app's, as before
// (their toolbar, saved state and account are the app's).
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@thesis-studio/domain';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { THESIS_LANGUAGE_OG_LOCALES, type ThesisLanguage } from '@thesis-studio/domain';
import { Router } from 'express';
import { remoteEntryOverrides, type Env } from '../../env.js';
import { escapeHtml } from '../../shared/html.js';
import {
  metaTag,
  renderDocument,
  sendDocument,
  visitorLanguage,
  withDocumentLanguage,
  withHeadTags,
  type Rendered,
} from '../../shell-document.js';
import { operatorHeadTags, remoteHeadTags } from '../../static.js';
import { shareUrlOf } from './sharing.routes.js';
import { PRODUCT_NAME, type SharedEntry, type SharingService } from './sharing.service.js';
import { OG_HEIGHT, OG_WIDTH } from './og-image.js';
import { readSessionToken } from '../auth/index.js';
import {
  islandsBootReader,
  sharedPageRenderer,
  withIslandsBoot,
  withServerPage,
  type SharedPageRenderer,
} from './shared-page-renderer.js';

const propertyTag = (property: string, content: string): string =>
  `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`;

const linkPath = (shareUrl: string): string => shareUrl.split('/').map(encodeURIComponent).join('/');

/** The head tags of a shared thesis's page. */
function sharedPageTags(entry: SharedEntry, origin: string): string {
  const title = `${entry.view.title} | ${PRODUCT_NAME}`;
  const url = `${origin}/shared/${linkPath(entry.view.shareUrl)}`;
  const image = `${origin}/api/og-image/${linkPath(entry.view.shareUrl)}`;
  return [
    metaTag('robots', 'noindex'),
    metaTag('description', entry.description),
    // The page is in the thesis's language (issue 31): its only version, for readers of that language.
    `<link rel="alternate" hreflang="${escapeHtml(entry.view.language)}" href="${escapeHtml(url)}" />`,
    propertyTag('og:type', 'article'),
    propertyTag('og:locale', THESIS_LANGUAGE_OG_LOCALES[entry.view.language]),
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

/** The <html> element's `lang` becomes the thesis's language (index.html's is the app's, "en"). */
function withLang(html: string, language: ThesisLanguage): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const others = attributes.replace(/\s+lang=(?:"[^"]*"|'[^']*'|[^\s>]*)/i, '');
    return `<html lang="${escapeHtml(language)}"${others}>`;
  });
}

/** The day a page was rendered on: the page shows it, so a new day renders it again. */
const today = (now: Date): string => now.toISOString().slice(0, 10);

export function sharedPageRoutes(sharing: SharingService, env: Env): Router {
  const router = Router();
  const renderer = sharedPageRenderer(env.STATIC_ROOT);
  // Loaded ahead of the first reader (a failure is reported when a page needs it).
  renderer().catch(() => undefined);
  const islandsBoot = islandsBootReader(env.STATIC_ROOT);
  // The islands are mf-shared's: a remote deployed elsewhere keeps the app's page for everyone.
  const islandsServedHere = remoteEntryOverrides(env)['REMOTE_MF_SHARED_URL'] === undefined;
  const shellIndex = path.join(env.STATIC_ROOT, 'shell', 'dist', 'index.html');
  let shell:
    { mtimeMs: number; html: string; rendered: string; unknownLink: Record<Language, Rendered> } | undefined;

  /**
   * index.html as built (read again after a rebuild): with the remotes manifest and the preload hints
   * of mf-shared's code (`html`, for the app alone), or with the manifest and mf-shared's sheets
   * (`rendered`, for a page rendered here: its reader has the thesis at once, styled once, and the
   * code it needs later does not compete with the page's first paint); and its page for an unknown
   * link, in each interface language (issue 31: `<html lang>` and the language the app starts in).
   */
  const currentShell = () => {
    const { mtimeMs } = statSync(shellIndex);
    if (shell?.mtimeMs !== mtimeMs) {
      const built = readFileSync(shellIndex, 'utf8');
      const html = withHeadTags(built, remoteHeadTags(env, '/shared/'));
      const rendered = withHeadTags(built, remoteHeadTags(env, '/shared/', 'rendered'));
      const unknown = withHeadTags(html, `${operatorHeadTags(env)}${metaTag('robots', 'noindex')}`);
      const unknownLink = Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          renderDocument(withDocumentLanguage(unknown, language, 'browser')),
        ]),
      ) as Record<Language, Rendered>;
      shell = { mtimeMs, html, rendered, unknownLink };
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
      // The app itself says 'Shared thesis not found', in the reader's language (Accept-Language).
      sendDocument(req, res, current.unknownLink[visitorLanguage(req)], { vary: ['Accept-Language'] });
      return;
    }
    let server: SharedPageRenderer | null = null;
    try {
      server = await renderer();
    } catch (error) {
      req.log.error({ err: error }, 'the shared page renderer could not be loaded');
    }
    const now = new Date();
    const boot = islandsServedHere ? islandsBoot() : undefined;
    const islands =
      boot !== undefined && server?.renderIslands !== undefined && !readSessionToken(req.headers);
    // The page is in UK English or, for a browser that asks for German (Accept-Language), German: its
    // text in UK spelling either way, which a US reader's stored choice converts in the browser.
    const language: Language = visitorLanguage(req) === 'DE' ? 'DE' : DEFAULT_LANGUAGE;
    const variant = `${islands ? 'islands' : 'app'}:${language}`;
    const key = `${current.mtimeMs}:${server?.version ?? 0}:${boot ?? ''}:${today(now)}:${variant}`;
    let page = entry.pages.get(key);
    if (!page) {
      const title = `${entry.view.title} | ${PRODUCT_NAME}`;
      let html = withTitle(current.html, title);
      if (server) {
        try {
          html =
            islands && server.renderIslands && boot
              ? withIslandsBoot(
                  withServerPage(
                    withTitle(current.rendered, title),
                    server.renderIslands(entry.view, { date: now, language }),
                  ),
                  boot,
                )
              : withServerPage(
                  withTitle(current.rendered, title),
                  server.render(entry.view, { date: now, language }),
                );
        } catch (error) {
          // The shell alone still shows the thesis once its scripts run.
          req.log.error({ err: error }, 'the shared page could not be rendered on the server');
        }
      }
      page = renderDocument(
        // The interface in the reader's language (data-language), the document in the thesis's (lang).
        withLang(
          withDocumentLanguage(
            withHeadTags(html, `${operatorHeadTags(env)}${sharedPageTags(entry, env.PUBLIC_ORIGIN)}`),
            language,
            'browser',
          ),
          entry.view.language,
        ),
      );
      // One page of each kind is kept: an older one of the same kind goes.
      for (const old of entry.pages.keys()) if (old.endsWith(`:${variant}`)) entry.pages.delete(old);
      entry.pages.set(key, page);
    }
    // Whether a session cookie came decides which page is sent.
    sendDocument(req, res, page, { vary: ['Cookie', 'Accept-Language'] });
  });

  return router;
}
