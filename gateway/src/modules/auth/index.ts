// The auth domain: sign-in, registration, sign-out, password reset, and the session cookie.
import { defineModule } from '../../shared/module.js';
import { authApi } from './auth.api.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { authResolvers } from './resolvers.js';
import type { UsersService } from '../users/index.js';

export { readSessionToken, sessionMiddleware, webSocketAuth, type RequestAuth } from './http-session.js';

export { authPersonalData } from './auth.personal-data.js';

export const authModule = defineModule(import.meta.url, {
  name: 'auth',
  resolvers: authResolvers,
  createService: ({ sessions, rateLimits, mailer, logger, events }, { users }: { users: UsersService }) =>
    new AuthService(users, sessions, rateLimits, mailer, logger, events),
  routes: (auth) => authRoutes(auth),
  api: authApi,
});
