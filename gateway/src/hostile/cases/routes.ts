// Every REST route of the gateway, read from the modules' own routers (so a new domain's routes are
// in the suite as soon as its module is listed), and what a hostile case needs to know about each.
import type { Env } from '../../env.js';
import { MODULES } from '../../modules/index.js';
import type { Services } from '../../shared/services.js';

export interface RestRoute {
  method: string;
  /** Express path, e.g. /api/projects/:idOrSlug or /api/shared/*shareUrl/messages */
  path: string;
  /** "PATCH /api/projects/:idOrSlug" */
  key: string;
  params: string[];
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Module routes that are not REST: the MCP server speaks JSON-RPC and takes only API tokens, never the
 * session cookie these cases send (its hostile requests are in modules/mcp/mcp.http.test.ts).
 */
const NOT_REST = /^\/mcp$/;

export function restRoutes(services: Services, env: Env): RestRoute[] {
  const routes: RestRoute[] = [];
  for (const module of MODULES) {
    if (!module.routes) continue;
    const router = module.routes(services[module.name], { env });
    const prefix = module.mountAtRoot ? '' : '/api';
    for (const layer of router.stack) {
      if (!layer.route) continue;
      const path = prefix + layer.route.path;
      if (NOT_REST.test(path)) continue;
      const methods = new Set(layer.route.stack.map((handler) => handler.method.toUpperCase()));
      for (const method of methods) {
        routes.push({
          method,
          path,
          key: `${method} ${path}`,
          params: [...path.matchAll(/[:*](\w+)/g)].map((match) => match[1] ?? ''),
        });
      }
    }
  }
  return routes;
}

/** DELETE routes that read a body (the others read none). */
const DELETES_WITH_BODY = new Set(['DELETE /api/user']);

export const takesBody = (route: RestRoute): boolean =>
  BODY_METHODS.has(route.method) || DELETES_WITH_BODY.has(route.key);

/** Ids of things that exist, for routes whose body is only read once the thing is found. */
export interface Fixtures {
  projectId: string;
  thesisId: string;
  /** The live share link of the thesis. */
  shareUrl: string;
  ideaId: string;
  /** A plain user (not the admin sending the cases). */
  userId: string;
  userEmail: string;
}

/** A well-formed id that names nothing. */
export const MISSING_ID = '0123456789abcdef01234567';

/** The value for a path parameter when the case is about the body: the fixture the route is about. */
export function existingParam(route: RestRoute, fixtures: Fixtures): string {
  const area = route.path.split('/')[2];
  switch (area) {
    case 'projects':
      return fixtures.projectId;
    case 'theses':
      return fixtures.thesisId;
    case 'shared':
      return fixtures.shareUrl;
    case 'ideas':
      return fixtures.ideaId;
    case 'users':
    case 'admin':
      return fixtures.userId;
    default:
      return MISSING_ID;
  }
}

export function pathWith(route: RestRoute, value: (param: string) => string): string {
  return route.path.replace(/[:*](\w+)/g, (_match, param: string) => value(param));
}

/**
 * A valid body for every route that reads one: the hostile cases each break one thing in it. A new
 * route that reads a body adds its entry here (the suite fails until it does).
 */
export const VALID_BODIES: Record<string, (fixtures: Fixtures) => Record<string, unknown>> = {
  'POST /api/login': (f) => ({ email: f.userEmail, password: 'not-the-password' }),
  'POST /api/register': () => ({ email: 'new@hostile.example', username: 'newcomer', password: 'password8' }),
  'POST /api/forgot-password': (f) => ({ email: f.userEmail }),
  'POST /api/reset-password': () => ({ token: 'a'.repeat(43), newPassword: 'password9' }),
  'POST /api/ideas': () => ({ name: 'Ada', email: 'ada@hostile.example', idea: 'Strategy engines.' }),
  'PATCH /api/ideas/:id': () => ({ handled: true }),
  'POST /api/projects': () => ({ name: 'Project', description: 'About it.' }),
  'PATCH /api/projects/:idOrSlug': () => ({ name: 'Renamed', description: 'Changed.' }),
  'POST /api/projects/:idOrSlug/theses': () => ({
    title: 'Thesis',
    idea: 'The idea.',
    context: 'The context.',
    intellectualChallenge: 'The question?',
  }),
  'PATCH /api/theses/:idOrSlug': () => ({
    title: 'Edited',
    content: 'Text.',
    intellectualChallenge: 'Why?',
    version: 1,
  }),
  'POST /api/theses/:idOrSlug/history/:revisionId/restore': () => ({ version: 1 }),
  'POST /api/theses/:idOrSlug/sources': () => ({ title: 'Harbour ledger', text: 'It records 212 barges.' }),
  'PUT /api/theses/:idOrSlug/research-plan': () => ({
    phases: [
      { id: 'framing', questions: ['Is route planning worth building?'], searchQueries: ['route planning'] },
    ],
    excludedSourceIds: [],
  }),
  'POST /api/theses/:idOrSlug/citations/check': () => ({ section: 'Introduction' }),
  'PUT /api/user/language': () => ({ language: 'USA' }),
  'PATCH /api/user': () => ({ username: 'renamed' }),
  // Wrong current passwords: the cases must not change the admin's credentials.
  'POST /api/user/password': () => ({ currentPassword: 'not-the-password', newPassword: 'password9' }),
  'POST /api/user/email': () => ({ newEmail: 'moved@hostile.example', currentPassword: 'not-the-password' }),
  'POST /api/user/email/confirm': () => ({ token: 'a'.repeat(43) }),
  'PUT /api/users/:userId/role': () => ({ role: 'user' }),
  'POST /api/admin/users': () => ({
    username: 'made',
    email: 'made@hostile.example',
    password: 'password8',
    role: 'user',
  }),
  'POST /api/ai/generate-thesis-content': () => ({
    step: 'intellectual-challenge',
    data: { originalThoughts: 'Strategy is choice.' },
  }),
  'POST /api/generate-summary': () => ({ content: 'Strategy is choice. Choice is trade-off.' }),
  'POST /api/text-to-speech': () => ({ text: 'Hello.', voice: 'alloy', speed: 1 }),
  'POST /api/theses/:idOrSlug/messages': () => ({ content: 'Why does this hold?', role: 'user' }),
  'POST /api/shared/*shareUrl/messages': () => ({ content: 'Why does this hold?', role: 'user' }),
  'POST /api/shared/*shareUrl/questions': () => ({
    question: 'Why does this hold?',
    senderName: 'Ada',
    senderEmail: 'ada@hostile.example',
  }),
  'POST /api/shared/*shareUrl/comments': () => ({ content: 'Well argued.' }),
  // Sent as the admin: a wrong password (a right one would still be refused: the last admin).
  'DELETE /api/user': () => ({ password: 'not-the-password' }),
  'POST /api/tokens': () => ({ name: 'Nightly export', scope: 'read', expiresInDays: 30 }),
  'POST /api/webhooks': () => ({ url: 'https://hooks.example.com/thesis', events: ['research.completed'] }),
  'POST /api/projects/:id/members': () => ({ email: 'colleague@hostile.example', role: 'editor' }),
  'PATCH /api/projects/:id/members/:userId': () => ({ role: 'viewer' }),
  'POST /api/theses/:idOrSlug/comments': () => ({ section: 'Findings', content: 'Which depots, @owner?' }),
  'PATCH /api/theses/:idOrSlug/comments/:commentId': () => ({ resolved: true }),
  'POST /api/saved-links': (f) => ({
    thesisId: f.thesisId,
    title: 'Target thesis',
    shareUrl: f.shareUrl,
    projectName: 'Target project',
  }),
};

/** Routes that get every transport-level case; the rest get the core ones (the parser is shared). */
export const FULL_TRANSPORT_ROUTES = new Set(['POST /api/login', 'POST /api/logout', 'POST /api/projects']);

/** Routes that read no body at all: only the transport-level cases (what the body parser refuses) apply. */
export const BODY_IGNORED = new Set([
  'POST /api/logout',
  'POST /api/theses/:idOrSlug/research',
  'PUT /api/questions/:id/read',
  'POST /api/theses/:idOrSlug/share',
  'POST /api/invitations/:token/accept',
  'POST /api/projects/:id/invitations/:invitationId/resend',
]);

/**
 * Routes whose cases are sent without a session: the public ones (as an attacker would send them),
 * and sign-out (sent as the admin, it would end the session the other cases use).
 */
export const ANONYMOUS_ROUTES = new Set([
  'POST /api/login',
  'POST /api/register',
  'POST /api/logout',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'POST /api/user/email/confirm',
  'POST /api/ideas',
  'POST /api/shared/*shareUrl/messages',
  'POST /api/shared/*shareUrl/questions',
]);
