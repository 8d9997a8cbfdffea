// The MCP server (issue 30): sessions of the Streamable HTTP transport, each an McpServer of the official
// SDK with the tools of mcp.tools.ts and each thesis as a resource, acting as the person behind the API
// token that opened it. A session holds memory (its server, its open streams), so there are at most
// MCP_MAX_SESSIONS, at most SESSIONS_PER_TOKEN per token (the least recently used goes first), and one
// unused for MCP_SESSION_IDLE_MINUTES is closed. The token is checked on every request (mcp.routes.ts),
// and before a notification goes out on a session's open stream, so a revoked token stops at once.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Actor } from '../../shared/access/actor.js';
import { ServiceError } from '../../shared/errors/service-error.js';
import type { Logger } from '../../shared/logger.js';
import type { PubSub } from '../../shared/pubsub/index.js';
import type { RateLimitStore } from '../../shared/rate-limit/rate-limit.js';
import type { ThesisListChange } from '../../shared/events.js';
import type { ApiTokenAuth, TokensService } from '../tokens/index.js';
import {
  MCP_TOOLS,
  citationsUri,
  listTheses,
  thesisUri,
  type McpToolDefinition,
  type McpToolPorts,
} from './mcp.tools.js';

const MCP_SERVER_INFO = { name: 'thesis-studio', title: 'Thesis Studio', version: '1.0.0' } as const;

const INSTRUCTIONS =
  'Thesis Studio researches theses: cited articles written from a person’s sources and the web. ' +
  'Start with list_theses to find a thesis id; get_thesis reads it, search_sources and ask_thesis ' +
  'answer from its sources, research_status follows a research run. Tools that change something ' +
  '(create_thesis, start_research, add_source_url) need a token with the write scope.';

/** Sessions one token may hold; opening another closes its least recently used. */
const SESSIONS_PER_TOKEN = 16;

/** Other gateways' sessions hear of thesis changes on this topic (Redis pub/sub with REDIS_URL). */
const THESIS_LIST_TOPIC = 'mcp.thesis-list';

/** The MCP resource "not found" error code (the specification's -32002). */
const RESOURCE_NOT_FOUND = -32002;

interface McpSettings {
  maxSessions: number;
  idleMs: number;
  /** The address clients connect to (PUBLIC_ORIGIN + /mcp), for the API page. */
  endpoint: string;
}

export interface McpServiceDeps {
  ports: McpToolPorts;
  tokens: Pick<TokensService, 'resolveBearer' | 'isActive'>;
  /** The request budgets /mcp shares with /api and /graphql. */
  rateLimits: RateLimitStore;
  pubsub: PubSub;
  logger: Logger;
  settings: McpSettings;
}

/** Who a request to /mcp acts as: its token's person and token (mcp.routes.ts resolves them). */
export interface McpCaller {
  actor: Actor;
  token: ApiTokenAuth;
  /** SHA-256 of the secret: a session answers only requests made with the token that opened it. */
  tokenHash: string;
}

interface McpSession {
  id: string;
  transport: StreamableHTTPServerTransport;
  server: McpServer;
  caller: McpCaller;
  lastSeen: number;
}

/** Why a request was not passed to a session: the status and the JSON-RPC error to answer with. */
export type McpRefusal = { status: number; message: string; retryAfterSeconds?: number };

export const jsonRpcError = (message: string, code = -32000) => ({
  jsonrpc: '2.0' as const,
  error: { code, message },
  id: null,
});

const isInitialize = (body: unknown): boolean => {
  const messages = Array.isArray(body) ? body : [body];
  return messages.some(
    (message) =>
      typeof message === 'object' &&
      message !== null &&
      (message as { method?: unknown }).method === 'initialize',
  );
};

/** The tools as the API page and README list them: the server's own definitions, as JSON Schema. */
export function toolCatalogue() {
  return MCP_TOOLS.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    scope: tool.scope,
    inputSchema: z.toJSONSchema(tool.input, { io: 'input' }) as Record<string, unknown>,
  }));
}

