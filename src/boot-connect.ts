import { LISTING_GRID_LIMIT } from '@/config/constants';
import { MY_LISTINGS_PATH } from '@/config/seller';
import {
  BOOT_CARD_EVENTS_WATCHED,
  BOOT_VIEW_PAINT_CAP_MS,
  bootCardsStarted,
  bootViewPending,
  startBootCards,
  startBootDetail,
  startBootProfile,
  bootViewParts,
  watchForBootView,
  whenBootCardsDrawn,
  whenBootViewPainted,
} from '@/features/first-paint/first-paint-boot';
import { preloadDetailPhoto, startEarlyCacheRead } from '@/features/listings/listings-boot';
import { earlyInboxWorker, MESSAGES_PATH, messagesBootRequests, watchInbox, type EarlyInboxWorker } from '@/features/messages/messages-boot';
import { bootReadRelays, loadStoredReadRelays } from '@/features/network/public';
import { earlyVerifier } from '@/features/relay/relay-boot';
import { EARLY_SOCKET_TTL_MS, openEarlySockets, sendEarlyRequest, type UnverifiedBootEvent } from '@/features/relay/public';
import { storedAccount, storedLogins } from '@/features/session/public';
import { applyTheme, osPrefersDark } from '@/features/settings/settings-boot';
import { loadAppConfig } from '@/features/settings/public';
import { browserStorage } from '@/lib/browser-storage';
import { peekEarlyWorker, startEarlyWorker } from '@/lib/early-workers';
import { whenIdle } from '@/lib/idle';
import { KIND } from '@/config/constants';
import { newestOfKindFilter } from '@/nostr/account-filters';
import { listingGridFilter, listingLookupFilters } from '@/nostr/listing-req-filters';
import { listingRouteTarget } from '@/nostr/listing-route';
import { profileRoutePubkey } from '@/nostr/profile-route';

/**
 * The inline boot script (docs/architecture.md §10): built on its own and written into index.html by the
 * build (dev/build/boot-script.ts), it runs while the HTML is parsed, before any file has downloaded. It opens
 * the sockets of the relays the app is about to read and, on the home route, sends the grid's first REQ (on a
 * listing link, the listing's lookup, so its answer is there when the page's code arrives, and its first
 * photo's download as soon as that answer comes). On a first visit (nothing cached to show) it also starts the
 * signature-verification worker, and on a messages address of a key login the gift-wrap worker, whose URLs the
 * build writes on the script tag. The app adopts all of them (features/relay early-sockets, lib/early-workers).
 * Before the body is parsed, it puts the stored theme on <html> and says whether the static home shell the
 * build wrote into the page is what the app will render here (dev/build/prerender-home.ts).
 */

/** The ids of the boot script's REQs; the app's grid and listing queries take them over. */
const GRID_REQUEST_ID = 'boot-grid';
const LISTING_REQUEST_ID = 'boot-listing';
const PROFILE_REQUEST_ID = 'boot-profile';
/** How many of the lookup's events the photo preload looks at (the app reads them all, verified). */
const LOOKUP_EVENTS_WATCHED = 20;

const listing = window.location.pathname === '/' ? undefined : listingRouteTarget(window.location.pathname, window.location.search);
/** The person a profile link names (hex), whose profile the app's page reads first. */
const profile = listing === undefined ? profileRoutePubkey(window.location.pathname) : undefined;
const script = document.currentScript;

function bootRequests(account: string | undefined) {
  if (window.location.pathname === '/') return [{ id: GRID_REQUEST_ID, filters: [listingGridFilter()] }];
  if (account !== undefined && window.location.pathname.startsWith(MESSAGES_PATH)) return messagesBootRequests(account, window.location.pathname);
  // The profile page's own lookup (features/profiles profile-query.ts), so the app takes its answer over.
  if (profile !== undefined) return [{ id: PROFILE_REQUEST_ID, filters: [newestOfKindFilter(KIND.profile, profile)] }];
  return listing === undefined ? [] : [{ id: LISTING_REQUEST_ID, filters: listingLookupFilters(listing.id, listing.seller) }];
}

