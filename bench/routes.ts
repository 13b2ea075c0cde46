import { generateSecretKey } from 'nostr-tools/pure';
import type { Browser, Page } from 'playwright-core';

import { STORAGE_KEYS } from '../src/config/constants';
import { MY_LISTINGS_PATH } from '../src/config/seller';
import type { LoadedScript } from './first-card';
import { keyLoginEntry } from './key-login';

/** A later route and how the bench gets there from a settled home page, in the app (no page load). */
interface RouteVisit {
  name: string;
  /** Sell, messages and my listings show their real screens only to a signed-in user (key login). */
  signedIn: boolean;
  go(page: Page): Promise<void>;
  /** Resolves once the route's screen is shown. */
  shown(page: Page): Promise<void>;
}

export interface RouteScripts {
  name: string;
  signedIn: boolean;
  /** The JavaScript the first visit to the route loaded (gzipped sizes computed by the report). */
  scripts: LoadedScript[];
  /** The JavaScript the home page loaded before (signed in or out, as for the route). */
  homeScripts: LoadedScript[];
}

/** A client-side navigation as a link does it: history.pushState, then popstate, which the router follows. */
const pushRoute = (path: string) => async (page: Page) => {
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate', { state: null }))`);
};

const heading = (name: RegExp) => async (page: Page) => {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });
};

/** Issue 16's later routes; `comparePath` names two demo cars (`/compare?cars=<naddr>,<naddr>`). */
function routeVisits(comparePath: string): RouteVisit[] {
  return [
    {
      name: 'detail',
      signedIn: false,
      go: (page) => page.getByTestId('listing-card').first().getByRole('link').first().click(),
      shown: async (page) => page.getByTestId('listing-price').waitFor({ timeout: 30_000 }),
    },
    {
      name: 'sell',
      signedIn: true,
      go: (page) => page.getByRole('tab', { name: 'Sell Your Car' }).click(),
      shown: async (page) => page.getByRole('form', { name: 'List Your Car for Sale' }).waitFor({ timeout: 30_000 }),
    },
    { name: 'messages', signedIn: true, go: pushRoute('/messages'), shown: heading(/^Messages$/) },
    { name: 'my listings', signedIn: true, go: pushRoute(MY_LISTINGS_PATH), shown: heading(/^My Listings$/) },
    { name: 'favourites', signedIn: false, go: pushRoute('/favourites'), shown: heading(/^Favourites$/) },
    { name: 'compare', signedIn: false, go: pushRoute(comparePath), shown: heading(/Compare cars/) },
  ];
}

/** The scripts whose bodies could be read. */
async function loaded(list: readonly Promise<LoadedScript | undefined>[]): Promise<LoadedScript[]> {
  return (await Promise.all(list)).filter((script) => script !== undefined);
}

/** Network idle, then a second more for idle-time loads, then idle again. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(1_500);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/**
 * Issue 16's "each later route loads ≤ 60 kB gz more on first visit": for each route, a fresh profile opens
 * home, waits until it has settled (first card, network idle, idle-time loads done), then goes to the route
 * inside the app (a card's link, the sell tab, or pushState + popstate as the router's links do) and collects
 * every script response from then until the route's screen is shown and the network has settled again.
 */
export async function measureRouteScripts(browser: Browser, appUrl: string, relayUrl: string, comparePath: string): Promise<RouteScripts[]> {
  const results: RouteScripts[] = [];
  for (const route of routeVisits(comparePath)) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const storage: [string, string][] = [[STORAGE_KEYS.config, JSON.stringify({ theme: 'light', relayUrl })]];
      if (route.signedIn) storage.push(keyLoginEntry(generateSecretKey()));
      await context.addInitScript({ content: storage.map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`).join('\n') });
      let collecting = false;
      const home: Promise<LoadedScript | undefined>[] = [];
      const pending: Promise<LoadedScript | undefined>[] = [];
      context.on('response', (response) => {
        if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
        const requestedAt = response.request().timing().startTime;
        (collecting ? pending : home).push(
          response
            .body()
            .then((body) => ({ url: response.url(), body, requestedAt }))
            .catch(() => undefined),
        );
      });
      const page = await context.newPage();
      await page.goto(appUrl);
      await page.getByTestId('listing-card').first().waitFor({ timeout: 30_000 });
      await settle(page);
      collecting = true;
      await route.go(page);
      await route.shown(page);
      await settle(page);
      collecting = false;
      results.push({ name: route.name, signedIn: route.signedIn, scripts: await loaded(pending), homeScripts: await loaded(home) });
    } finally {
      await context.close();
    }
  }
  return results;
}
