// REST adapter for Query Research (spec §7), thin over ChatService. A client that disconnects
// cancels the reply.
import { Router } from 'express';
import { clientGone } from '../../shared/ai/index.js';
import type { ChatService } from './chat.service.js';

export function chatRoutes(chat: ChatService): Router {
  const router = Router();

  router.get('/theses/:idOrSlug/messages', async (req, res) => {
    res.json(await chat.list(req.auth.user, req.params.idOrSlug));
  });

  router.post('/theses/:idOrSlug/messages', async (req, res) => {
    res.json(await chat.send(req.auth.user, req.params.idOrSlug, req.body, clientGone(req, res)));
  });

  return router;
}
