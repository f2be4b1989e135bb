import { mutationConfig, unitMutationProject } from './vitest.mutation.config';

/**
 * The tests StrykerJS runs against each mutant of sdk/src/ (`npx stryker run tests/config/stryker.sdk.config.mjs`):
 * the SDK's own tests (tests/unit/sdk*.test.ts) and the unit tests of vitest.mutation.config.ts
 * that import the SDK, but reads.test.ts (the read store's timing under load: it failed Stryker's
 * dry run on the loaded machine; it uses the SDK only to reach the platform). The rest of that list (the machines', lib's, security's) never loads
 * sdk/src, and the model tests only through the machines: left out, so that a static mutant
 * (constants, messages), which reruns every test, takes seconds instead of minutes.
 */
export const SDK_MUTATION_TESTS = [
  'tests/unit/sdk*.test.ts',
  'tests/unit/appFetch.test.ts',
  'tests/unit/boundary-adapters.test.ts',
  'tests/unit/catalogue.test.ts',
  'tests/unit/english.test.ts',
];

export default mutationConfig([unitMutationProject(SDK_MUTATION_TESTS)]);
