// REST adapter for members' comments on thesis sections (issue 29), thin over DiscussionsService.
import { Router } from 'express';
import type { DiscussionsService } from './discussions.service.js';

export function discussionsRoutes(discussions: DiscussionsService): Router {
  const router = Router();

  router.get('/theses/:idOrSlug/comments', async (req, res) => {
    res.json(await discussions.list(req.auth.user, req.params.idOrSlug, req.query));
  });

  router.post('/theses/:idOrSlug/comments', async (req, res) => {
    res
      .status(201)
      .json(await discussions.add(req.auth.user, req.params.idOrSlug, req.body, req.auth.meta.origin));
  });

  router.patch('/theses/:idOrSlug/comments/:commentId', async (req, res) => {
    res.json(
      await discussions.setResolved(req.auth.user, req.params.idOrSlug, req.params.commentId, req.body),
    );
  });

  router.delete('/theses/:idOrSlug/comments/:commentId', async (req, res) => {
    res.json(await discussions.remove(req.auth.user, req.params.idOrSlug, req.params.commentId));
  });

  return router;
}
