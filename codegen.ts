// One codegen config for the workspace: resolver types for the gateway, typed documents per app.
import type { CodegenConfig } from '@graphql-codegen/cli';

// Every app, plus the client runtime package (its auth documents are shared by all apps).
const apps = ['shell', 'mf-dashboard', 'mf-thesis', 'mf-shared', 'mf-admin', 'packages/client'] as const;

const config: CodegenConfig = {
  schema: 'gateway/src/modules/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/gql/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#GatewayContext',
        // GraphQL type → the server-side value its resolvers receive (mongoose documents etc.).
        mappers: { User: '../modules/users/users.service.js#PublicUser' },
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
