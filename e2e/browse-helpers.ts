import { createServer } from 'node:net';

import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';

import { startTestRelay, type RelayHandle } from '@testing/test-relay';

import { STORAGE_KEYS } from '../src/config/constants';

/** Titles of the listing cards, in grid order. */
export async function cardTitles(page: Page): Promise<string[]> {
  return page.getByTestId('listing-card').getByRole('heading').allInnerTexts();
}

/** The count line ('3 cars found') once the grid has loaded. */
export function countLine(page: Page) {
  return page.getByRole('status').filter({ hasText: /cars? found/ });
}

/** The number the count line gives ('298 cars found among the listings loaded so far · more below'). */
export async function loadedCount(page: Page): Promise<number> {
  return Number((await countLine(page).innerText()).match(/^\d+/)?.[0] ?? Number.NaN);
}

/** Scrolls to the page's end until infinite scroll has loaded `total` listings (each bottom reached loads a page). */
export async function scrollUntilLoaded(page: Page, total: number): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return loadedCount(page);
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(total);
}

/**
 * A relay of the test's own, so the grid holds exactly what the test put there: `ownRelay()` starts one, and
 * every one started in a test is closed after it.
 */
export function useOwnRelays(): () => Promise<RelayHandle> {
  const relays: RelayHandle[] = [];
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((relay) => relay.close()));
  });
  return async () => {
    const relay = await startTestRelay();
    relays.push(relay);
    return relay;
  };
}

/** A TCP port nothing listens on: bound, read and released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/** Makes the app read from `relayUrl` (the stored settings of docs/product.md §3), before any page script runs. */
export async function useRelay(context: BrowserContext, relayUrl: string): Promise<void> {
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [STORAGE_KEYS.config, JSON.stringify({ theme: 'light', relayUrl })] as const,
  );
}

/** Picks an entry of one of the panel's dropdowns (Radix Select: a combobox and a listbox). */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
