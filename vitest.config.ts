import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

import { cityListPlugin } from './dev/cities/city-list-plugin.ts';

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
    // vitest's default is one worker fewer than the cores: one on two cores, every file after the other, while
    // many files mostly wait (on relays, on the slow-relay tests' real timers: ~40 s each). Two workers on two
    // cores measured integration and component 312 s → 228 s and unit 80 s → 55 s; three were faster still
    // (170–230 s) but a machine busy with more made CPU-heavy relay tests miss their bounds. Every project the
    // same number, so that `vitest run` with all of them still runs them in one group.
    maxWorkers: 2,
    projects: [
      {
        // Inline projects take none of the options above unless they extend the root (the timeouts).
        extends: true,
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.integration.test.ts'],
        },
      },
      {
        extends: true,
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['dev/**/*.test.ts', 'src/**/*.integration.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
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
