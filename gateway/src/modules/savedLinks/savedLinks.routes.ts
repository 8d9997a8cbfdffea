// REST adapter for saved links (spec §7), thin over SavedLinksService.
import { Router } from 'express';
import type { SavedLinksService } from './savedLinks.service.js';

export function savedLinksRoutes(savedLinks: SavedLinksService): Router {
  const router = Router();

  router.get('/saved-links', async (req, res) => {
    res.json(await savedLinks.list(req.auth.user));
  });

  /** 201 with the new link; 200 with the one already saved for that thesis. */
  router.post('/saved-links', async (req, res) => {
    const { link, created } = await savedLinks.save(req.auth.user, req.body);
    res.status(created ? 201 : 200).json(link);
  });

  router.delete('/saved-links/:id', async (req, res) => {
    res.json(await savedLinks.remove(req.auth.user, req.params.id));
  });

  router.get('/theses/:id/saved', async (req, res) => {
    res.json(await savedLinks.savedState(req.auth.user, req.params.id));
  });

  return router;
}
