// REST adapter for sharing (spec §7): the public read and og image of a share link (ETag, 304), and
// the owner's POST (renew) / DELETE (revoke) of /api/theses/{id}/share.
import { Router, type Request, type Response } from 'express';
import { notFound } from '../../shared/errors/service-error.js';
import { SHARED_THESIS_NOT_FOUND, type Payload, type SharingService } from './sharing.service.js';

/** Paths under a share link served by other domains (the readers' chat, questions, comments). */
export const SUBRESOURCES = new Set(['messages', 'comments', 'questions']);

/** The share link from a wildcard parameter (express gives its decoded segments). */
export const shareUrlOf = (req: Request): string => {
  const segments = (req.params as { shareUrl?: string[] | string }).shareUrl ?? [];
  return Array.isArray(segments) ? segments.join('/') : segments;
};

/** Sends a cached payload: ETag with 304, revalidated on every use, br/gzip when `compress`. */
function sendPayload(req: Request, res: Response, payload: Payload, type: string, compress: boolean): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', payload.etag);
  if (compress) res.setHeader('Vary', 'Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = compress ? req.acceptsEncodings('br', 'gzip', 'identity') : 'identity';
  const body = encoding === 'br' ? payload.br : encoding === 'gzip' ? payload.gzip : payload.identity;
  if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

export function sharingRoutes(sharing: SharingService): Router {
  const router = Router();

  router.get('/shared/*shareUrl', async (req, res, next) => {
    const segments = shareUrlOf(req).split('/');
    if (segments.length > 1 && SUBRESOURCES.has(segments.at(-1) ?? '')) {
      next();
      return;
    }
    const entry = await sharing.entry(shareUrlOf(req));
    if (!entry) throw notFound(SHARED_THESIS_NOT_FOUND);
    sendPayload(req, res, entry.json, 'application/json; charset=utf-8', true);
  });

  router.get('/og-image/*shareUrl', async (req, res) => {
    const png = await sharing.ogImage(shareUrlOf(req));
    if (!png) throw notFound(SHARED_THESIS_NOT_FOUND);
    // Link previews are drawn by other sites (and some show the image straight from here).
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    sendPayload(req, res, png, 'image/png', false);
  });

  router.post('/theses/:idOrSlug/share', async (req, res) => {
    res.json(await sharing.renew(req.auth.user, req.params.idOrSlug));
  });

  router.delete('/theses/:idOrSlug/share', async (req, res) => {
    res.json(await sharing.revoke(req.auth.user, req.params.idOrSlug));
  });

  return router;
}
