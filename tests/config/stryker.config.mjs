// StrykerJS over the statecharts, the SDK and the read catalogue and store: `npm run mutation`
// (`stryker run tests/config/stryker.config.mjs`; not part of `npm test`). Paths here are from
// the repository's root, where Stryker is run.
// Which tests run against each mutant: tests/config/vitest.mutation.config.ts. Results: docs/testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'tests/config/vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['machines/**/*.ts', 'sdk/src/**/*.ts', 'src/data/**/*.ts', '!sdk/src/generated/**', '!**/*.test.ts'],
  coverageAnalysis: 'perTest',
  // A statechart's config is built when its module is imported, so ~90% of the machines'
  // mutants are "static": each would rerun every test (hours on two cores). They are left out;
  // the mutants measured are the guards, actions, helpers and the SDK, run per covering test.
  ignoreStatic: true,
  // Two shared cores: one mutant at a time leaves the other for everything else.
  concurrency: 1,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The sandbox copy needs the sources and tests, not the native projects or build output.
  // Nor the sandboxes of other mutation runs going on beside this one (each config has its own).
  ignorePatterns: ['/android', '/ios', '/dist', '/test-results', '/storybook-static', '/coverage', '/reports', '/docs', '/stories', '/.stryker-tmp*'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
