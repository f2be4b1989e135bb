import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true },
  // No docs pages: skipping prop-table generation halves the build.
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      // The SDK from source: Storybook needs no `npm run build` first.
      resolve: {
        alias: [
          { find: /^@pameran\/sdk$/, replacement: fromRoot('sdk/src/index.ts') },
          { find: /^@pameran\/sdk\/constants$/, replacement: fromRoot('sdk/src/constants.ts') },
          { find: /^@pameran\/sdk\/calls\/(.+)$/, replacement: `${fromRoot('sdk/src/calls')}/$1.ts` },
        ],
      },
      build: {
        rollupOptions: {
          // Radix ships "use client" directives, meaningless in a client-only bundle.
          onwarn(warning: { code?: string }, warn: (warning: unknown) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    });
  },
};

export default config;
