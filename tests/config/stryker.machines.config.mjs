// StrykerJS over ONE statechart file, static mutants included (the base run leaves them out, so
// a statechart's config would go unmeasured), one shard per machine so a static mutant reruns
// only that machine's tests:
//   MUTATION_MACHINE=cart npx stryker run tests/config/stryker.machines.config.mjs --mutate machines/cart.ts
// Which tests: tests/config/vitest.mutation.machines.config.ts. Report: reports/mutation/machines-<name>.json.
import base from './stryker.config.mjs';

const machine = process.env.MUTATION_MACHINE ?? '';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'tests/config/vitest.mutation.machines.config.ts' },
  mutate: machine === '' ? [] : [`machines/${machine}.ts`],
  ignoreStatic: false,
  jsonReporter: { fileName: `reports/mutation/machines-${machine}.json` },
  // One per shard, so that two shards can run side by side.
  tempDirName: `.stryker-tmp-machines-${machine}`,
};
