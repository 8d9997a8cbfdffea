// One flat ESLint config for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/server-dist/**',
      '**/node_modules/**',
      '**/src/gql/**',
      '**/.__mf__temp/**',
      '**/__mf__temp/**',
      '.data/**',
      '.tools/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Small parts (issue 28): a function over 200 lines (a test's describe callback too) is split.
      'max-lines-per-function': ['error', { max: 200 }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  // Settings are parsed once, in gateway/src/env.ts; product code never reads process.env itself.
  // (Tests hand the environment to child processes; build tooling and scripts are not product code.)
  {
    files: [
      'gateway/src/**/*.ts',
      'packages/*/src/**/*.{ts,tsx}',
      'shell/src/**/*.{ts,tsx}',
      'mf-*/src/**/*.{ts,tsx}',
    ],
    ignores: ['gateway/src/env.ts', '**/*.test.ts', '**/testing/**', 'packages/mf-config/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through gateway/src/env.ts.' },
      ],
    },
  },
  // Import boundaries: apps (shell, mf-*) use workspace packages through @thesis-studio/*, never
  // another app or a package's files by path; packages never import an app. mf-config is build tooling.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['packages/mf-config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@thesis-studio/mf-config', message: 'mf-config is build tooling (vite configs).' },
          ],
          patterns: [
            {
              regex: '^(shell|gateway|mf-[\\w-]+)(/|$)',
              message: 'Never import an app: shared code belongs in a packages/ library.',
            },
            {
              regex: '^(\\.\\./)+((shell|gateway|mf-[\\w-]+|packages)(/|$)|[\\w-]+/src(/|$))',
              message: 'Never reach into another app or a package by path; import @thesis-studio/<package>.',
            },
          ],
        },
      ],
    },
  },
  // A domain uses another domain only through its index.ts (its public module), never its internals.
  {
    files: ['gateway/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/(?!index\\.js$)',
              message: 'Import another domain through its index.js, not its internals.',
            },
          ],
        },
      ],
    },
  },
  // Cross-cutting code does not depend on any domain.
  {
    files: ['gateway/src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/', message: 'shared/ must not depend on a domain.' }] },
      ],
    },
  },
);
