// Builds the gateway: one express app and HTTP server carrying Apollo (/graphql over HTTP), graphql-ws
// (/graphql over WebSocket), REST (/api), /healthz and the static front end.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express from 'express';
import { GraphQLError } from 'graphql';
import { pinoHttp } from 'pino-http';
import type { Env } from './env.js';
import type { GatewayContext } from './context.js';
import { sessionMiddleware } from './modules/auth/index.js';
import { MODULES } from './modules/index.js';
import { bearerMiddleware, bearerOf, readScopePlugin } from './modules/tokens/index.js';
import { buildApiDocument } from './openapi/index.js';
import { graphqlLimitRules, documentSizeProblem } from './shared/graphql-limits.js';
import { requestBudget } from './shared/rate-limit/request-budget.js';
import { requestIdOf } from './shared/request-id.js';
import type { RateLimitStore } from './shared/rate-limit/rate-limit.js';
import { graphqlCsrfGuard, noStore, sameOriginGuard, securityHeaders } from './shared/web-security.js';
import { docsRoutes } from './shared/openapi/docs.js';
import type { OpenApiDocument } from './shared/openapi/document.js';
import { attachGraphQLWebSocket } from './websocket.js';
import { buildSchema } from './schema.js';
import {
  formatGraphQLError,
  logInternalGraphQLError,
  translatedGraphQLErrors,
} from './shared/errors/graphql.js';
import { readerTranslator } from './shared/errors/reader-language.js';
import { jsonBody } from './shared/body-limit.js';
import type { ServiceError } from './shared/errors/service-error.js';
import { jsonErrorHandler, jsonNotFound } from './shared/errors/rest.js';
import type { Logger } from './shared/logger.js';
import type { Services } from './shared/services.js';
import type { PubSub } from './shared/pubsub/index.js';
import { isStaticResponse, staticRoutes } from './static.js';
import { appPageRoutes } from './app-pages.js';

export interface GatewayDeps {
  env: Env;
  logger: Logger;
  pubsub: PubSub;
  services: Services;
  /** Counters for the overall request budget of /api and /graphql (per IP and per user). */
  requestBudgets: RateLimitStore;
}

export interface Gateway {
  app: express.Express;
  httpServer: Server;
  /** Starts listening; resolves with the bound address (port 0 → a free port). */
  listen(port: number, host: string): Promise<AddressInfo>;
  /** Stops accepting, drains HTTP requests and closes WebSockets with 1001. Idempotent. */
  close(): Promise<void>;
}

/** JSON answers at least this large are compressed on the fly (static files are precompressed). */
const COMPRESS_THRESHOLD = 1024;

/** Streamed answers (server-sent events, incremental multipart) go out uncompressed so each part flushes. */
const compressible: compression.CompressionFilter = (req, res) =>
  !/^(text\/event-stream|multipart\/)/i.test(String(res.getHeader('Content-Type') ?? '')) &&
  compression.filter(req, res);

/** Grace period for in-flight HTTP requests before their sockets are destroyed. */
const HTTP_DRAIN_MS = 5_000;

/**
 * Refuses (400) a GraphQL document over the size, token or nesting limits before anything parses it.
 * A JSON array (batched operations) is left to Apollo, which does not accept batches.
 */
const graphqlDocumentGuard: express.RequestHandler = (req, res, next) => {
  const params = (req.method === 'GET' ? req.query : req.body) as
    { query?: unknown; extensions?: unknown } | undefined;
  const query = params?.query;
  // Looked at, not serialised: a body's extensions may nest deeper than JSON.stringify can recurse.
  const extensions = params?.extensions;
  const persisted =
    typeof extensions === 'string'
      ? extensions.includes('persistedQuery')
      : typeof extensions === 'object' && extensions !== null && 'persistedQuery' in extensions;
  const problem = persisted
    ? 'Persisted queries are not supported: send the full query.'
    : typeof query === 'string'
      ? documentSizeProblem(query)
      : null;
  if (problem) {
    res.status(400).json({ errors: [{ message: problem, extensions: { code: 'BAD_USER_INPUT' } }] });
    return;
  }
  next();
};

/** The most a JSON body (REST or GraphQL) may be: 1 MB. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** A GraphQL body over the limit, answered as GraphQL-over-HTTP clients read failures. */
const graphqlRefusal = (res: express.Response, error: ServiceError): void => {
  res.status(413).json({
    errors: [{ message: error.message, extensions: { code: error.code, fieldErrors: error.fieldErrors } }],
  });
};

/** The product's own GraphQL errors in the reader's language (shared/errors/reader-language.ts). */
const readerLanguagePlugin: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ request, response, contextValue }) {
        if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
        response.body.singleResult.errors = translatedGraphQLErrors(
          response.body.singleResult.errors,
          readerTranslator(request.http?.headers.get('accept-language'), contextValue.auth?.user),
        );
      },
    };
  },
};

