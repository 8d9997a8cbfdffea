// REST adapter for projects (spec §7), thin over ProjectsService.
import { Router } from 'express';
import type { ProjectsService } from './projects.service.js';

export function projectsRoutes(projects: ProjectsService): Router {
  const router = Router();

  router.get('/projects', async (req, res) => {
    res.json(await projects.list(req.auth.user));
  });

  router.post('/projects', async (req, res) => {
    res.status(201).json(await projects.create(req.auth.user, req.body));
  });

  router.get('/projects/:idOrSlug', async (req, res) => {
    res.json(await projects.getWithTheses(req.auth.user, req.params.idOrSlug));
  });

  router.patch('/projects/:idOrSlug', async (req, res) => {
    res.json(await projects.update(req.auth.user, req.params.idOrSlug, req.body));
  });

  router.delete('/projects/:idOrSlug', async (req, res) => {
    res.json(await projects.remove(req.auth.user, req.params.idOrSlug));
  });

  return router;
}
