// REST adapter for research. Test hooks are mounted only when ENABLE_TEST_HOOKS is true.
import { Router } from 'express';
import type { ResearchService } from './research.service.js';

/** POST /__test__/research-progress: publish a ResearchProgressEvent (the e2e suite drives progress with it). */
export function researchTestHookRoutes(research: ResearchService): Router {
  const router = Router();
  router.post('/__test__/research-progress', async (req, res) => {
    const event = await research.publishProgress(req.body);
    res.status(202).json({ published: event });
  });
  return router;
}
