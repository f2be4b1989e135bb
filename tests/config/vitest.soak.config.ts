import { defineConfig } from 'vitest/config';
import { sdkFromSource } from '../../vitest.config';

// `npm run soak`: long runs against the built app in Chromium, kept out of `npm test`.
export default defineConfig({
  resolve: { alias: sdkFromSource },
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/soak/**/*.soak.ts'],
    // The page soak connects to the e2e project's shared Chromium (tests/e2e/support/browser.ts).
    globalSetup: ['tests/e2e/support/chromium.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
});
