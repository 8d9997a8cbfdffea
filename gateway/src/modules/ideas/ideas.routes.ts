// REST adapter for ideas: POST /api/ideas (anyone), GET /api/ideas and PATCH /api/ideas/:id (admins).
import { Router } from 'express';
import type { IdeasService } from './ideas.service.js';

export function ideasRoutes(ideas: IdeasService): Router {
  const router = Router();

  router.post('/ideas', async (req, res) => {
    res.status(201).json(await ideas.submit(req.body, req.auth.meta));
  });

  router.get('/ideas', async (req, res) => {
    res.json(await ideas.list(req.auth.user));
  });

  router.patch('/ideas/:id', async (req, res) => {
    res.json(await ideas.markHandled(req.auth.user, req.params.id, req.body));
  });

  return router;
}
