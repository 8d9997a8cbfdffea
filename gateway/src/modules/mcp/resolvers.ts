import type { Resolvers } from '../../gql/resolvers.js';

export const mcpResolvers: Resolvers = {
  Query: {
    mcpServer: (_parent, _args, { services }) => {
      const { endpoint, scopes, tools } = services.mcp.catalogue();
      return {
        endpoint,
        readScope: scopes.read,
        writeScope: scopes.write,
        tools: tools.map((tool) => ({ ...tool, inputSchema: JSON.stringify(tool.inputSchema) })),
      };
    },
  },
};
