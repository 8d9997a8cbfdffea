// REST adapter for questions to a thesis's owner (spec §7): isRead goes out as 'false' / 'true'.
import { Router } from 'express';
import { shareUrlOf } from '../sharing/index.js';
import { toRestQuestion, type QuestionsService } from './questions.service.js';

export function questionsRoutes(questions: QuestionsService): Router {
  const router = Router();

  router.post('/shared/*shareUrl/questions', async (req, res) => {
    const { id } = await questions.ask(req.auth, shareUrlOf(req), req.body);
    res.status(201).json({ ok: true, id });
  });

  router.get('/projects/:idOrSlug/questions', async (req, res) => {
    res.json((await questions.list(req.auth.user, req.params.idOrSlug)).map(toRestQuestion));
  });

  router.put('/questions/:id/read', async (req, res) => {
    res.json(toRestQuestion(await questions.markRead(req.auth.user, req.params.id)));
  });

  return router;
}