/** What each API token scope may do over MCP. */
export const SCOPE_DESCRIPTIONS = {
  read:
    'Reads: lists and reads theses, searches their sources, asks questions and follows research. ' +
    'Changes nothing; a tool that would is refused with an error naming the scope.',
  write: `Everything read does, and the tools that change something: ${MCP_TOOLS.filter(
    (tool) => tool.scope === 'write',
  )
    .map((tool) => tool.name)
    .join(', ')}.`,
} as const;

export class McpService {
  private readonly sessions = new Map<string, McpSession>();
  private sweeper: NodeJS.Timeout | undefined;
  private subscription: AsyncIterableIterator<ThesisListChange> | undefined;

  constructor(readonly deps: McpServiceDeps) {}

  /**
   * A thesis was created, renamed, researched or deleted ('thesis.list-changed'): every gateway's
   * sessions of its owner (and of admins, who list every thesis) are told their resource list changed.
   */
  async thesisListChanged(change: ThesisListChange): Promise<void> {
    await this.deps.pubsub.publish(THESIS_LIST_TOPIC, change);
  }

  /** The endpoint, the scopes and the tools (GraphQL `mcpServer`, the API tokens screen). */
  catalogue() {
    return (this.catalogued ??= {
      endpoint: this.deps.settings.endpoint,
      scopes: SCOPE_DESCRIPTIONS,
      tools: toolCatalogue(),
    });
  }

  private catalogued:
    | { endpoint: string; scopes: typeof SCOPE_DESCRIPTIONS; tools: ReturnType<typeof toolCatalogue> }
    | undefined;

  get sessionCount(): number {
    return this.sessions.size;
  }

  /** Listens for thesis list changes and closes idle sessions every minute (or sooner, for short idles). */
  async start(): Promise<void> {
    const subscription = this.deps.pubsub.subscribe<ThesisListChange>(THESIS_LIST_TOPIC);
    this.subscription = subscription;
    void (async () => {
      for await (const change of subscription) await this.notifyListChanged(change);
    })().catch((error: unknown) => this.deps.logger.error({ err: error }, 'mcp: list notifications stopped'));
    // Not a job (shared/jobs.ts): the sessions live in this process's memory, which only it can sweep.
    this.sweeper = setInterval(() => void this.sweep(), Math.min(60_000, this.deps.settings.idleMs / 2));
    this.sweeper.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    await this.subscription?.return?.();
    await Promise.all([...this.sessions.values()].map((session) => this.close(session)));
  }

