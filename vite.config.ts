import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

import { bootScriptPlugin } from './dev/build/boot-script.ts';
import { homeChunkGroups } from './dev/build/home-chunks.ts';
import { inlineStylesheetPlugin } from './dev/build/inline-stylesheet.ts';
import { prerenderHomePlugin } from './dev/build/prerender-home.ts';
import { cityListPlugin } from './dev/cities/city-list-plugin.ts';

/**
 * @nostrify's packages declare no `sideEffects`, so importing one class from their entry (NPool, the login
 * provider) would keep every module the entry re-exports, with zod and all signers. Their modules only
 * define classes and functions: treating them as side-effect free lets unused re-exports drop out.
 */
function isSideEffectFree(id: string): boolean {
  return /[\\/]node_modules[\\/]@nostrify[\\/]/.test(id) || isFeatureEntry(id);
}

/**
 * A feature's public.ts only re-exports (docs/architecture.md §4). Side-effect free, an import of one name
 * from it keeps only the module behind that name: main.tsx takes the boot code of first-paint, listings, settings and
 * relay from their public entries without pulling their UI into the small entry chunk (measured: without
 * this the entry chunk grows from ~30 kB to ~270 kB).
 */
function isFeatureEntry(id: string): boolean {
  return /[\\/]src[\\/]features[\\/][^\\/]+[\\/]public\.ts$/.test(id);
}

const SRC_DIR = fileURLToPath(new URL('./src', import.meta.url));
const homeChunks = homeChunkGroups({
  srcDir: SRC_DIR,
  isSideEffectFree,
  // A shared listing link (`/naddr1…`, `/listing/…`) is the other page people land on cold: its first view in
  // two small chunks (its own modules, and the few helpers other code loads too), and the parts the detail
  // page loads right after it (seller card, buyer hints, comments) in another, with only what nothing else loads.
  routes: [
    { name: 'listing-page', module: `${SRC_DIR}/pages/Nip19Page.tsx`, shared: 'listing-shared' },
    { name: 'listing-page', module: `${SRC_DIR}/pages/ListingPage.tsx`, shared: 'listing-shared' },
    { name: 'listing-extras', module: `${SRC_DIR}/features/listing-detail/components/detail-extras.ts` },
  ],
});

/** Chunks that keep a readable file name: the chunk groups and the pages. */
const NAMED_CHUNKS = new Set(['index', 'vendor', 'app', 'rolldown-runtime', 'listing-page', 'listing-shared', 'listing-extras']);

/**
 * The app chunk lists the file of every chunk its lazy imports preload (Vite's `__vite__mapDeps`), ~120 of
 * them: the small automatic chunks (an icon, a Radix part, a shared helper) are named by hash alone, which
 * takes ~0.7 kB gzipped off the home route. Groups, pages and our lazily loaded components keep their names,
 * for reading bench output and network panels (and the browser tests that watch for a component's chunk).
 */
function chunkFileName(chunk: Rolldown.PreRenderedChunk): string {
  // A lazily loaded component of ours (`src/…/LoginDialog.tsx`) or a build-time module (the city list) keeps
  // its name too.
  const facade = chunk.facadeModuleId ?? '';
  const named = NAMED_CHUNKS.has(chunk.name) || /[\\/]src[\\/](.+[\\/])?[A-Z]\w*\.tsx$/.test(facade) || facade.startsWith('\0');
  return named ? 'assets/[name]-[hash].js' : 'assets/[hash].js';
}

/**
 * React Router publishes the same code twice, with its developer warnings switched on (`dist/development`, what
 * its package exports name) and off (`dist/production`). The production build takes the one without: the
 * warnings' checks run on every route render, and their strings are dead weight in the home route.
 */
function reactRouterWithoutDevWarnings(): Plugin {
  const production = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));
  return { name: 'carstr-react-router-production', apply: 'build', config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }) };
}

export default defineConfig({
  plugins: [
    react(),
    reactRouterWithoutDevWarnings(),
    tailwindcss(),
    cityListPlugin(),
    bootScriptPlugin(`${SRC_DIR}/boot-connect.ts`, {
      alias: { '@': SRC_DIR },
      moduleSideEffects: (id) => !isSideEffectFree(id),
      // On a listing link, a profile link, a messages address and My Listings the boot script preloads the
      // page's chunks with the home route's (see homeChunks), and the files they import that the home route
      // does not (a profile is a screen of the `/:nip19` page, in listing-page); on a messages address also the
      // signer's (features/accounts LazySigner), which answers the relay's AUTH for the inbox.
      pageChunks: {
        listing: ['listing-page', 'listing-shared'],
        profile: ['listing-page', 'listing-shared', 'ProfilePage'],
        messages: ['MessagesPage', 'login-signer'],
        'my-listings': ['MyListingsPage'],
      },
      // main.tsx loads the app with import() once the page's first view is up; the boot script preloads its files.
      appModule: '/src/app/mount.tsx',
    }),
    prerenderHomePlugin('/src/app/prerender-home.tsx'),
    inlineStylesheetPlugin(),
    { name: 'carstr-home-chunks', apply: 'build', buildStart: () => homeChunks.reset() },
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // See src/lib/nostr-tools-modular.ts: the root entry cannot be tree-shaken.
      { find: /^nostr-tools$/, replacement: fileURLToPath(new URL('./src/lib/nostr-tools-modular.ts', import.meta.url)) },
    ],
  },
  build: {
    target: 'es2022',
    // Every browser the app supports (es2022) has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    sourcemap: true,
    // One stylesheet for the whole app, written into index.html (dev/build/inline-stylesheet.ts).
    cssCodeSplit: false,
    // The city list (docs/architecture.md §6) is a data chunk of ~1.1 MB loaded only when a city picker gets
    // focus, never by a route; what each route loads is measured by `npm run bench` against its budget.
    chunkSizeWarningLimit: 1_500,
    rolldownOptions: {
      // Plugin timings are printed whenever a build is slow (a busy machine): noise in `npm start`'s output;
      // the build's cost is measured by the bench.
      checks: { pluginTimings: false, bundlerTimings: false },
      treeshake: { moduleSideEffects: (id: string) => !isSideEffectFree(id) },
      output: {
        chunkFileNames: chunkFileName,
        // The home route's modules in three chunks instead of ~55 (dev/build/home-chunks.ts).
        codeSplitting: {
          groups: [
            {
              debugName: 'home route',
              name: (id, context) => homeChunks.nameFor(id, (module) => context.getModuleInfo(module), `${SRC_DIR}/main.tsx`, `${SRC_DIR}/app/mount.tsx`),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
