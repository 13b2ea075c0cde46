import { BOOT_VIEW_PAINT_CAP_MS, bootCardCount, bootCardsActive, bootViewShown, releaseBootView, whenBootCardsDrawn, whenBootViewPainted, whenShellMayBeReplaced } from '@/features/first-paint/public';
import { prefetchFirstPage } from '@/features/listings/public';
import { exposeStatsWhenAsked, warmUpVerifier } from '@/features/relay/public';
import { loadAppConfig } from '@/features/settings/public';
import { bootReadRelays, loadStoredReadRelays } from '@/features/network/public';
import { browserStorage } from '@/lib/browser-storage';
import { whenIdle } from '@/lib/idle';
import './index.css';

/**
 * The entry chunk (docs/architecture.md §10). The boot script in index.html has already opened the relay
 * sockets (and, on the home route, asked for the grid's first page). This starts the grid's first page (the
 * local cache read and the relay REQ, which takes over the boot script's), then loads the app (React, the
 * router, the UI; its files preloaded by the boot script), which arrives while the relay is answering. The
 * grid then picks up the page in flight instead of asking again. Where the boot script draws boot cards into
 * the static home shell, the first page starts and the app loads once they have painted, and the app mounts
 * once its first page can show as many.
 */
// Timeline marks for `npm run bench` (and the browser's performance panel); they cost nothing.
performance.mark('carstr:boot');

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const config = loadAppConfig(browserStorage());
exposeStatsWhenAsked(browserStorage());
// The relays of the last visit (a signed-in user's own list), else the chosen relay plus the presets: what
// the grid will ask once the app knows who is signed in. The boot script in index.html opened their sockets.
const readRelays = bootReadRelays(browserStorage(), config.relayUrl);
// A first visit has no cached listings: what it shows first are relay events, which wait for the
// verification worker. Its script downloads now, alongside the app's, instead of after the first answer.
if (loadStoredReadRelays(browserStorage()) === undefined) warmUpVerifier();

/**
 * With boot cards in the static shell (docs/architecture.md §10), how long the app's loading waits for them
 * to be drawn, and then how long the loaded app waits for its first page to catch up with them: the shell is
 * inert meanwhile, so neither is long.
 */
const BOOT_CARDS_CAP_MS = 250;
const SHELL_TAKEOVER_CAP_MS = 400;
/** A listing's boot view (the boot script's copy of its first view) stays at most this long after the app mounted. */
const BOOT_VIEW_CAP_MS = 10_000;

/** How long the first page waits for an idle moment once the boot cards have painted. */
const FIRST_PAGE_IDLE_CAP_MS = 50;

/**
 * The grid's first page adopts the boot script's socket and from then on handles each relay message as it
 * comes (~10–20 ms for the messages the socket kept until then). Where boot cards are on their way, it starts
 * once they have painted, when the thread is next idle: the first events' way to the screen (to the
 * verification worker and back) then does not queue behind the app's work on every message.
 */
function startFirstPage(): Promise<void> {
  if (window.location.pathname !== '/') return Promise.resolve();
  if (!bootCardsActive()) {
    prefetchFirstPage(readRelays);
    return Promise.resolve();
  }
  return whenBootCardsDrawn(BOOT_CARDS_CAP_MS).then(
    () =>
      new Promise<void>((resolve) => {
        whenIdle(() => {
          prefetchFirstPage(readRelays);
          resolve();
        }, FIRST_PAGE_IDLE_CAP_MS);
      }),
  );
}

Promise.all([startFirstPage(), whenBootViewPainted(BOOT_VIEW_PAINT_CAP_MS)])
  .then(() => import('./app/mount'))
  .then(
    async ({ mountApp }) => {
      await whenShellMayBeReplaced(readRelays, SHELL_TAKEOVER_CAP_MS);
      // Boot cards or a listing's boot view on screen: nothing new to show until React's commit (the boot
      // view stays until the page releases it), so its render can yield to input.
      mountApp(root, config, bootCardCount() > 0 || bootViewShown());
      // The listing page releases it as soon as it is ready; should that never happen (an error page), the app shows.
      setTimeout(releaseBootView, BOOT_VIEW_CAP_MS);
    },
    (error: unknown) => console.error('[boot] Could not load the app.', error),
  );
