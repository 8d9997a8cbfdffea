// REST adapter for personal API tokens (issue 19 part 1), thin over TokensService.
import { Router } from 'express';
import type { TokensService } from './tokens.service.js';

export function tokensRoutes(tokens: TokensService): Router {
  const router = Router();

  /** 201 with the token's secret (shown once) and what the list shows of it. */
  router.post('/tokens', async (req, res) => {
    res.status(201).json(await tokens.create(req.auth, req.body));
  });

  router.get('/tokens', async (req, res) => {
    res.json(await tokens.listOwn(req.auth.user));
  });

  router.delete('/tokens/:id', async (req, res) => {
    res.json(await tokens.revoke(req.auth, req.params.id));
  });

  /** Admins: another account's tokens. */
  router.get('/users/:userId/tokens', async (req, res) => {
    res.json(await tokens.listOfUser(req.auth.user, req.params.userId));
  });

  return router;
}
