// The web domain adds fields only (AiStatus.search and ServerInfo.search, filled by their parents).
import type { Resolvers } from '../../gql/resolvers.js';

export const webResolvers: Resolvers = {};
