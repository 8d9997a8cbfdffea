// REST adapter for citations: GET /api/theses/{id}/citations and POST …/citations/check (one section's
// claims checked again); its project's owner and admins.
import { Router } from 'express';
import type { CitationsService } from './citations.service.js';

export function citationsRoutes(citations: CitationsService): Router {
  const router = Router();

  router.get('/theses/:idOrSlug/citations', async (req, res) => {
    res.json(await citations.list(req.auth.user, req.params.idOrSlug));
  });

  router.post('/theses/:idOrSlug/citations/check', async (req, res) => {
    res.json(await citations.checkSection(req.auth.user, req.params.idOrSlug, req.body));
  });

  return router;
}
