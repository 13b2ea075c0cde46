import { getPublicKey, nip19 } from 'nostr-tools';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

import { STORAGE_KEYS } from '../../src/config/constants';
import type { FaultMarket } from '../fixtures/fault-market';

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
