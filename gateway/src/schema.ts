// The executable schema: every module's SDL and resolvers, from the one list in modules/index.ts.
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { MODULES } from './modules/index.js';
import type { GatewayModule } from './shared/module.js';

export function buildSchema(modules: readonly GatewayModule[] = MODULES): GraphQLSchema {
  return makeExecutableSchema<unknown>({
    typeDefs: modules.map((module) => module.typeDefs),
    resolvers: modules.map((module) => module.resolvers) as Parameters<
      typeof makeExecutableSchema
    >[0]['resolvers'],
  });
}
