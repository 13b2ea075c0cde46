import { prefetchFirstPage } from '@/features/listings/public';
import { exposeStatsWhenAsked } from '@/features/relay/public';
import { loadAppConfig } from '@/features/settings/public';
import { loadStoredReadRelays, readRelaySet } from '@/features/network/public';
import { MAX_READ_RELAYS, MAX_USER_READ_RELAYS, PRESET_RELAYS } from '@/config/relays';
import './index.css';

/**
 * Boot in two steps. This entry chunk is small: on the home route it starts the grid's first page (the
 * local cache read and the relay REQ) straight away, then loads the app
 * (React, the router, the UI; preloaded by a <link rel="modulepreload"> in index.html), which arrives
 * while the relay is answering. The grid then picks up the page in flight instead of asking again.
 */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

// Timeline marks for `npm run bench` (and the browser's performance panel); they cost nothing.
performance.mark('carstr:boot');

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const config = loadAppConfig(browserStorage());
exposeStatsWhenAsked(browserStorage());
// The relays of the last visit (a signed-in user's own list), else the chosen relay plus the presets: what
// the grid will ask once the app knows who is signed in.
const readRelays =
  loadStoredReadRelays(browserStorage()) ??
  readRelaySet({ chosen: config.relayUrl, presets: PRESET_RELAYS.map((relay) => relay.url), userList: undefined }, MAX_READ_RELAYS, MAX_USER_READ_RELAYS);
if (window.location.pathname === '/') prefetchFirstPage(readRelays);

import('./app/mount').then(
  ({ mountApp }) => mountApp(root, config),
  (error: unknown) => console.error('[boot] Could not load the app.', error),
);
