// The shape guards of issue 28, run by `npm test` (scripts/shape-check.mjs): no import cycle anywhere
// (type imports included), a gateway module reached only through its public entry, apps never
// importing the gateway, packages never importing apps.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle, type imports included: the modules in it cannot be read or changed alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-public-entry',
      comment:
        "A gateway module imports another only through that module's public entry (modules/<name>/index.ts).",
      severity: 'error',
      from: { path: '^gateway/src/modules/([^/]+)/' },
      to: {
        path: '^gateway/src/modules/([^/]+)/.+',
        pathNot: ['^gateway/src/modules/$1/', '^gateway/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'apps-not-gateway',
      comment: 'The browser apps never import the gateway.',
      severity: 'error',
      from: { path: '^(shell|mf-[^/]+)/' },
      to: { path: '^gateway/' },
    },
    {
      name: 'packages-not-apps',
      comment: 'Packages never import an app or the gateway.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(shell|mf-[^/]+|gateway)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|server-dist|\\.vite|__mf__temp|\\.__mf__temp)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
