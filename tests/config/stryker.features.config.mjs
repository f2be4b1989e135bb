// StrykerJS over the pure (non-React) modules of src/features and src/screens, which the base run
// does not mutate: `npx stryker run tests/config/stryker.features.config.mjs`,
// beside the base run (own sandbox and report).
// Which tests run against each mutant: tests/config/vitest.mutation.features.config.ts.
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'tests/config/vitest.mutation.features.config.ts' },
  mutate: [
    'src/features/agenda/agenda.ts',
    'src/features/agenda/calendar.ts',
    'src/features/floorplan/visitList.ts',
    'src/features/live/reminders.ts',
    'src/features/live/surveyAnswers.ts',
    'src/features/session/returnPath.ts',
    'src/features/stamps/boothLink.ts',
    'src/features/stamps/stampStore.ts',
    'src/screens/denah/search.ts',
    'src/screens/denah/plan.ts',
    'src/screens/products/catalogue.ts',
    'src/screens/products/searchIndex.ts',
    'src/screens/products/filters.ts',
    'src/screens/products/views.ts',
    'src/screens/home/eventCard.ts',
  ],
  // The static mutants (64: tables and patterns built at import, the legal forms, the category
  // fills, the booth-code patterns) each rerun every test: Stryker put them at ~70% of the run's
  // time on the loaded shared machine. Left out as in the base config; `--ignoreStatic false` measures them.
  ignoreStatic: true,
  jsonReporter: { fileName: 'reports/mutation/features.json' },
  // With `--incremental`, a rerun tests again only the mutants whose code or tests changed.
  incrementalFile: 'reports/mutation/features-incremental.json',
  tempDirName: '.stryker-tmp-features',
};
