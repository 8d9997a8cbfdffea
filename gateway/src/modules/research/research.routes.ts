// REST adapter for research. Its only routes are test hooks, mounted when ENABLE_TEST_HOOKS is true.
import { Router } from 'express';
import type { ResearchService } from './research.service.js';

export function researchTestHookRoutes(research: ResearchService, enabled: boolean): Router {
  const router = Router();
  if (!enabled) return router;
  /** POST /__test__/research-progress: publish a ResearchProgressEvent (the e2e suite drives progress with it). */
  router.post('/__test__/research-progress', async (req, res) => {
    const event = await research.publishProgress(req.body);
    res.status(202).json({ published: event });
  });
  /** GET /__test__/research-progress/:thesisId/subscribers: lets a test wait until a page has subscribed. */
  router.get('/__test__/research-progress/:thesisId/subscribers', (req, res) => {
    res.json({ subscribers: research.subscriberCount(req.params.thesisId) });
  });
  return router;
}
