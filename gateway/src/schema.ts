// The executable schema: every modules/<domain>/<domain>.graphql plus each domain's resolvers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from './gql/resolvers.js';
import { researchResolvers } from './modules/research/resolvers.js';
import { systemResolvers } from './modules/system/resolvers.js';
import { authResolvers } from './modules/auth/resolvers.js';
import { usersResolvers } from './modules/users/resolvers.js';

// src/schema.ts and dist/schema.js both find the SDL files in gateway/src/modules.
const MODULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'modules');

const resolvers: Resolvers[] = [systemResolvers, researchResolvers, authResolvers, usersResolvers];

/** Reads modules/<domain>/<domain>.graphql for every domain folder that has one. */
export function loadTypeDefs(modulesDir = MODULES_DIR): string[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(modulesDir, entry.name, `${entry.name}.graphql`))
    .filter((file) => existsSync(file))
    .sort()
    .map((file) => readFileSync(file, 'utf8'));
}

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema<unknown>({
    typeDefs: loadTypeDefs(),
    resolvers: resolvers as Parameters<typeof makeExecutableSchema>[0]['resolvers'],
  });
}
