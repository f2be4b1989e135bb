// The arrows of DESIGN.md and of docs/architecture.md ("Layers"), checked by `npm run deps`
// (part of `npm test`). Between the top folders: src → machines, src → sdk, machines → sdk
// (types only), sdk → nothing, server → sdk. Inside src, from the bottom up:
//   lib, security, copy, config, theme   pure helpers and constants: no React, no root actor
//   components                           plain shared UI (props in, callbacks out)
//   adapters                             the platform, the device, the realtime database
//   data                                 the one read path (the read store, useRead, its view)
//   app                                  bound to the root actor (context, hooks, one write)
//   features/<name>                      a domain's code and UI that several screens share
//   screens/<route>                      one folder per route, each its own chunk
//   boot, start, pwa, shell, routes,     the composition
//   App, main
// Each layer imports only layers below it; a screen never imports another screen; the
// statecharts and the SDK are reached through their public entries only.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-screen-to-screen',
      comment: 'A screen folder imports only downward: what two screens share lives in a feature, src/components or src/lib.',
      severity: 'error',
      from: { path: '^src/screens/([^/]+)/' },
      to: { path: '^src/screens/', pathNot: '^src/screens/$1/' },
    },
    {
      name: 'composition-on-top',
      comment: 'Only the composition (boot, start, pwa, shell, routes, App, main) sees screens and the shell; the boot screen is prerendered from them.',
      severity: 'error',
      from: { path: '^src/(lib|security|copy|components|adapters|data|app|features|styles)/|^src/(config|theme)\\.ts$' },
      to: { path: '^src/(screens|shell|boot|start|pwa)/|^src/(routes|App|main)\\.tsx?$' },
    },
    {
      name: 'features-below-screens',
      comment: 'A feature serves screens: it imports app, data, adapters and what is below them (other features where its domain needs them, without cycles).',
      severity: 'error',
      from: { path: '^src/(lib|security|copy|components|adapters|data|app)/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'app-below-features',
      comment: 'The root actor binding (src/app) sits below features and screens, above data and adapters.',
      severity: 'error',
      from: { path: '^src/(lib|security|copy|components|adapters|data)/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'data-below-app',
      comment:
        'The read path knows the SDK and plain UI, never the root actor; adapters never read through it. The read catalogue is a table, not the read path: the app fetch takes what to keep offline and what a write changes from it.',
      severity: 'error',
      from: { path: '^src/(lib|security|copy|components|adapters)/' },
      to: { path: '^src/data/', pathNot: '^src/data/catalogue\\.ts$' },
    },
    {
      name: 'adapters-below-data',
      comment: 'Adapters face the platform and the device; UI and pure helpers never reach them.',
      severity: 'error',
      from: { path: '^src/(lib|security|copy|components)/' },
      to: { path: '^src/adapters/' },
    },
    {
      name: 'components-are-plain',
      comment: 'Shared UI takes props and calls callbacks: no statechart.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^machines/' },
    },
    {
      name: 'lib-is-pure',
      comment: 'Pure helpers: no React, no styles, no router, no UI.',
      severity: 'error',
      from: { path: '^src/(lib|security)/' },
      to: { path: '^src/components/|node_modules/(react|react-dom|styled-components|wouter|@xstate/react)/' },
    },
    {
      name: 'machines-through-their-entry',
      comment: "The app reaches the statecharts through machines/index.ts; the live page's statechart is a second entry so the first route does not carry it, and the session codec, the JSON checks and the session-time helpers (the agenda's order, painted by the boot screen) are entries for index.html's inline scripts, which must not carry the statecharts.",
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^machines/', pathNot: '^machines/(index|liveSession|sessionCodec|json|sessions)\\.ts$' },
    },
    {
      name: 'sdk-through-its-entry',
      comment: "The app reaches the SDK through its package entries: @pameran/sdk, @pameran/sdk/constants for index.html's inline prefetch, which must not carry the client, and @pameran/sdk/calls/<area>, the further calls a screen's chunk brings.",
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^sdk/', pathNot: '^sdk/src/(index|constants|calls/[^/]+)\\.ts$' },
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
    // Packages stay in the graph as leaves (not followed, not excluded): the rules that name
    // them (lib-is-pure, machines-only-xstate) can only fire on what the graph holds.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static)/|\\.d\\.ts$' },
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
