import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import base from '../../vitest.config';

/**
 * The tests StrykerJS runs against each mutant of machines/ and sdk/src/ (`npm run mutation`):
 * the statechart model and transition tests and the unit tests that import the machines or the
 * SDK. Stryker runs every project of a config, so this one lists only those; the rendered
 * replays, components and e2e stay out (minutes per mutant on two cores).
 */
export const MUTATION_UNIT_TESTS = [
  'tests/unit/appFetch.test.ts',
  'tests/unit/boundary-adapters.test.ts',
  'tests/unit/catalogue.test.ts',
  'tests/unit/calendar.test.ts',
  'tests/unit/dates.test.ts',
  'tests/unit/english.test.ts',
  'tests/unit/event-time.test.ts',
  'tests/unit/lib-booth.test.ts',
  'tests/unit/lib-browser.test.ts',
  'tests/unit/lib-labels.test.ts',
  'tests/unit/lib-times.test.ts',
  'tests/unit/machines-domain.test.ts',
  'tests/unit/machines-sessionCodec.test.ts',
  'tests/unit/machines-user.test.ts',
  'tests/unit/numbers.test.ts',
  'tests/unit/platform-origins.test.ts',
  'tests/unit/prefetched.test.ts',
  'tests/unit/reads.test.ts',
  'tests/unit/safe-url-edges.test.ts',
  'tests/unit/safe-url.test.ts',
  'tests/unit/sanitize-html-allow-list.test.ts',
  'tests/unit/sanitize-html.test.ts',
  'tests/unit/sdk-malformed.test.ts',
  'tests/unit/sdk.test.ts',
  'tests/unit/text.test.ts',
];

/** The tests of a mutation run as a node project (Stryker runs every project of its config). */
export const unitMutationProject = (include: string[]) => ({
  extends: true as const,
  test: { name: 'unit', environment: 'node' as const, include, testTimeout: 20_000 },
});

/** The base vitest config with `projects` alone: what each mutation run's config is. */
export const mutationConfig = (projects: TestProjectInlineConfiguration[]) =>
  mergeConfig({ ...base, test: { ...base.test, projects: undefined } }, defineConfig({ test: { projects } }));

export default mutationConfig([
  unitMutationProject(MUTATION_UNIT_TESTS),
  {
    extends: true,
    test: {
      name: 'model',
      environment: 'jsdom',
      include: ['tests/model/**/*.test.ts'],
      setupFiles: ['tests/setup/dom.ts'],
      testTimeout: 30_000,
    },
  },
]);
