import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../../vitest.config';

/**
 * The tests StrykerJS runs against ONE machine's mutants, static ones included
 * (stryker.machines.config.mjs): a static mutant (in the statechart config, built on import)
 * reruns every test of the config, so each shard lists only the tests of its machine.
 *
 *   MUTATION_MACHINE=cart npx stryker run tests/config/stryker.machines.config.mjs --mutate machines/cart.ts
 */
const MACHINE_TESTS: Record<string, { model: string[]; unit: string[] }> = {
  cart: { model: ['tests/model/cart*.test.ts'], unit: ['tests/unit/machines-domain.test.ts'] },
  giftClaim: { model: ['tests/model/giftClaim*.test.ts'], unit: ['tests/unit/machines-domain.test.ts'] },
  countdown: { model: ['tests/model/countdown*.test.ts'], unit: ['tests/unit/machines-domain.test.ts'] },
  prizeFeed: { model: ['tests/model/prizeFeed*.test.ts'], unit: ['tests/unit/machines-domain.test.ts'] },
  liveSession: { model: ['tests/model/liveSession*.test.ts'], unit: [] },
  app: { model: ['tests/model/app*.test.ts', 'tests/model/prize-reach.transitions.test.ts'], unit: [] },
  auth: { model: ['tests/model/auth*.test.ts'], unit: [] },
};

const machine = process.env.MUTATION_MACHINE ?? '';
const selected = MACHINE_TESTS[machine];
if (!selected) {
  throw new Error(`MUTATION_MACHINE must be one of ${Object.keys(MACHINE_TESTS).join(', ')} (got '${machine}')`);
}

const projects = [
  {
    extends: true as const,
    test: {
      name: 'model',
      // The machines' model and transition tests touch no DOM (the rendered replays, .tsx, are not
      // listed): node spares each rerun jsdom's start, the most of a static mutant's time.
      environment: 'node' as const,
      include: selected.model,
      testTimeout: 30_000,
    },
  },
  ...(selected.unit.length === 0
    ? []
    : [{ extends: true as const, test: { name: 'unit', environment: 'node' as const, include: selected.unit, testTimeout: 20_000 } }]),
];

export default mergeConfig({ ...base, test: { ...base.test, projects: undefined } }, defineConfig({ test: { projects } }));
