import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Same as tsconfig.json "paths" (which esbuild reads too): the SDK from source. */
export const sdkFromSource = [
  { find: /^@pameran\/sdk$/, replacement: fileURLToPath(new URL('./sdk/src/index.ts', import.meta.url)) },
  { find: /^@pameran\/sdk\/constants$/, replacement: fileURLToPath(new URL('./sdk/src/constants.ts', import.meta.url)) },
  { find: /^@pameran\/sdk\/calls\/(.+)$/, replacement: fileURLToPath(new URL('./sdk/src/calls/', import.meta.url)) + '$1.ts' },
];

/**
 * Component files that need a module graph of their own: the native shell's, because
 * @capacitor/core reads the fake bridge (tests/helpers/capacitorBridge.ts) once, when first imported.
 */
const OWN_MODULE_GRAPH_FILES = ['tests/component/native*.test.tsx'];

// One runner, several projects: each kind of test gets the environment it needs.
export default defineConfig({
  resolve: { alias: sdkFromSource },
  test: {
    globals: true,
    reporters: ['default'],
    // Worker threads, not child processes: no Node started per isolated file, and modules pass
    // between the runner and its workers without a process boundary. The unit, model and
    // component files took a quarter less CPU this way (docs/testing.md).
    pool: 'threads',
    // styled-components adds its rules as production does, one insertRule each. Its development
    // default appends text to its <style>, and jsdom parses the whole sheet again on each append.
    env: { SC_DISABLE_SPEEDY: 'false' },
    // `npm run coverage` (not part of `npm test`): the statecharts and the SDK, measured over
    // the unit, model and component projects (e2e runs the app inside Chromium, out of v8's reach).
    coverage: {
      provider: 'v8',
      include: ['machines/**/*.ts', 'sdk/src/**/*.ts'],
      exclude: ['sdk/src/generated/**', '**/*.test.ts'],
      reporter: ['text-summary', 'json-summary', 'text'],
      reportsDirectory: 'coverage',
      // A test that fails under load still ran its lines: report what was measured.
      reportOnFailure: true,
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'sdk/**/*.test.ts'],
          testTimeout: 20_000,
          // One module graph for all the files, one after another (a fresh Node process and
          // graph for each file doubled the project's CPU time; docs/testing.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The statecharts' model-based and transition tests, pure. Each file keeps its own
          // process: the path lists of all of them in one ran out of memory.
          name: 'model',
          environment: 'node',
          include: ['tests/model/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // The model-based tests of the screens the statecharts drive.
          name: 'model-ui',
          environment: 'jsdom',
          include: ['tests/model/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 30_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          exclude: OWN_MODULE_GRAPH_FILES,
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 30_000,
          // One jsdom and one module graph for all the files, one after another: a jsdom and
          // the app's modules afresh for each file cost more than its tests (docs/testing.md).
          // Each file leaves the page as it found it (tests/setup/dom.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Every story of stories/, composed with Storybook's preview (one file).
          name: 'stories',
          environment: 'jsdom',
          include: ['tests/stories/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component-own-graph',
          environment: 'jsdom',
          include: OWN_MODULE_GRAPH_FILES,
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/chromium.ts'],
          fileParallelism: false,
          // One module graph for all the files (Playwright's client, the platform, the realtime
          // database's server): each file starts its own platform and contexts in beforeAll.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // The built app in Firefox ESR and WebKitGTK (scripts/ensure-browsers.sh installs them):
          // each file launches its browsers; the platform and the build are the e2e project's.
          name: 'e2e-browsers',
          environment: 'node',
          include: ['tests/browsers/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
