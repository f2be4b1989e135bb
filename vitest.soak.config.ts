import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run soak`: long runs against the built app in Chromium, kept out of `npm test`.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@pameran\/sdk$/, replacement: fileURLToPath(new URL('./sdk/src/index.ts', import.meta.url)) },
      { find: /^@pameran\/sdk\/constants$/, replacement: fileURLToPath(new URL('./sdk/src/constants.ts', import.meta.url)) },
    ],
  },
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/soak/**/*.soak.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
});