  /**
   * Passes a request to its session (or opens one for an `initialize`), or says why not: 404 for a
   * session that is not there (or belongs to another token), 400 for a request with no session that is
   * not an initialize, 503 when the gateway holds as many sessions as it may.
   */
  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    body: unknown,
    caller: McpCaller,
  ): Promise<McpRefusal | null> {
    const sessionId = req.headers['mcp-session-id'];
    if (typeof sessionId === 'string') {
      const session = this.sessions.get(sessionId);
      if (!session || session.caller.tokenHash !== caller.tokenHash)
        return {
          status: 404,
          message: 'Session not found: it ended or expired. Start a new one (initialize).',
        };
      session.caller = caller;
      session.lastSeen = Date.now();
      await session.transport.handleRequest(req, res, body);
      return null;
    }
    if (Array.isArray(body) && isInitialize(body))
      return { status: 400, message: 'initialize must be sent alone, not in a batch.' };
    if (req.method !== 'POST' || !isInitialize(body))
      return {
        status: 400,
        message: 'No session: send initialize first, then the Mcp-Session-Id header it answers with.',
      };
    if (this.sessions.size >= this.deps.settings.maxSessions) {
      await this.sweep();
      if (this.sessions.size >= this.deps.settings.maxSessions)
        return {
          status: 503,
          message: 'The server holds as many MCP sessions as it may. Try again in a minute.',
          retryAfterSeconds: 60,
        };
    }
    const own = [...this.sessions.values()]
      .filter((session) => session.caller.token.id === caller.token.id)
      .sort((a, b) => a.lastSeen - b.lastSeen);
    for (const session of own.slice(0, Math.max(0, own.length - SESSIONS_PER_TOKEN + 1)))
      await this.close(session);
    const session = this.open(caller);
    await session.transport.handleRequest(req, res, body);
    return null;
  }

  /** Closes the session `sessionId` if the token with this hash opened it (its token was refused). */
  async closeIfOwnedBy(sessionId: string | undefined, tokenHash: string): Promise<void> {
    const session = sessionId === undefined ? undefined : this.sessions.get(sessionId);
    if (session && session.caller.tokenHash === tokenHash) await this.close(session);
  }

  /** Closes sessions unused for longer than the idle time. */
  async sweep(now = Date.now()): Promise<number> {
    const idle = [...this.sessions.values()].filter(
      (session) => now - session.lastSeen > this.deps.settings.idleMs,
    );
    await Promise.all(idle.map((session) => this.close(session)));
    return idle.length;
  }

  private open(caller: McpCaller): McpSession {
    const server = new McpServer(MCP_SERVER_INFO, {
      instructions: INSTRUCTIONS,
      capabilities: { resources: { listChanged: true }, tools: { listChanged: false } },
    });
    const session: McpSession = {
      id: '',
      server,
      caller,
      lastSeen: Date.now(),
      transport: new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => {
          session.id = id;
          this.sessions.set(id, session);
          this.deps.logger.info(
            { mcp: { session: id }, actorId: caller.actor.id, tokenId: caller.token.id },
            'mcp session opened',
          );
        },
      }),
    };
    session.transport.onclose = () => {
      if (session.id && this.sessions.get(session.id) === session) {
        this.sessions.delete(session.id);
        this.deps.logger.info({ mcp: { session: session.id } }, 'mcp session closed');
      }
    };
    for (const tool of MCP_TOOLS) this.registerTool(session, tool);
    this.registerResources(session);
    void server.connect(session.transport);
    return session;
  }

  private async close(session: McpSession): Promise<void> {
    if (this.sessions.get(session.id) === session) this.sessions.delete(session.id);
    await session.server.close().catch((error: unknown) => {
      this.deps.logger.warn(
        { err: error, mcp: { session: session.id } },
        'mcp session did not close cleanly',
      );
    });
  }

  private registerTool(session: McpSession, tool: McpToolDefinition): void {
    session.server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        outputSchema: tool.output,
        annotations: {
          title: tool.title,
          readOnlyHint: tool.scope === 'read',
          destructiveHint: false,
          openWorldHint: tool.name === 'add_source_url',
        },
      },
      (input: unknown, extra: { signal: AbortSignal }) => this.callTool(session, tool, input, extra.signal),
    );
  }

  /** One tool call: the scope, the tool through the services, and a line in the log like a REST call's. */
  private async callTool(
    session: McpSession,
    tool: McpToolDefinition,
    input: unknown,
    signal: AbortSignal,
  ): Promise<CallToolResult> {
    const started = performance.now();
    const { actor, token } = session.caller;
    const audit = (outcome: string) =>
      this.deps.logger.info(
        {
          mcp: { session: session.id, tool: tool.name },
          actorId: actor.id,
          tokenId: token.id,
          scope: token.scope,
          thesisId: tool.thesisOf?.(input as never),
          outcome,
          ms: Math.round(performance.now() - started),
        },
        'mcp tool call',
      );
    const refuse = (message: string): CallToolResult => ({
      content: [{ type: 'text', text: message }],
      isError: true,
    });
    if (tool.scope === 'write' && token.scope !== 'write') {
      audit('FORBIDDEN');
      return refuse(
        `${tool.name} changes data, so it needs an API token with the write scope; this token has the ` +
          'read scope and can only read. Create a token with the write scope on the API tokens screen.',
      );
    }
    try {
      const output = tool.output.parse(
        await tool.run({ actor, ports: this.deps.ports, signal }, input as never),
      );
      audit('ok');
      return { content: [{ type: 'text', text: JSON.stringify(output) }], structuredContent: output };
    } catch (error) {
      if (error instanceof ServiceError) {
        audit(error.code);
        const fields = Object.entries(error.fieldErrors ?? {}).map(
          ([field, problems]) => `${field}: ${problems.join(' ')}`,
        );
        return refuse([error.message, ...fields].join('\n'));
      }
      audit('error');
      this.deps.logger.error(
        { err: error, mcp: { session: session.id, tool: tool.name } },
        'mcp tool failed',
      );
      return refuse('Something went wrong on our side. Please try again in a moment.');
    }
  }

  private registerResources(session: McpSession): void {
    const { ports } = this.deps;
    const read = async <T>(what: string, uri: URL, work: (actor: Actor) => Promise<T>): Promise<T> => {
      const started = performance.now();
      const { actor, token } = session.caller;
      const audit = (outcome: string) =>
        this.deps.logger.info(
          {
            mcp: { session: session.id, resource: what, uri: uri.href },
            actorId: actor.id,
            tokenId: token.id,
            outcome,
            ms: Math.round(performance.now() - started),
          },
          'mcp resource read',
        );
      try {
        const result = await work(actor);
        audit('ok');
        return result;
      } catch (error) {
        if (error instanceof ServiceError) {
          audit(error.code);
          throw new McpError(
            error.code === 'NOT_FOUND' ? RESOURCE_NOT_FOUND : ErrorCode.InvalidParams,
            error.message,
          );
        }
        audit('error');
        this.deps.logger.error(
          { err: error, mcp: { session: session.id, resource: what } },
          'mcp resource failed',
        );
        throw new McpError(ErrorCode.InternalError, 'Something went wrong on our side. Please try again.');
      }
    };
    const idOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

    session.server.registerResource(
      'thesis',
      new ResourceTemplate('thesis://{id}', {
        list: async () => {
          const { theses } = await read('thesis list', new URL('thesis://'), (actor) =>
            listTheses.run({ actor, ports, signal: AbortSignal.timeout(30_000) }, { limit: 200 }),
          );
          return {
            resources: theses.map((thesis) => ({
              uri: thesis.uri,
              name: thesis.title,
              title: thesis.title,
              description: `${thesis.status} thesis in ${thesis.projectName}, updated ${thesis.updatedAt}`,
              mimeType: 'text/markdown',
            })),
          };
        },
      }),
      {
        title: 'Thesis',
        description: 'A thesis’s article as Markdown (citation markers [n]; see its citations resource).',
        mimeType: 'text/markdown',
      },
      async (uri, variables) => {
        const thesis = await read('thesis', uri, (actor) => ports.theses.get(actor, idOf(variables.id)));
        return {
          contents: [{ uri: thesisUri(thesis.id), mimeType: 'text/markdown', text: thesis.content }],
        };
      },
    );

    session.server.registerResource(
      'thesis-citations',
      new ResourceTemplate('thesis://{id}/citations', { list: undefined }),
      {
        title: 'Thesis citations',
        description:
          'The citations of a thesis’s article as JSON: by marker number, each with its source, the ' +
          'quoted passage and its check (quote found, how far the passage supports the sentence).',
        mimeType: 'application/json',
      },
      async (uri, variables) => {
        const id = idOf(variables.id);
        const citations = await read('citations', uri, (actor) => ports.citations.list(actor, id));
        return {
          contents: [
            { uri: citationsUri(id), mimeType: 'application/json', text: JSON.stringify(citations) },
          ],
        };
      },
    );
  }

  /** Tells the sessions that may list the changed thesis, after checking their token still works. */
  private async notifyListChanged(change: ThesisListChange): Promise<void> {
    const active = new Map<string, Promise<boolean>>();
    for (const session of [...this.sessions.values()]) {
      const { actor, token } = session.caller;
      if (change.ownerId !== null && change.ownerId !== actor.id && actor.role !== 'admin') continue;
      let check = active.get(token.id);
      if (!check) {
        check = this.deps.tokens.isActive(token.id);
        active.set(token.id, check);
      }
      if (!(await check)) {
        await this.close(session);
        continue;
      }
      session.server.sendResourceListChanged();
    }
  }
}
