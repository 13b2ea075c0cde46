import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

import { cityListPlugin } from './dev/cities/city-list-plugin.ts';

/** The app's `@/` and the tests' `@testing/` (dev/testing: the embedded servers and the shared fixtures, docs/architecture.md §13). */
const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@testing': fileURLToPath(new URL('./dev/testing', import.meta.url)),
};

/**
 * Screens that need a fresh module state: the first paint's templates (rendered once per page), and screens
 * whose data is cached per page by design (the city list, the viewer's unit, photo preloads, listings and mute
 * lists looked up by address) and whose tests set those caches up their own way.
 */
const FRESH_STATE_SCREENS = [
  'src/features/browse/components/ListingGrid.test.tsx',
  'src/features/compare/components/CompareTable.test.tsx',
  'src/features/first-paint/boot-card/boot-cards.test.tsx',
  'src/features/first-paint/boot-detail/boot-detail.test.tsx',
  'src/features/listing-card/components/ListingCardFocus.test.tsx',
  'src/features/listing-card/components/PhotoCountBadge.test.tsx',
  'src/features/listing-detail/components/contact-bar/StickyContactBar.test.tsx',
  'src/features/listing-detail/components/insights/HowWeRated.test.tsx',
  'src/features/listing-detail/components/viewer/PhotoViewer.test.tsx',
  'src/features/listings/api/detail-photo-preload.test.tsx',
  'src/features/mutes/components/MuteButton.test.tsx',
  'src/features/mutes/components/MutedFavourite.test.tsx',
  'src/features/places/hooks/useLocateText.test.tsx',
];

const SRC = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The screens that run with fresh modules: those above, and every screen test that replaces a module
 * (`vi.mock`), since a module another file imported first would not be replaced in a shared graph.
 */
const FRESH_MODULE_SCREENS = [
  ...FRESH_STATE_SCREENS,
  ...readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.tsx') && readFileSync(join(SRC, file), 'utf8').includes('vi.mock('))
    .map((file) => `src/${file}`),
];

/** React screens in happy-dom against the real relay the global setup starts. */
function componentProject(name: string, files: { include: string[]; exclude?: string[]; isolate: boolean }): TestProjectInlineConfiguration {
  return {
    extends: true,
    resolve: { alias },
    // The city picker's list (a build-time module), for screens that open a picker.
    plugins: [cityListPlugin()],
    test: {
      name,
      environment: 'happy-dom',
      // Signed out, screens read only the test's relay (the presets are public relays this machine cannot
      // reach), as in the browser tests' build; several relays are tested with a NIP-65 list.
      env: { VITE_MAX_READ_RELAYS: '1' },
      setupFiles: ['./src/test/setup-dom.ts'],
      globalSetup: ['./dev/testing/component-global-setup.ts'],
      testTimeout: 30_000,
      ...files,
    },
  };
}

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
    // many files mostly wait on relays. Two workers on two cores (docs/performance.md, Test suite time); three
    // made CPU-heavy relay tests miss their bounds on a busy machine. Every project the same number, so that
    // `vitest run` with all of them still runs them in one group.
    maxWorkers: 2,
    projects: [
      {
        // Inline projects take none of the options above unless they extend the root (the timeouts).
        extends: true,
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // Pure code: the files share one module graph per worker instead of importing everything again for
          // each of ~150 files (most of the phase's time went to imports). A test therefore restores what it
          // changes globally (timers, stubbed globals) and asserts only on its own data in shared stores.
          isolate: false,
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
          // As for unit: one module graph per worker. Each test starts its own servers on random ports and
          // asserts on its own keys' data.
          isolate: false,
          include: ['dev/**/*.test.ts', 'src/**/*.integration.test.ts'],
          testTimeout: 30_000,
        },
      },
      // The screens share one module graph per worker, like the layers above: most of a happy-dom file's time
      // was importing React, the UI kit and the app again. A screen test therefore leaves no module state behind
      // that another file could see, or it belongs in FRESH_MODULE_SCREENS.
      componentProject('component', { include: ['src/**/*.test.tsx'], exclude: FRESH_MODULE_SCREENS, isolate: false }),
      componentProject('component-fresh', { include: FRESH_MODULE_SCREENS, isolate: true }),
    ],
  },
});