/** `<link rel="modulepreload">` for each file of a script tag's list (`data-app-chunks` and the like). */
function preloadChunks(files: string | undefined): void {
  for (const href of files?.split(' ') ?? []) {
    if (href === '') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The app's files (React, the router, the UI: named on the script tag by the build) download while the
 * relays answer, not once the entry has run: right after the sockets (below), and the page chunks of a
 * listing link, a profile link, a messages address or My Listings with them, instead of after the app has run.
 * Where the boot script draws a first view itself (the home page's boot cards, a listing's or a profile's boot
 * view), they wait until that view has painted (at most BOOT_VIEW_PAINT_CAP_MS; at once if no view is coming):
 * a phone's bandwidth then goes to the relay's answer and the view's photos, the page's largest paint, rather
 * than to ~130 kB of scripts needed only after it.
 */
function preloadAppChunks(pageChunks: string | undefined): void {
  void Promise.all([whenBootCardsDrawn(BOOT_VIEW_PAINT_CAP_MS), whenBootViewPainted(BOOT_VIEW_PAINT_CAP_MS)]).then(() => {
    preloadChunks(script?.dataset.appChunks);
    preloadChunks(pageChunks);
  });
}

/**
 * On a listing link, the gallery's first photo starts downloading as soon as a relay sends the listing, not
 * after the app has loaded (see preloadDetailPhoto: the events are not verified yet, so this only downloads).
 * On a visitor's first visit to a link that names the seller, the listing's first view is drawn too once its
 * signature checks out (features/first-paint boot-detail); the template is further down the page, looked up
 * once the HTML is parsed (`watchForBootView`).
 */
function watchLookup(storage: Storage | undefined, firstVisit: boolean): UnverifiedBootEvent | undefined {
  if (listing === undefined) return undefined;
  const { id, seller } = listing;
  const events: unknown[] = [];
  // The worker is asked to warm up only where a view will be drawn.
  const verify = firstVisit && storedLogins(storage).length === 0 && seller !== undefined ? earlyVerifier() : undefined;
  let drawDetail: UnverifiedBootEvent | undefined;
  if (verify !== undefined && seller !== undefined) {
    // The entry waits a moment for it before loading the app (whenBootViewPainted).
    bootViewPending();
    drawDetail = watchForBootView(
      LISTING_REQUEST_ID,
      () => {
        const parts = bootViewParts('template[data-boot-detail]');
        return parts && startBootDetail({ ...parts, verify, id, seller });
      },
      LOOKUP_EVENTS_WATCHED,
    );
  }
  return (subscriptionId, event) => {
    if (subscriptionId !== LISTING_REQUEST_ID) return true;
    events.push(event);
    preloadDetailPhoto(events, id, seller);
    drawDetail?.(subscriptionId, event);
    // A lookup names a few versions at most; a relay flooding the subscription is not read further here.
    return events.length < LOOKUP_EVENTS_WATCHED;
  };
}

/**
 * On a visitor's first visit to a profile link, the person's first view is drawn once their profile's signature
 * checks out (features/first-paint boot-profile), from the template further down the page (`watchForBootView`).
 */
function watchProfile(storage: Storage | undefined, firstVisit: boolean): UnverifiedBootEvent | undefined {
  if (profile === undefined || !firstVisit || storedLogins(storage).length > 0) return undefined;
  const pubkey = profile;
  const verify = earlyVerifier();
  if (verify === undefined) return undefined;
  // The entry waits a moment for it before loading the app (whenBootViewPainted).
  bootViewPending();
  return watchForBootView(
    PROFILE_REQUEST_ID,
    () => {
      const parts = bootViewParts('template[data-boot-profile]');
      return parts && startBootProfile({ ...parts, verify, pubkey });
    },
    LOOKUP_EVENTS_WATCHED,
  );
}

/** Whether the current login (the first stored one) is a key login: only those open gift wraps in a worker. */
function currentLoginIsKey(storage: Storage | undefined): boolean {
  return (storedLogins(storage)[0] as { type?: unknown } | undefined)?.type === 'nsec';
}

/** The current key login's secret key as stored (an nsec; read, not trusted: earlyInboxWorker decodes it). */
function storedNsec(storage: Storage | undefined): unknown {
  return (storedLogins(storage)[0] as { data?: { nsec?: unknown } } | undefined)?.data?.nsec;
}

/**
 * The static home shell is the app's first render for a visitor on the bare home address. Elsewhere (another
 * page, a search in the address, someone signed in, whose header differs) it stays hidden (index.css), and on
 * a repeat visit too: the app paints the cached listings within ~150 ms, and laying out the shell first would
 * only delay that.
 */
function showsStaticShell(storage: Storage | undefined, firstVisit: boolean): boolean {
  return firstVisit && window.location.pathname === '/' && window.location.search === '' && storedLogins(storage).length === 0;
}

/**
 * On the static shell of a first visit, the grid's first answers become cards in the shell, from the build's
 * template, once the verification worker has checked them (features/first-paint boot-cards). The template and
 * the placeholders are further down the page: looked up once the HTML is parsed (`watchForBootView`).
 */
function drawBootCards(): UnverifiedBootEvent | undefined {
  if (document.documentElement.dataset.shell !== 'home') return undefined;
  // The worker the boot script started; the app adopts it before the relay answers, and it answers both.
  const verify = earlyVerifier();
  if (verify === undefined) return undefined;
  bootCardsStarted();
  return watchForBootView(
    GRID_REQUEST_ID,
    () => {
      const template = document.querySelector<HTMLTemplateElement>('template[data-boot-card-grid]');
      const placeholder = document.querySelector('[data-static-shell] [data-testid="listing-skeleton"]')?.parentElement ?? null;
      return template === null || placeholder === null ? undefined : startBootCards({ template, placeholder, verify });
    },
    BOOT_CARD_EVENTS_WATCHED,
  );
}

const storage = browserStorage();
const config = loadAppConfig(storage, undefined, () => undefined);
const relays = bootReadRelays(storage, config.relayUrl);
const account = storedAccount(storage);
// Messages are for someone signed in: a visitor there sees the sign-in prompt, from the app's own chunks.
const messagesPage = window.location.pathname.startsWith(MESSAGES_PATH) && account !== undefined;
const keyMessagesPage = messagesPage && currentLoginIsKey(storage);
// The sockets first: the handshake and the boot REQ's answer are the page's longest wait. What watches the
// answers (and, on a key login's messages address, answers the relay's AUTH challenge) is set up right
// below; nothing can arrive before this script has run to its end.
let watcher: UnverifiedBootEvent | undefined;
let inboxWorker: EarlyInboxWorker | undefined;
openEarlySockets(
  relays,
  bootRequests(account),
  EARLY_SOCKET_TTL_MS,
  (subscriptionId, event) => watcher?.(subscriptionId, event) ?? false,
  keyMessagesPage ? (relay, challenge) => inboxWorker?.answerAuth(relay, challenge) ?? Promise.reject(new Error('No gift-wrap worker')) : undefined,
);
// A first visit has nothing cached to show: its first cards are relay events, checked in a worker (below).
const firstVisit = loadStoredReadRelays(storage) === undefined;
// A repeat visit's home page shows the cached listings first: read while the page is parsed, they are there
// when the app mounts (the grid's first page takes them: main.tsx, listing-cache.ts).
if (!firstVisit && window.location.pathname === '/') startEarlyCacheRead(relays, LISTING_GRID_LIMIT);
applyTheme(document.documentElement, config.theme, osPrefersDark());
const verifyWorker = script?.dataset.verifyWorker;
const verifying = verifyWorker !== undefined && firstVisit;
if (verifying) startEarlyWorker('verify', verifyWorker);
if (showsStaticShell(storage, firstVisit)) document.documentElement.dataset.shell = 'home';
// A messages address of a key login: the gift-wrap worker loads and builds its tables (~0.5 s of a slow
// core) while the app and the account's message relays load, instead of after the first wraps arrived.
const unwrapWorker = script?.dataset.unwrapWorker;
if (unwrapWorker !== undefined && keyMessagesPage) startEarlyWorker('unwrap', unwrapWorker);
// There the worker also answers the relay's NIP-42 challenge with the login's key and opens the gift wraps
// of the inbox's boot REQ as they arrive, which the boot script sends once the account's DM relays are known.
inboxWorker = (() => {
  const worker = keyMessagesPage ? peekEarlyWorker('unwrap') : undefined;
  return worker === undefined || account === undefined ? undefined : earlyInboxWorker(worker, storedNsec(storage), account);
})();
/** What the boot script watches of its REQs' answers on this page. */
function bootWatcher(): UnverifiedBootEvent | undefined {
  if (listing !== undefined) return watchLookup(storage, verifying);
  if (profile !== undefined) return watchProfile(storage, verifying);
  if (messagesPage) return account !== undefined && inboxWorker !== undefined ? watchInbox(account, sendEarlyRequest, inboxWorker.preopen) : undefined;
  return verifying ? drawBootCards() : undefined;
}
watcher = bootWatcher();
/** The chunks of the page at this address that the build named on the script tag (a signed-in page's only when signed in). */
function pageChunksHere(): string | undefined {
  if (listing !== undefined) return script?.dataset.listingChunks;
  if (profile !== undefined) return script?.dataset.profileChunks;
  if (messagesPage) return script?.dataset.messagesChunks;
  if (window.location.pathname === MY_LISTINGS_PATH && account !== undefined) return script?.dataset.myListingsChunks;
  return undefined;
}
preloadAppChunks(pageChunksHere());

/**
 * The first Intl formatter of a page loads the locale data (~20 ms on a slow phone or a 2-core box). Every card
 * formats its price and mileage, so it is paid before the first card either way: paid here, while the page
 * waits for its stylesheet, script files and the relay, it is off that path. When idle, so it never delays the
 * parser, but within 50 ms: a loading page is seldom idle, and by the time the stylesheet arrives the first
 * layout and then the scripts keep the thread busy until the relay's answer is due.
 */
const warmUpNumberFormatting = () => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(1);
whenIdle(warmUpNumberFormatting, 50);
