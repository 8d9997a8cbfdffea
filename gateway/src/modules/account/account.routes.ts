// REST adapter of the account domain (issue 21), thin over AccountService.
import { pipeline } from 'node:stream/promises';
import { Router, type Request } from 'express';
import { userAnswerOf } from '../users/index.js';
import type { AccountRequest, AccountService } from './account.service.js';
import { translatedMessage } from '../../shared/errors/rest.js';

const requestOf = (req: Request): AccountRequest => ({
  user: req.auth.user,
  token: req.auth.token,
  meta: req.auth.meta,
});

/** The query string's single values (a repeated parameter stays a list, which validation refuses). */
const queryOf = (req: Request, names: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(
    names.filter((name) => req.query[name] !== undefined).map((name) => [name, req.query[name]]),
  );

export function accountRoutes(account: AccountService): Router {
  const router = Router();

  /** Delete my account: { password } → 200 { message }; the session cookie is cleared. */
  router.delete('/user', async (req, res) => {
    const answer = await account.deleteMyAccount(requestOf(req), req.body);
    req.auth.endSession();
    res.json(translatedMessage(req, answer));
  });

  /** Export my data: a ZIP, streamed (429 with Retry-After past the hourly limit). */
  router.get('/user/export', async (req, res) => {
    const { stream, fileName } = await account.exportData(req.auth.user);
    res.status(200);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    try {
      await pipeline(stream, res);
    } catch (error) {
      // Headers are gone: the download is cut short (the client sees a broken ZIP), and it is logged.
      account.logger.error({ err: error, userId: req.auth.user?.id }, 'data export failed while streaming');
      res.destroy();
    }
  });

  router.get('/user/sessions', async (req, res) => {
    res.json(await account.listSessions(requestOf(req)));
  });

  /** Sign out everywhere else: 200 { ended }. */
  router.delete('/user/sessions', async (req, res) => {
    res.json({ ended: await account.endOtherSessions(requestOf(req)) });
  });

  /** Sign one session out: 200 { message }; ending this request's own clears the cookie. */
  router.delete('/user/sessions/:id', async (req, res) => {
    const { current } = await account.endSession(requestOf(req), req.params.id);
    if (current) req.auth.endSession();
    res.json(translatedMessage(req, { message: current ? 'Signed out' : 'Session ended' }));
  });

  router.get('/user/audit', async (req, res) => {
    res.json(await account.myAudit(req.auth.user, queryOf(req, ['limit', 'cursor'])));
  });

  router.get('/admin/audit', async (req, res) => {
    res.json(
      await account.auditLog(
        req.auth.user,
        queryOf(req, ['action', 'actor', 'subject', 'from', 'to']),
        queryOf(req, ['limit', 'cursor']),
      ),
    );
  });

  router.delete('/admin/users/:id', async (req, res) => {
    res.json(userAnswerOf(await account.deleteUser(requestOf(req), req.params.id)));
  });

  return router;
}
