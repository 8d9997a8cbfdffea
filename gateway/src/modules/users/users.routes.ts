// REST adapter for user management (spec §7): admin only, enforced by UsersService. Deleting an
// account (DELETE /api/admin/users/{id}) is the account domain's: it runs the whole cascade.
import { Router } from 'express';
import { userAnswerOf, type UsersService } from './users.service.js';

export function usersRoutes(users: UsersService): Router {
  const router = Router();

  router.get('/users', async (req, res) => {
    res.json((await users.list(req.auth.user)).map(userAnswerOf));
  });

  router.put('/user/language', async (req, res) => {
    res.json(userAnswerOf(await users.setLanguage(req.auth.user, req.body)));
  });

  router.put('/users/:userId/role', async (req, res) => {
    res.json(userAnswerOf(await users.changeRole(req.auth.user, req.params.userId, req.body, req.auth.meta)));
  });

  router.post('/admin/users', async (req, res) => {
    res.status(201).json(userAnswerOf(await users.create(req.auth.user, req.body)));
  });

  return router;
}
