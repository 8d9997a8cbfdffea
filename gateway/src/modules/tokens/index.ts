// The tokens domain (issue 19 part 1): personal API tokens, and how a request made with one is
// authenticated (bearer.ts: REST, GraphQL over HTTP and graphql-ws).
import { defineModule } from '../../shared/module.js';
import type { UsersService } from '../users/index.js';
import { tokensResolvers } from './resolvers.js';
import { tokensApi } from './tokens.api.js';
import { tokensRoutes } from './tokens.routes.js';
import { TokensService, type AuditPort } from './tokens.service.js';

export { BEARER_MESSAGES, hashToken, type ApiTokenAuth, type TokensService } from './tokens.service.js';
export {
  READ_ONLY_MESSAGE,
  TOKEN_IN_URL_MESSAGE,
  bearerMiddleware,
  bearerOf,
  bearerRequestAuth,
  readOnlyWebSocketError,
  readScopePlugin,
  webSocketBearer,
} from './bearer.js';

export { tokensPersonalData } from './tokens.personal-data.js';

export const tokensModule = defineModule(import.meta.url, {
  name: 'tokens',
  resolvers: tokensResolvers,
  createService: (
    { logger },
    ports: {
      users: UsersService;
      /** The account domain's audit trail (composed after this one: reached when a token is revoked). */
      audit: () => AuditPort | undefined;
    },
  ) => new TokensService(ports.users, logger, ports.audit),
  routes: (tokens) => tokensRoutes(tokens),
  api: tokensApi,
});
