// REST adapter for sign-in, registration, sign-out, password reset and one's own credentials (spec §7).
import { Router } from 'express';
import { translatedMessage } from '../../shared/errors/rest.js';
import { userAnswerOf } from '../users/index.js';
import type { AuthService } from './auth.service.js';

export function authRoutes(auth: AuthService): Router {
  const router = Router();

  router.get('/user', (req, res) => {
    res.json(req.auth.user && userAnswerOf(req.auth.user));
  });

  router.post('/login', async (req, res) => {
    const { user, session } = await auth.login(req.body, req.auth.meta, req.auth.token);
    req.auth.startSession(session);
    res.json(userAnswerOf(user));
  });

  router.post('/register', async (req, res) => {
    const { user, session } = await auth.register(req.body, req.auth.meta, req.auth.token);
    req.auth.startSession(session);
    res.status(201).json(userAnswerOf(user));
  });

  router.post('/logout', async (req, res) => {
    await auth.logout(req.auth.token);
    req.auth.endSession();
    res.json(translatedMessage(req, { message: 'Signed out' }));
  });

  router.post('/forgot-password', async (req, res) => {
    res.json(translatedMessage(req, await auth.forgotPassword(req.body, req.auth.meta)));
  });

  router.post('/reset-password', async (req, res) => {
    res.json(translatedMessage(req, await auth.resetPassword(req.body, req.auth.meta)));
  });

  router.patch('/user', async (req, res) => {
    res.json(await auth.changeUsername(req.auth.user, req.body));
  });

  router.post('/user/password', async (req, res) => {
    res.json(
      translatedMessage(req, await auth.changePassword(req.auth.user, req.body, { token: req.auth.token })),
    );
  });

  router.post('/user/email', async (req, res) => {
    res
      .status(202)
      .json(translatedMessage(req, await auth.requestEmailChange(req.auth.user, req.body, req.auth.meta)));
  });

  router.post('/user/email/confirm', async (req, res) => {
    res.json(userAnswerOf(await auth.confirmEmailChange(req.body, req.auth.meta)));
  });

  return router;
}
