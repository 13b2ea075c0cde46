import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

import { cityListPlugin } from './dev/cities/city-list-plugin';

/** The app's `@/` and the tests' `@testing/` (dev/testing: the embedded servers and the shared fixtures, docs/architecture.md §13). */
const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@testing': fileURLToPath(new URL('./dev/testing', import.meta.url)),
};

/**
 * Two fast layers run by `npm run test:unit` and `npm run test:integration`:
 * - unit: pure code (src/nostr, src/lib, src/config) and the repository's own scripts, node environment, no
 *   network;
 * - integration: the embedded relay and media server over real sockets (dev/**), and React hooks and
 *   screens in happy-dom against a real relay started by the global setup.
 * Browser tests live in vitest.e2e.config.ts.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 10_000,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.integration.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['dev/**/*.test.ts', 'src/**/*.integration.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        // The city picker's list (a build-time module), for screens that open a picker.
        plugins: [cityListPlugin()],
        test: {
          name: 'component',
          environment: 'happy-dom',
          // Signed out, screens read only the test's relay (the presets are public relays this machine cannot
          // reach), as in the browser tests' build; several relays are tested with a NIP-65 list.
          env: { VITE_MAX_READ_RELAYS: '1' },
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/setup-dom.ts'],
          globalSetup: ['./dev/testing/component-global-setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
