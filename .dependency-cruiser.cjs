// The arrows of DESIGN.md, checked by `npm run deps` (part of `npm test`):
//   src → machines, src → sdk, machines → sdk (types only), sdk → nothing, server → sdk;
// plus: no screen imports another screen (what two screens share lives in src/components or
// src/state), shared folders never import a screen or the shell, and no import cycles.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-screen-to-screen',
      comment: 'A screen folder imports only downward: share through src/components (UI) or src/state (hooks).',
      severity: 'error',
      from: { path: '^src/screens/([^/]+)/' },
      to: { path: '^src/screens/', pathNot: '^src/screens/$1/' },
    },
    {
      name: 'shared-below-screens',
      comment: 'src/components and src/state sit below every screen and the shell.',
      severity: 'error',
      from: { path: '^src/(components|state)/' },
      to: { path: '^src/(screens|shell)/' },
    },
    {
      name: 'machines-import-nothing',
      comment: 'machines/ is framework-free: no React app, no platform, and no SDK code.',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: '^(src|sdk|server|stories|tests)/', pathNot: '^sdk/src/index\\.ts$' },
    },
    {
      // The statecharts speak the platform's types (User, Cart, Prize…) and call the SDK's
      // functions through a port typed as the SDK declares them. Importing those types from the
      // SDK's public entry keeps one definition (generated from sdk/openapi.yaml) instead of a
      // hand-kept copy; `import type` is erased, so no SDK code reaches machines/.
      name: 'machines-sdk-types-only',
      comment: 'machines/ may import types from the SDK public entry (@pameran/sdk), nothing else of it.',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: '^sdk/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'machines-only-xstate',
      comment: 'machines/ may use xstate and nothing else from npm.',
      severity: 'error',
      from: { path: '^machines/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], pathNot: 'node_modules/xstate/' },
    },
    {
      name: 'sdk-imports-nothing',
      comment: 'The SDK knows nothing of the app, the statecharts or the platform.',
      severity: 'error',
      from: { path: '^sdk/src/' },
      to: { path: '^(src|machines|server|stories|tests)/' },
    },
    {
      name: 'src-not-server-or-tests',
      comment: 'The app reaches the platform over HTTP only; tests and stories are not part of it.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(server|stories|tests)/' },
    },
    {
      name: 'server-only-sdk',
      comment: 'server → sdk (types and the contract), never the app or the statecharts.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|machines|stories|tests)/' },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles hide which part sits below which.',
      severity: 'error',
      from: { path: '^(src|machines|sdk/src)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|node_modules)/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts'],
    },
  },
};