export async function createGateway(deps: GatewayDeps): Promise<Gateway> {
  const { env, logger, pubsub, services } = deps;
  const schema = buildSchema();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  // Answers a module can give from memory skip the express stack (see GatewayModule.fastPath).
  const fastPaths = MODULES.flatMap((module) =>
    module.fastPath ? [module.fastPath(services[module.name] as never, { env })] : [],
  );
  const httpServer = createServer((req, res) => {
    if (!fastPaths.some((answer) => answer(req, res))) app(req, res);
  });

  const webSocket = attachGraphQLWebSocket({
    httpServer,
    schema,
    env,
    logger,
    pubsub,
    services,
    requestIdOf,
  });

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    // CSRF: graphqlCsrfGuard below applies Apollo's rule to requests that carry cookies.
    csrfPrevention: false,
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false,
    formatError: formatGraphQLError,
    validationRules: graphqlLimitRules(),
    // Integrators use introspection; automatic persisted queries are not offered (no client uses them).
    introspection: true,
    persistedQueries: false,
    plugins: [
      env.NODE_ENV === 'development'
        ? ApolloServerPluginLandingPageLocalDefault({ footer: false })
        : ApolloServerPluginLandingPageDisabled(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await webSocket.dispose();
            },
          };
        },
      },
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: HTTP_DRAIN_MS }),
      readScopePlugin,
      readerLanguagePlugin,
      {
        async requestDidStart() {
          return {
            // A subscription sent over HTTP would run as a query and fail inside the resolver.
            async didResolveOperation({ operation }) {
              if (operation?.operation === 'subscription') {
                throw new GraphQLError(
                  'Subscriptions are served over WebSocket (graphql-transport-ws) on /graphql, not over HTTP.',
                  { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
                );
              }
            },
            async didEncounterErrors({ errors, contextValue }) {
              for (const error of errors) logInternalGraphQLError(contextValue.logger ?? logger, error);
            },
          };
        },
      } satisfies ApolloServerPlugin<GatewayContext>,
    ],
  });
  await apollo.start();

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdOf(req);
        res.setHeader('x-request-id', id);
        return id;
      },
      quietReqLogger: true,
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500
          ? 'error'
          : res.statusCode >= 400
            ? 'warn'
            : isStaticResponse(res)
              ? 'debug'
              : 'info',
    }),
  );
  app.use(['/api', '/graphql'], compression({ threshold: COMPRESS_THRESHOLD, filter: compressible }));

  app.use(securityHeaders(env));
  const moduleRoutes = (atRoot: boolean) =>
    MODULES.flatMap((module) =>
      module.routes && Boolean(module.mountAtRoot) === atRoot
        ? [module.routes(services[module.name], { env })]
        : [],
    );
  for (const router of moduleRoutes(true)) app.use(router);
  const budget = requestBudget(deps.requestBudgets, env);
  // A request with Authorization: Bearer is authenticated by its API token alone (modules/tokens/bearer.ts).
  const bearer = bearerMiddleware(services.tokens, deps.requestBudgets, env);
  app.use(
    ['/api', '/graphql'],
    noStore,
    budget.perIp,
    bearer.refuseTokenInUrl,
    bearer.unlessBearer(sameOriginGuard(env)),
    bearer.orSession(sessionMiddleware(services.auth, env)),
    budget.perUser,
    bearer.perToken,
    bearer.readScope,
  );

  const api = express.Router();
  api.use(jsonBody(JSON_BODY_LIMIT));
  let document: OpenApiDocument | undefined;
  api.use(docsRoutes(() => (document ??= buildApiDocument())));
  for (const router of moduleRoutes(false)) api.use(router);
  api.use(jsonNotFound);
  app.use('/api', api);

  app.use(
    '/graphql',
    graphqlCsrfGuard((req) => bearerOf(req.headers.authorization) !== null),
    jsonBody(JSON_BODY_LIMIT, graphqlRefusal),
    graphqlDocumentGuard,
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        requestId: String(req.id),
        logger: req.log,
        pubsub,
        services,
        auth: req.auth,
      }),
    }),
  );

  // A signed-in reader's app page, rendered with the answers to its first queries (issue 18).
  app.use(
    appPageRoutes({
      env,
      session: sessionMiddleware(services.auth, env),
      allows: budget.userAllows,
      execute: async ({ query, operationName, variables }, req) => {
        const response = await apollo.executeOperation(
          { query, operationName, variables },
          {
            contextValue: {
              requestId: String(req.id),
              logger: req.log,
              pubsub,
              services,
              auth: req.auth,
            },
          },
        );
        return response.body.kind === 'single'
          ? { ...response.body.singleResult }
          : { errors: [{ message: 'The page’s queries answer in one part.' }] };
      },
    }),
  );
  for (const module of MODULES)
    if (module.pages) app.use(module.pages(services[module.name] as never, { env }));
  app.use(staticRoutes(env));
  app.use(jsonNotFound);
  app.use(jsonErrorHandler);

  let closing: Promise<void> | undefined;
  return {
    app,
    httpServer,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        httpServer.once('error', onError);
        httpServer.listen(port, host, () => {
          httpServer.off('error', onError);
          resolve(httpServer.address() as AddressInfo);
        });
      });
    },
    close() {
      closing ??= (async () => {
        if (httpServer.listening) {
          httpServer.closeIdleConnections();
        }
        await apollo.stop();
      })();
      return closing;
    },
  };
}
