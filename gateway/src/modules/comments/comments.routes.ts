// REST adapter for comments on a shared thesis (spec §7), thin over CommentsService.
import { Router } from 'express';
import { shareUrlOf } from '../sharing/index.js';
import type { CommentsService } from './comments.service.js';

export function commentsRoutes(comments: CommentsService): Router {
  const router = Router();

  router.get('/shared/*shareUrl/comments', async (req, res) => {
    res.json(await comments.list(req.auth.user, shareUrlOf(req)));
  });

  router.post('/shared/*shareUrl/comments', async (req, res) => {
    res.status(201).json(await comments.add(req.auth.user, shareUrlOf(req), req.body));
  });

  return router;
}
