import { getPublicKey, nip19, type Filter } from 'nostr-tools';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

import { STORAGE_KEYS } from '../../src/config/constants';
import { faultMarket, requestKind, type FaultMarket, type RequestKind } from '../fixtures/fault-market';
import { env, type BrowserFixture } from './browser';
import type { FaultClient, FaultScript } from './fault-relay';

/** Points the app at `relayUrl` (the stored settings of docs/product.md §3) before any page script runs. */
export async function readFrom(context: BrowserContext, relayUrl: string): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    [STORAGE_KEYS.config, JSON.stringify({ theme: 'light', relayUrl })] as const,
  );
}

/**
 * Marks the current document, so a test can prove later that the app recovered by itself: a reload (by the
 * app or by the browser) would replace the document and lose the mark.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Reflect.set(window, '__carstrSameDocument', true));
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => Reflect.get(window, '__carstrSameDocument'))).toBe(true);
}

/** Waits for every listing of the market in the grid and checks that `absent` text never made it there. */
export async function expectGrid(page: Page, market: FaultMarket, absent: RegExp = /FORGED|WRONG/, timeout = 15_000): Promise<void> {
  for (const title of market.titles) await page.getByRole('heading', { name: title }).waitFor({ timeout });
  await page.getByText(`${market.titles.length} cars found`).waitFor();
  expect(await page.getByText(absent).count()).toBe(0);
}

/**
 * Opens the first listing from its grid card and waits for its title, the seller's profile name and the
 * whole comment thread; nothing matching `absent` may show.
 */
export async function expectDetail(page: Page, market: FaultMarket, absent: RegExp = /FORGED|WRONG/, timeout = 15_000): Promise<void> {
  const [listing] = market.listings;
  await page.getByRole('link', { name: `View Details: ${listing!.label}` }).click();
  await page.getByRole('heading', { level: 1, name: listing!.label }).waitFor({ timeout });
  await expect.poll(() => page.getByTestId('seller-name').innerText(), { timeout }).toBe(market.sellerName);
  await page.getByRole('heading', { name: `Comments (${market.comments.length})` }).waitFor({ timeout });
  for (const comment of market.comments) await page.getByText(comment.content, { exact: true }).waitFor();
  expect(await page.getByText(absent).count()).toBe(0);
}

/** Uncaught page errors are failures in every fault test: a hostile relay must never crash the app. */
export function expectNoCrash(pageErrors: Error[], page: Page): Promise<void> {
  expect(pageErrors.map((error) => error.message)).toEqual([]);
  return page
    .getByText('Something went wrong', { exact: true })
    .count()
    .then((count) => expect(count).toBe(0));
}

/** Stores a key login (docs/product.md §3 Login entry) before the first page load, so the app starts signed in. */
export async function signedInFromStart(context: BrowserContext, secretKey: Uint8Array): Promise<string> {
  const pubkey = getPublicKey(secretKey);
  const login = { id: `nsec:${pubkey}`, type: 'nsec', pubkey, createdAt: new Date().toISOString(), data: { nsec: nip19.nsecEncode(secretKey) } };
  await context.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    [STORAGE_KEYS.logins, JSON.stringify([login])] as const,
  );
  return pubkey;
}

/** A relay (or a group of them) a fault test starts; closed when the test ends, whatever happened. */
export interface StartedRelay {
  readonly url: string;
  close(): Promise<void>;
}

/** What each step of a fault scenario works with. */
export interface FaultRun<R extends StartedRelay> {
  readonly page: Page;
  readonly context: BrowserContext;
  /** The honest marketplace the relay serves (a fresh one per test). */
  readonly market: FaultMarket;
  readonly relay: R;
}

type Step<R extends StartedRelay> = (run: FaultRun<R>) => Promise<void>;

export interface FaultScenario<R extends StartedRelay> {
  /** Starts the faulty relay the app reads from, serving `market`. */
  relay(market: FaultMarket): Promise<R>;
  /** Before the first page load: a stored login, rewritten presets. */
  beforeLoad?: Step<R>;
  /** The first page load; default: the home page. */
  load?: Step<R>;
  /** While the fault lasts: what the page must show, and whatever ends the fault (Retry, a login…). */
  duringFault?: Step<R>;
  /**
   * What recovery means; default: every listing in the grid (within `gridTimeout`), then the first
   * listing's page with its seller and comments, all in the same document. `false`: the test checks its
   * own outcome in `duringFault`, and only the no-crash check follows.
   */
  recovery?: false | { gridTimeout?: number; afterGrid?: Step<R>; afterDetail?: Step<R> };
}

/**
 * The one shape of every relay-fault test: a fresh market on a relay that misbehaves as the scenario says,
 * the app pointed at it, the fault, then proof that the app recovered by itself (no reload) and never
 * crashed. The relay is closed in a `finally`, so a failing test leaves no server behind.
 */
export async function expectAppSurvives<R extends StartedRelay>(fixture: BrowserFixture, scenario: FaultScenario<R>): Promise<void> {
  const { context, page, pageErrors } = fixture;
  const market = faultMarket();
  const relay = await scenario.relay(market);
  const run: FaultRun<R> = { page, context, market, relay };
  try {
    await readFrom(context, relay.url);
    await scenario.beforeLoad?.(run);
    if (scenario.load) await scenario.load(run);
    else await page.goto(env().appUrl);
    await markDocument(page);
    await scenario.duringFault?.(run);
    const { recovery = {} } = scenario;
    if (recovery !== false) {
      await expectGrid(page, market, undefined, recovery.gridTimeout);
      await recovery.afterGrid?.(run);
      await expectDetail(page, market);
      await recovery.afterDetail?.(run);
      await expectSameDocument(page);
    }
    await expectNoCrash(pageErrors, page);
  } finally {
    await relay.close();
  }
}

/**
 * A `req` handler that hits the first REQ of each of the app's reads (grid, listing, comments…; only those
 * in `kinds` when given) with `fault` and answers every other REQ normally, so each read has to recover
 * from the fault once.
 */
export function faultFirstOfEachRead(
  fault: (client: FaultClient, id: string, filters: Filter[]) => void,
  kinds?: readonly RequestKind[],
): NonNullable<FaultScript['req']> {
  const faulted = new Set<RequestKind>();
  return (client, id, filters) => {
    const kind = requestKind(filters);
    if ((kinds !== undefined && !kinds.includes(kind)) || faulted.has(kind)) return client.answer(id, filters);
    faulted.add(kind);
    fault(client, id, filters);
  };
}
