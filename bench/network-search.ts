import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Browser } from 'playwright-core';

import { startRelay, type RelayHandle } from '../dev/relay/start-relay';
import { newBenchContext } from './first-card';
import { describeTimes } from './stats';

/**
 * Row 10 (issue 31, docs/performance.md): a text search over 10 000 listings on two relays, one announcing
 * NIP-50 (the scale relay) and one that does not (a copy of its database, `search` off), with only the newest
 * page of each loaded: how long from typing the search to the first matching card. The search names one
 * listing thousands down, so neither grid page holds it: the NIP-50 relay is asked for it, the other is paged.
 */

export interface NetworkSearchResult {
  listings: number;
  /** Typing the search (its last key) → the first matching card painted, each run (fresh profile, NIP-11 not yet known). */
  firstMatchMs: number[];
}

/** Index 7 777 of the scale seed: `… #7777`, 'Bench listing 7777.', one listing of the 10 000. */
const QUERY = '7777';
const MATCH = '#7777';

/** A relay on a copy of `dbPath` that does not announce or serve NIP-50 (many public relays do not). */
export async function startPlainCopy(dbPath: string, workDir: string): Promise<RelayHandle> {
  const copy = join(workDir, 'plain-relay.sqlite');
  await copyFile(dbPath, copy);
  return startRelay({ port: 0, dbPath: copy, logLevel: 'silent', search: false });
}

/**
 * The bench build reads one relay signed out: its read-relay cap becomes two and its relay (the default and only
 * preset) becomes `second`, in the served bundle, as the browser tests do (e2e/network-search.e2e.ts).
 */
async function readTwoRelays(context: Awaited<ReturnType<typeof newBenchContext>>, builtWith: string, second: string): Promise<void> {
  const cap = /VITE_MAX_READ_RELAYS:(["'`])1\1/;
  await context.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll(builtWith, second).replace(cap, (_, quote: string) => `VITE_MAX_READ_RELAYS:${quote}2${quote}`);
    return route.fulfill({ response, body });
  });
}

/**
 * Page script: resolves with the time of the first frame showing a card whose title holds `match`. A string:
 * the bench's TypeScript transform would add helpers to a function that do not exist in the page.
 */
function firstMatchShown(match: string): string {
  return `new Promise((resolve) => {
    const check = () => {
      const found = [...document.querySelectorAll('[data-testid="listing-card"] h3')].some((heading) => (heading.textContent ?? '').includes(${JSON.stringify(match)}));
      if (found) resolve(performance.now());
      else requestAnimationFrame(check);
    };
    check();
  })`;
}

export async function measureNetworkSearch(
  browser: Browser,
  appUrl: string,
  relays: { builtWith: string; nip50: string; plain: string },
  listings: number,
  runs: number,
): Promise<NetworkSearchResult> {
  const firstMatchMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await newBenchContext(browser, { relayUrl: relays.nip50 });
    try {
      await readTwoRelays(context, relays.builtWith, relays.plain);
      const page = await context.newPage();
      await page.goto(appUrl);
      // Both relays' newest pages are in: 'Load more' shows once the first page is complete.
      await page.getByRole('button', { name: 'Load more listings' }).waitFor({ timeout: 60_000 });
      const search = page.getByPlaceholder('Search cars by make, model, year...');
      await search.click();
      await page.keyboard.type(QUERY.slice(0, -1));
      const started = await page.evaluate(() => performance.now());
      await page.keyboard.type(QUERY.slice(-1));
      const shownAt = await page.evaluate<number>(firstMatchShown(MATCH));
      firstMatchMs.push(shownAt - started);
    } finally {
      await context.close();
    }
  }
  return { listings, firstMatchMs };
}

/** The p-th percentile (nearest rank). */
function percentile(values: readonly number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Target of row 10: the NIP-50 relay answers the search itself, so the match is one round trip away, not 100 pages. */
const TARGET_MS = 3_000;

export function networkSearchSection(result: NetworkSearchResult | undefined): { rows: string[][]; details: string[] } {
  if (result === undefined) return { rows: [], details: [] };
  const p50 = percentile(result.firstMatchMs, 50);
  const p95 = percentile(result.firstMatchMs, 95);
  return {
    rows: [
      [
        '10',
        `search on ${result.listings} listings across 2 relays (one with NIP-50), its one match 7 777 listings down: typing → first match shown, p50 / p95`,
        `≤ ${TARGET_MS / 1000} s`,
        `${p50.toFixed(0)} ms / ${p95.toFixed(0)} ms`,
        p95 <= TARGET_MS ? 'yes' : '**no**',
      ],
    ],
    details: [`  10. typing '${QUERY}' → first matching card: ${describeTimes(result.firstMatchMs)}`],
  };
}
