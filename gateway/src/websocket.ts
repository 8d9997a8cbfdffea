// GraphQL over WebSocket (graphql-ws) on /graphql, with the protections a browser-facing socket needs:
// the site's origin rule before the upgrade, a frame size cap, caps on sockets per IP and per account
// and on subscriptions per socket (closed with 4429 and a reason), the document limits that HTTP
// applies, and subscriptions for signed-in users only.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { GatewayContext } from './context.js';
import type { Env } from './env.js';
import { webSocketAuth, type RequestAuth } from './modules/auth/index.js';
import { readOnlyWebSocketError, webSocketBearer } from './modules/tokens/index.js';
import { maskGraphQLErrors } from './shared/errors/graphql.js';
import { readerTranslator } from './shared/errors/reader-language.js';
import { documentSizeProblem, graphqlLimitRules } from './shared/graphql-limits.js';
import type { Logger } from './shared/logger.js';
import type { Services } from './shared/services.js';
import type { PubSub } from './shared/pubsub/index.js';
import { webSocketOriginRefusal } from './shared/web-security.js';

export const WS_LIMITS = {
  /** Largest frame a client may send; ws closes with 1009 beyond it. */
  maxPayloadBytes: 1024 * 1024,
  socketsPerIp: 20,
  socketsPerUser: 10,
  subscriptionsPerSocket: 20,
} as const;

/** Close code for every cap above (graphql-ws' own "too many" code); the reason says which. */
export const CLOSE_TOO_MANY = 4429;

/** graphql-ws' close code for a message that breaks the protocol. */
const CLOSE_BAD_REQUEST = 4400;

const SERVER_MESSAGE_TYPES = new Set(['connection_ack', 'next', 'error']);

function isServerMessage(data: RawData): boolean {
  try {
    const message: unknown = JSON.parse(String(data));
    return (
      typeof message === 'object' &&
      message !== null &&
      SERVER_MESSAGE_TYPES.has(String((message as { type?: unknown }).type))
    );
  } catch {
    return false;
  }
}

type SocketExtra = {
  socket: WebSocket;
  request: IncomingMessage;
};

interface ConnectionState {
  userId: string | null;
  subscriptions: Set<string>;
  /** Connected with a read-scoped API token: mutations are refused. */
  readOnly?: boolean;
}

const states = new WeakMap<WebSocket, ConnectionState>();

const requestError = (message: string, code = 'BAD_USER_INPUT') =>
  new GraphQLError(message, { extensions: { code } });

