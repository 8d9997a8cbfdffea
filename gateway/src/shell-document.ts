// The shell's index.html as the gateway serves it: with head tags only the server knows (who operates
// the site, for the footer and the privacy policy), compressed once per build and revalidated by ETag.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  languageFromAcceptLanguage,
  scriptJson,
  type Language,
} from '@thesis-studio/domain';
import { escapeHtml } from './shared/html.js';

export const metaTag = (name: string, content: string): string =>
  `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`;

/**
 * `<script type="application/json" id>` holding `value`: `<`, `>`, `&` and the JavaScript line
 * separators are written as \u escapes, so no value can close the element or start a comment.
 */
export function jsonScriptTag(id: string, value: unknown): string {
  return scriptJsonTag(id, scriptJson(value));
}

/** The same element around JSON already written by `scriptJson` (when its length was needed first). */
export const scriptJsonTag = (id: string, json: string): string =>
  `<script type="application/json" id="${escapeHtml(id)}">${json}</script>`;

/** Puts `tags` at the end of the document's <head>. */
export function withHeadTags(html: string, tags: string): string {
  const at = html.search(/<\/head>/i);
  return at === -1 ? `${tags}${html}` : `${html.slice(0, at)}${tags}\n${html.slice(at)}`;
}

/**
 * Whose choice a document's language is: the signed-in account's, which the page follows over what the
 * browser stored, or the visitor's browser's (Accept-Language), which a choice stored in the browser
 * overrides (the shell's language store, packages/client/src/language-storage.ts).
 */
export type LanguageSource = 'account' | 'browser';

/**
 * The document's <html> in `language`: `lang` its locale ('de-DE'), `data-language` the choice and
 * `data-language-source` whose it is, which the shell's language store starts from (no page drawn in
 * one language and redrawn in another).
 */
export function withDocumentLanguage(html: string, language: Language, source: LanguageSource): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const others = attributes.replace(/\s(lang|data-language|data-language-source)="[^"]*"/gi, '');
    return (
      `<html lang="${LANGUAGE_LOCALES[language]}" data-language="${language}" ` +
      `data-language-source="${source}"${others}>`
    );
  });
}

/** A visitor's language: their browser's Accept-Language where the product speaks it, else the default. */
export const visitorLanguage = (req: Request): Language =>
  languageFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LANGUAGE;

export interface Rendered {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** The document's bytes, compressed once (br, gzip), with a strong ETag. */
export function renderDocument(html: string): Rendered {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * Rendered documents kept per index.html: one per set of head tags (a few: one per remote) and
 * language (three).
 */
const MAX_RENDERED = 96;

/** A built file's text, read again when the file on disk changes (a rebuild); throws when it is missing. */
export function builtText(filePath: string): () => string {
  let cached: { mtimeMs: number; text: string } | undefined;
  return () => {
    const { mtimeMs } = statSync(filePath);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: readFileSync(filePath, 'utf8') };
    return cached.text;
  };
}

/**
 * index.html with the given head tags added, in a visitor's language (from their browser); each variant
 * is rendered once and again only when the file on disk changes (a rebuild).
 */
export function shellDocument(indexPath: string) {
  const built = builtText(indexPath);
  let cached: { html: string; rendered: Map<string, Rendered> } | undefined;
  return (headTags: string, language: Language = DEFAULT_LANGUAGE): Rendered => {
    const html = built();
    if (cached?.html !== html) cached = { html, rendered: new Map() };
    const key = `${language}\n${headTags}`;
    let rendered = cached.rendered.get(key);
    if (!rendered) {
      if (cached.rendered.size >= MAX_RENDERED) cached.rendered.clear();
      rendered = renderDocument(
        withDocumentLanguage(withHeadTags(cached.html, headTags), language, 'browser'),
      );
      cached.rendered.set(key, rendered);
    }
    return rendered;
  };
}

/** Sends a rendered document: br or gzip by Accept-Encoding, ETag with 304, revalidated on every use. */
export function sendDocument(
  req: Request,
  res: Response,
  doc: Rendered,
  { vary = [] as string[] } = {},
): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', ['Accept-Encoding', ...vary].join(', '));
  res.setHeader('ETag', doc.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  sendEncoded(req, res, (encoding) => doc[encoding]);
}

type Encoding = 'br' | 'gzip' | 'identity';

/** Sends `body` in the encoding the client accepts first of br, gzip and identity. */
function sendEncoded(req: Request, res: Response, body: (encoding: Encoding) => Buffer): void {
  const accepted = req.acceptsEncodings('br', 'gzip', 'identity');
  const encoding: Encoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
  const bytes = body(encoding);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(bytes.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : bytes);
}

/**
 * Sends a document made for one reader (a page rendered with their data): compressed for this answer
 * alone, at fast settings, and never kept by a cache.
 */
export function sendPrivateDocument(req: Request, res: Response, html: string): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  const identity = Buffer.from(html);
  sendEncoded(req, res, (encoding) =>
    encoding === 'br'
      ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(identity, { level: 6 })
        : identity,
  );
}
