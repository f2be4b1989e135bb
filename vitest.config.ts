import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Same as tsconfig.json "paths" (which esbuild reads too): the SDK from source. */
export const sdkFromSource = [
  { find: /^@pameran\/sdk$/, replacement: fileURLToPath(new URL('./sdk/src/index.ts', import.meta.url)) },
  { find: /^@pameran\/sdk\/constants$/, replacement: fileURLToPath(new URL('./sdk/src/constants.ts', import.meta.url)) },
];

// One runner, several projects: each kind of test gets the environment it needs.
export default defineConfig({
  resolve: { alias: sdkFromSource },
  test: {
    globals: true,
    reporters: ['default'],
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
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          environment: 'jsdom',
          include: ['tests/model/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}', 'tests/stories/**/*.test.{ts,tsx}'],
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
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
