// GET /healthz: liveness + what the gateway runs on. 503 while the database is unreachable.
import { Router } from 'express';
import type { SystemService } from './system.service.js';

export function systemRoutes(system: SystemService): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    const health = system.health();
    res
      .status(health.status === 'ok' ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(health);
  });
  return router;
}
