// The MCP domain (issue 30): an MCP server at /mcp for AI agents, over the same services as REST and
// GraphQL with the same API tokens and access rules (mcp.tools.ts), and GraphQL `mcpServer` for the API
// page. Its wiring is explicit: the ports below are the only methods of other domains it calls. /mcp is
// not REST (JSON-RPC), so the module declares no REST contract.
import { defineModule } from '../../shared/module.js';
import { MCP_PATH, mcpRoutes } from './mcp.routes.js';
import { McpService } from './mcp.service.js';
import type { McpToolPorts } from './mcp.tools.js';
import type { TokensService } from '../tokens/index.js';
import { mcpResolvers } from './resolvers.js';

/** What the MCP server needs of other domains: the tools' ports, and the token check. */
export interface McpPorts extends McpToolPorts {
  tokens: Pick<TokensService, 'resolveBearer' | 'isActive'>;
}

export const mcpModule = defineModule(import.meta.url, {
  name: 'mcp',
  resolvers: mcpResolvers,
  createService: ({ env, logger, pubsub, rateLimits }, { tokens, ...ports }: McpPorts) =>
    new McpService({
      ports,
      tokens,
      rateLimits,
      pubsub,
      logger,
      settings: {
        maxSessions: env.MCP_MAX_SESSIONS,
        idleMs: env.MCP_SESSION_IDLE_MINUTES * 60_000,
        endpoint: `${env.PUBLIC_ORIGIN}${MCP_PATH}`,
      },
    }),
  start: (mcp) => mcp.start(),
  stop: (mcp) => mcp.stop(),
  routes: (mcp, { env }) => mcpRoutes(mcp, env),
  mountAtRoot: true,
});
