// One codegen config for the workspace: resolver types for the gateway, typed documents per app.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import remotes from './packages/domain/src/remotes.json' with { type: 'json' };

// The shell, every remote in REMOTES, and the client runtime package (its auth documents serve all apps).
const apps = ['shell', ...remotes.map((remote) => remote.app), 'packages/client'];

/**
 * Resolver mappers by convention (as in GraphQL Code Generator's server preset): a domain's
 * `<domain>.mappers.ts` exports `<Type>Mapper` for each GraphQL type whose resolvers receive a
 * persisted value (a mongoose record) rather than the GraphQL shape.
 */
function gatewayMappers(): Record<string, string> {
  const mappers: Record<string, string> = {};
  const modulesDir = 'gateway/src/modules';
  for (const domain of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!domain.isDirectory()) continue;
    const file = `${modulesDir}/${domain.name}/${domain.name}.mappers.ts`;
    if (!existsSync(file)) continue;
    for (const [, type] of readFileSync(file, 'utf8').matchAll(/export (?:type|interface) (\w+)Mapper\b/g)) {
      mappers[type!] = `../modules/${domain.name}/${domain.name}.mappers.js#${type}Mapper`;
    }
  }
  return mappers;
}

const config: CodegenConfig = {
  schema: 'gateway/src/modules/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/gql/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#GatewayContext',
        // GraphQL type → the server-side value its resolvers receive (mongoose documents etc.).
        mappers: gatewayMappers(),
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    ...Object.fromEntries(
      apps.map((app) => [
        `${app}/src/gql/`,
        {
          preset: 'client' as const,
          documents: [`${app}/src/**/*.{ts,tsx}`, `!${app}/src/gql/**`, `!${app}/src/**/*.test.{ts,tsx}`],
          presetConfig: { fragmentMasking: false },
          config: { useTypeImports: true, enumsAsTypes: true, onlyOperationTypes: true },
        },
      ]),
    ),
  },
};

export default config;
