// The shell's index.html as the gateway serves it: with head tags only the server knows (who operates
// the site, for the footer and the privacy policy), compressed once per build and revalidated by ETag.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { scriptJson } from '@thesis-studio/domain';
import { escapeHtml } from './shared/html.js';

export const metaTag = (name: string, content: string): string =>
  `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`;

/**
 * `<script type="application/json" id>` holding `value`: `<`, `>`, `&` and the JavaScript line
 * separators are written as \u escapes, so no value can close the element or start a comment.
 */
export function jsonScriptTag(id: string, value: unknown): string {
  return `<script type="application/json" id="${escapeHtml(id)}">${scriptJson(value)}</script>`;
}

/** Puts `tags` at the end of the document's <head>. */
export function withHeadTags(html: string, tags: string): string {
  const at = html.search(/<\/head>/i);
  return at === -1 ? `${tags}${html}` : `${html.slice(0, at)}${tags}\n${html.slice(at)}`;
}

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

/** Rendered documents kept per index.html: one per set of head tags (a few: one per remote). */
const MAX_RENDERED = 32;

/**
 * index.html with the given head tags added; each variant is rendered once and again only when the
 * file on disk changes (a rebuild).
 */
export function shellDocument(indexPath: string) {
  let cached: { mtimeMs: number; html: string; rendered: Map<string, Rendered> } | undefined;
  return (headTags: string): Rendered => {
    const { mtimeMs } = statSync(indexPath);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, html: readFileSync(indexPath, 'utf8'), rendered: new Map() };
    }
    let rendered = cached.rendered.get(headTags);
    if (!rendered) {
      if (cached.rendered.size >= MAX_RENDERED) cached.rendered.clear();
      rendered = renderDocument(withHeadTags(cached.html, headTags));
      cached.rendered.set(headTags, rendered);
    }
    return rendered;
  };
}

/** Sends a rendered document: br or gzip by Accept-Encoding, ETag with 304, revalidated on every use. */
export function sendDocument(req: Request, res: Response, doc: Rendered): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', doc.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  const body = encoding === 'br' ? doc.br : encoding === 'gzip' ? doc.gzip : doc.identity;
  if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}
