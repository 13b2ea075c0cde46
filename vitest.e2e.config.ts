import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

import { SlowFilesFirst } from './e2e/support/slow-files-first.ts';

/**
 * Browser tests: the production build served by dev/static-server, the embedded relay and media server on
 * random ports, Debian Chromium driven by playwright-core. The global setup builds the app once against
 * those servers; each test opens a fresh browser context.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@testing': fileURLToPath(new URL('./dev/testing', import.meta.url)),
    },
  },
  test: {
    name: 'browser',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    teardownTimeout: 20_000,
    fileParallelism: true,
    // The files drive Chromium from Node and share no module state but the run's servers: one module graph per
    // worker instead of importing the app's protocol code, the fixtures and playwright-core again for every file.
    isolate: false,
    // A browser's answer includes relay round trips, verification and rendering: vitest's 1 s default for
    // expect.poll is too short on a busy two-core machine (the waits are for conditions, never sleeps).
    expect: { poll: { timeout: 10_000 } },
    // Three files at a time on two cores: a browser test spends much of its time waiting on relays, timers and
    // Chromium's compositor, so a third worker fills the gaps (docs/performance.md, Test suite time). No test
    // holds a state by racing a timeout (one-socket releases its held EOSE on the click), so a busier machine
    // makes tests slower, not red.
    maxWorkers: 3,
    // The longest files first on a run without a results cache (a fresh clone), so none starts last.
    sequence: { sequencer: SlowFilesFirst },
  },
});
