// REST adapter for research (spec §7), thin over ResearchService; plus test hooks, mounted only when
// ENABLE_TEST_HOOKS is true.
import { Router } from 'express';
import type { ResearchService } from './research.service.js';

export function researchRoutes(research: ResearchService, testHooks: boolean): Router {
  const router = Router();

  router.post('/theses/:idOrSlug/research', async (req, res) => {
    res.status(202).json(await research.start(req.auth.user, req.params.idOrSlug));
  });

  router.get('/theses/:idOrSlug/research', async (req, res) => {
    res.json(await research.run(req.auth.user, req.params.idOrSlug));
  });

  router.get('/theses/:idOrSlug/research-phases', async (req, res) => {
    res.json(await research.phases(req.auth.user, req.params.idOrSlug));
  });

  router.get('/theses/:idOrSlug/research-plan', async (req, res) => {
    res.json(await research.plan(req.auth.user, req.params.idOrSlug));
  });

  router.put('/theses/:idOrSlug/research-plan', async (req, res) => {
    res.json(await research.updatePlan(req.auth.user, req.params.idOrSlug, req.body));
  });

  if (testHooks) {
    /** POST /__test__/research-progress: publish a ResearchProgressEvent (the e2e suite drives progress with it). */
    router.post('/__test__/research-progress', async (req, res) => {
      const event = await research.publishProgress(req.body);
      res.status(202).json({ published: event });
    });
    /** GET /__test__/research-progress/:thesisId/subscribers: lets a test wait until a page has subscribed. */
    router.get('/__test__/research-progress/:thesisId/subscribers', (req, res) => {
      res.json({ subscribers: research.subscriberCount(req.params.thesisId) });
    });
  }
  return router;
}
