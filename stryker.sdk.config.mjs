// StrykerJS over sdk/src only (issue 36 item 3): `npx stryker run stryker.sdk.config.mjs`.
// The base config (stryker.config.mjs) with the SDK's test list, static mutants included
// (the SDK's are its constants and messages, a few dozen, rerunning a one-minute test list
// each), and its own temp dir and report, to run beside other mutation runs.
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'vitest.mutation.sdk.config.ts' },
  mutate: ['sdk/src/**/*.ts', '!sdk/src/generated/**', '!**/*.test.ts'],
  ignoreStatic: false,
  concurrency: 1,
  jsonReporter: { fileName: 'reports/mutation/sdk.json' },
  tempDirName: '.stryker-tmp-sdk',
  // Not the sandboxes of other mutation runs going on beside this one.
  ignorePatterns: [...base.ignorePatterns, '/.stryker-tmp*'],
};
