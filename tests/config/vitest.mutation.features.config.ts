import { mutationConfig, unitMutationProject } from './vitest.mutation.config';

/**
 * The tests StrykerJS runs against each mutant of the pure (non-React) modules of src/features
 * and src/screens (`npx stryker run tests/config/stryker.features.config.mjs`): the unit
 * tests that import them. Node unless a test asks for jsdom in its first line.
 */
export const FEATURE_MUTATION_TESTS = [
  'tests/unit/agenda-edges.test.ts',
  'tests/unit/booth-link.test.ts',
  'tests/unit/calendar.test.ts',
  'tests/unit/catalogue-load.test.ts',
  'tests/unit/catalogue-search-edges.test.ts',
  'tests/unit/catalogue-search.test.ts',
  'tests/unit/catalogue-url.test.ts',
  'tests/unit/denah-plan.test.ts',
  'tests/unit/denah-search-order.test.ts',
  'tests/unit/denah-search.test.ts',
  'tests/unit/event-card.test.ts',
  'tests/unit/reminder-store.test.ts',
  'tests/unit/return-path.test.ts',
  'tests/unit/stamp-store.test.ts',
  'tests/unit/survey-answers.test.ts',
  'tests/unit/visit-list-hook.test.ts',
  'tests/unit/visit-list.test.ts',
];

export default mutationConfig([unitMutationProject(FEATURE_MUTATION_TESTS)]);