function refuseUpgrade(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export interface GraphQLWebSocketDeps {
  httpServer: Server;
  schema: GraphQLSchema;
  env: Env;
  logger: Logger;
  pubsub: PubSub;
  services: Services;
  requestIdOf(req: IncomingMessage): string;
}

export function attachGraphQLWebSocket(deps: GraphQLWebSocketDeps): { dispose(): Promise<void> } {
  const { httpServer, schema, env, logger, pubsub, services } = deps;
  const wsServer = new WebSocketServer({ noServer: true, maxPayload: WS_LIMITS.maxPayloadBytes });
  const limitRules = [...specifiedRules, ...graphqlLimitRules()];

  const forwardedFirst = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;
  const clientIp = (req: IncomingMessage) =>
    (env.TRUST_PROXY ? forwardedFirst(req.headers['x-forwarded-for']) : undefined) ??
    req.socket.remoteAddress ??
    'unknown';
  const isSecure = (req: IncomingMessage) =>
    Boolean((req.socket as { encrypted?: boolean }).encrypted) ||
    (env.TRUST_PROXY && forwardedFirst(req.headers['x-forwarded-proto']) === 'https');

  httpServer.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== '/graphql') {
      refuseUpgrade(socket, 404, 'Not Found', 'WebSocket connections are served on /graphql only.');
      return;
    }
    const refusal = webSocketOriginRefusal(env, req, isSecure(req));
    if (refusal) {
      refuseUpgrade(socket, 403, 'Forbidden', refusal);
      return;
    }
    wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit('connection', ws, req));
  });

  const socketsPerIp = new Map<string, number>();
  const socketsPerUser = new Map<string, number>();
  const release = (counts: Map<string, number>, key: string) => {
    const left = (counts.get(key) ?? 1) - 1;
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  };

  // Registered before graphql-ws' own listener, so a socket over the cap is closed before it is served.
  wsServer.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    states.set(ws, { userId: null, subscriptions: new Set() });
    const ip = clientIp(req);
    const count = (socketsPerIp.get(ip) ?? 0) + 1;
    socketsPerIp.set(ip, count);
    ws.once('close', () => release(socketsPerIp, ip));
    if (count > WS_LIMITS.socketsPerIp)
      ws.close(CLOSE_TOO_MANY, 'Too many open connections from this address');
  });

  /**
   * Who a connection or operation acts as: the API token of connection_init's payload when it carries
   * one (cookies are then not read; a token no longer valid acts as nobody), else the upgrade's cookie.
   */
  const auth = async (
    req: IncomingMessage,
    connectionParams: Readonly<Record<string, unknown>> | undefined,
  ): Promise<{ auth: RequestAuth; refused?: string }> => {
    const meta = {
      ip: clientIp(req),
      origin: env.PUBLIC_ORIGIN,
      acceptLanguage: req.headers['accept-language'],
    };
    const bearer = await webSocketBearer(services.tokens, connectionParams, meta);
    if (bearer.kind === 'token') return { auth: bearer.auth };
    const cookie = await webSocketAuth(services.auth, bearer.kind === 'none' ? req.headers : {}, meta);
    return bearer.kind === 'refused' ? { auth: cookie, refused: bearer.message } : { auth: cookie };
  };

  const cleanup = useServer<Record<string, unknown> | undefined, SocketExtra>(
    {
      schema,
      // Production-style error messages regardless of NODE_ENV.
      isProd: true,
      onConnect: async ({ extra, connectionParams }) => {
        const state = states.get(extra.socket);
        const { auth: connected, refused } = await auth(extra.request, connectionParams);
        // An API token that is not valid: graphql-ws closes with 4403 Forbidden.
        if (refused) return false;
        const user = connected.user;
        if (!state || !user) return true;
        state.readOnly = connected.apiToken?.scope === 'read';
        state.userId = user.id;
        const count = (socketsPerUser.get(user.id) ?? 0) + 1;
        socketsPerUser.set(user.id, count);
        extra.socket.once('close', () => release(socketsPerUser, user.id));
        if (count > WS_LIMITS.socketsPerUser) {
          extra.socket.close(CLOSE_TOO_MANY, 'Too many open connections for this account');
          return false;
        }
        return true;
      },
      onSubscribe: (ctx, id, payload): ExecutionArgs | readonly GraphQLError[] => {
        const state = states.get(ctx.extra.socket);
        const problem = documentSizeProblem(payload.query);
        if (problem) return [requestError(problem)];
        let document;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [
            error instanceof GraphQLError ? error : requestError('The GraphQL document could not be parsed.'),
          ];
        }
        const errors = validate(schema, document, limitRules);
        if (errors.length > 0) return errors;
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return [requestError('Name the operation to run (operationName).')];
        if (operation.operation === 'mutation' && state?.readOnly) return [readOnlyWebSocketError()];
        if (operation.operation === 'subscription') {
          if (!state?.userId) return [requestError('Sign in to follow live updates.', 'UNAUTHENTICATED')];
          state.subscriptions.add(id);
          if (state.subscriptions.size > WS_LIMITS.subscriptionsPerSocket) {
            ctx.extra.socket.close(CLOSE_TOO_MANY, 'Too many subscriptions on one connection');
            return [requestError('Too many subscriptions on one connection.', 'TOO_MANY_REQUESTS')];
          }
        }
        return {
          schema,
          document,
          operationName: payload.operationName ?? null,
          variableValues: payload.variables ?? null,
        };
      },
      onComplete: (ctx, id) => {
        states.get(ctx.extra.socket)?.subscriptions.delete(id);
      },
      context: async (ctx) => {
        const request = ctx.extra.request;
        const requestId = deps.requestIdOf(request);
        return {
          requestId,
          logger: logger.child({ reqId: requestId, transport: 'ws' }),
          pubsub,
          services,
          auth: (await auth(request, ctx.connectionParams)).auth,
        } satisfies GatewayContext;
      },
      // Errors in the reader's language: the upgrade request's Accept-Language (a browser sends its own).
      onNext: (ctx, _id, _payload, _args, result) => {
        if (!result.errors?.length) return undefined;
        return {
          ...result,
          errors: maskGraphQLErrors(
            result.errors,
            logger,
            readerTranslator(ctx.extra.request.headers['accept-language']),
          ),
        };
      },
      onError: (ctx, _id, _payload, errors) =>
        maskGraphQLErrors(errors, logger, readerTranslator(ctx.extra.request.headers['accept-language'])),
    },
    wsServer,
  );

  // ws reports a client's protocol violations (oversized or malformed frames) as socket errors after
  // closing the socket itself (1009, 1002); graphql-ws would print each as an internal error.
  wsServer.on('connection', (ws: WebSocket) => {
    ws.removeAllListeners('error');
    ws.on('error', (error) =>
      logger.debug({ reason: error.message }, 'websocket closed on a protocol violation'),
    );
    // graphql-ws takes a well-formed server-to-client message (next, error, connection_ack) sent by a
    // client for an internal error (close 4500, printed to stderr): close with 4400 like any bad message.
    const serve = ws.listeners('message') as Array<(data: RawData, isBinary: boolean) => void>;
    ws.removeAllListeners('message');
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (isServerMessage(data)) ws.close(CLOSE_BAD_REQUEST, 'Invalid message received');
      else for (const listener of serve) listener(data, isBinary);
    });
  });

  return {
    async dispose() {
      await cleanup.dispose();
    },
  };
}
