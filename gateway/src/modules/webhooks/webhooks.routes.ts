// REST adapter for webhooks (issue 19 part 4), thin over WebhooksService.
import { Router } from 'express';
import type { WebhooksService } from './webhooks.service.js';

export function webhooksRoutes(webhooks: WebhooksService): Router {
  const router = Router();

  /** 201 with the endpoint and its signing secret (shown once). */
  router.post('/webhooks', async (req, res) => {
    res.status(201).json(await webhooks.create(req.auth.user, req.body));
  });

  router.get('/webhooks', async (req, res) => {
    res.json(await webhooks.list(req.auth.user));
  });

  router.delete('/webhooks/:id', async (req, res) => {
    res.json(await webhooks.remove(req.auth.user, req.params.id));
  });

  router.get('/webhooks/:id/deliveries', async (req, res) => {
    res.json(await webhooks.listDeliveries(req.auth.user, req.params.id));
  });

  return router;
}
