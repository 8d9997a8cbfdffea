// REST adapter for project members and invitations (issue 29), thin over MembersService.
import { Router } from 'express';
import type { MembersService } from './members.service.js';

export function membersRoutes(members: MembersService): Router {
  const router = Router();

  router.get('/projects/:id/members', async (req, res) => {
    res.json(await members.list(req.auth.user, req.params.id));
  });

  router.post('/projects/:id/members', async (req, res) => {
    res.status(201).json(await members.invite(req.auth.user, req.params.id, req.body, req.auth.meta.origin));
  });

  router.patch('/projects/:id/members/:userId', async (req, res) => {
    res.json(await members.changeRole(req.auth.user, req.params.id, req.params.userId, req.body));
  });

  router.delete('/projects/:id/members/:userId', async (req, res) => {
    res.json(await members.remove(req.auth.user, req.params.id, req.params.userId));
  });

  router.get('/projects/:id/invitations', async (req, res) => {
    res.json(await members.pendingInvitations(req.auth.user, req.params.id));
  });

  router.delete('/projects/:id/invitations/:invitationId', async (req, res) => {
    res.json(await members.revokeInvitation(req.auth.user, req.params.id, req.params.invitationId));
  });

  router.post('/projects/:id/invitations/:invitationId/resend', async (req, res) => {
    res.json(
      await members.resendInvitation(
        req.auth.user,
        req.params.id,
        req.params.invitationId,
        req.auth.meta.origin,
      ),
    );
  });

  router.get('/invitations/:token', async (req, res) => {
    res.json(await members.preview(req.auth.user, req.params.token));
  });

  router.post('/invitations/:token/accept', async (req, res) => {
    res.json(await members.accept(req.auth.user, req.params.token));
  });

  return router;
}
