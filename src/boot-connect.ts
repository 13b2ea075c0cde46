import { bootReadRelays, loadStoredReadRelays } from '@/features/network/public';
import { openEarlySockets, startEarlyVerifier } from '@/features/relay/public';
import { loadAppConfig } from '@/features/settings/public';
import { browserStorage } from '@/lib/browser-storage';
import { listingGridFilter } from '@/nostr/listing';

/**
 * The inline boot script (docs/architecture.md §10): built on its own and written into index.html by the
 * build (dev/build/boot-script.ts), it runs while the HTML is parsed, before any file has downloaded. It opens
 * the sockets of the relays the app is about to read and, on the home route, sends the grid's first REQ; on
 * a first visit (nothing cached to show) it also starts the signature-verification worker, whose URL the build
 * writes on the script tag. The app adopts all of them (features/relay early-sockets, early-worker).
 */

/** The id of the boot script's grid REQ; the app's first-page query takes it over. */
const GRID_REQUEST_ID = 'boot-grid';

const storage = browserStorage();
const relays = bootReadRelays(storage, loadAppConfig(storage, undefined, () => undefined).relayUrl);
openEarlySockets(relays, window.location.pathname === '/' ? [{ id: GRID_REQUEST_ID, filters: [listingGridFilter()] }] : []);
const verifyWorker = document.currentScript?.dataset.verifyWorker;
if (verifyWorker !== undefined && loadStoredReadRelays(storage) === undefined) startEarlyVerifier(verifyWorker);
