import type { Filter } from 'nostr-tools';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { startTestRelay } from '@testing/test-relay';
import { searchMarket } from '@testing/search-market';
import { useRelay } from './browse-helpers';
import { env, useBrowser } from './support/browser';
import { startFaultRelay } from './support/fault-relay';

const fixture = useBrowser();

/**
 * docs/product.md §2 Home: browse tab, "Ask the relays, not only the cache" and "Keep looking" (issue 31): a relay
 * without NIP-50 holding 1 500 newer listings in front of the cars searched for, and one that announces NIP-50.
 * The plain relay is the scriptable one (it serves its listings from memory, and like many public relays it
 * does not know `search`: it would answer such a filter with everything).
 */
const PLAIN = searchMarket({
  newer: 1_500,
  newest: 1_760_000_000,
  token: 'e2e-plain',
  older: [
    { title: 'Nissan Leaf Tekna', make: 'Nissan', model: 'Leaf', fuelType: 'Electric' },
    { title: 'Renault Alpine Berlinette 1973', make: 'Alpine', model: 'A110', year: '1973', bodyType: 'Coupe' },
  ],
});
const SEARCHING = searchMarket({
  newer: 150,
  newest: 1_760_000_000,
  token: 'e2e-nip50',
  older: [{ title: 'Alpine A110 Berlinette', make: 'Alpine', model: 'A110', bodyType: 'Coupe' }],
});

/**
 * Serves the shared test build as if built to read `relays` signed out: the test build reads one relay, so its
 * read-relay cap is raised to two and its relay (the default and only preset) becomes the second of `relays`
 * in the served bundle (as preset-relays.ts does for the presets). Returns a check that both were found.
 */
async function serveReadRelays(context: BrowserContext, builtWith: string, relays: readonly [string, string]): Promise<() => boolean> {
  const cap = /VITE_MAX_READ_RELAYS:(["'`])1\1/;
  const found = { relay: false, cap: false };
  await context.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    if (body.includes(builtWith)) {
      found.relay = true;
      body = body.replaceAll(builtWith, relays[1]);
    }
    if (cap.test(body)) {
      found.cap = true;
      body = body.replace(cap, (_, quote: string) => `VITE_MAX_READ_RELAYS:${quote}2${quote}`);
    }
    return route.fulfill({ response, body });
  });
  await useRelay(context, relays[0]);
  return () => found.relay && found.cap;
}

/** The filters of every REQ a fault relay received. */
function reqFilters(received: readonly { message: unknown[] }[]): Filter[] {
  return received.filter(({ message }) => message[0] === 'REQ').flatMap(({ message }) => message.slice(2) as Filter[]);
}

describe('network search: the relays are asked, not only the loaded pages', () => {
  it("Make 'Nissan' asks #t and shows a Nissan 1 500 listings down; 'Berlinette' is sent as search only to the NIP-50 relay and found on both", async () => {
    const { page, context } = fixture;
    const plain = await startFaultRelay({ events: PLAIN.events });
    const searchFilters: Filter[] = [];
    const searching = await startTestRelay({ onRequest: (filters) => searchFilters.push(...(filters as Filter[])) });
    try {
      await Promise.all(SEARCHING.events.map((event) => searching.publish(event)));
      // Read relays: the plain one (chosen) and the NIP-50 one (the only preset).
      const relaysServed = await serveReadRelays(context, env().relayUrl, [plain.url, searching.url]);

      await page.goto(`${env().appUrl}/?make=Nissan`);
      await page.getByRole('heading', { name: 'Nissan Leaf Tekna' }).waitFor({ timeout: 60_000 });
      expect(relaysServed()).toBe(true);
      expect(reqFilters(plain.received)).toContainEqual(expect.objectContaining({ '#t': expect.arrayContaining(['nissan']) }));
      await page.getByRole('status').filter({ hasText: /1 car found in all [\d ]+ listings on 2 relays/ }).waitFor();

      await page.getByRole('button', { name: 'Clear All' }).click();
      // Typed at once, before the router may have shown the cleared URL: the text stays and the make does not come back.
      await page.getByPlaceholder('Search cars by make, model, year...').fill('Berlinette');
      // The NIP-50 relay answers the search itself (how fast is the benchmark's to say, not a test's).
      await page.getByRole('heading', { name: 'Alpine A110 Berlinette', exact: true }).waitFor({ timeout: 60_000 });
      expect(searchFilters).toContainEqual(expect.objectContaining({ search: 'Berlinette' }));

      // The plain relay is paged back until its Berlinette, 1 500 listings down (at most one press to go on).
      const plainMatch = page.getByRole('heading', { name: 'Renault Alpine Berlinette 1973' });
      const goOn = page.getByRole('button', { name: 'Search older listings' });
      await plainMatch.or(goOn).first().waitFor({ timeout: 60_000 });
      if (await goOn.isVisible()) await goOn.click();
      await plainMatch.waitFor({ timeout: 60_000 });
      await page.getByRole('status').filter({ hasText: /2 cars found for “Berlinette” in all [\d ]+ listings on 2 relays/ }).waitFor({ timeout: 30_000 });
      expect(reqFilters(plain.received).filter((filter) => typeof filter.until === 'number').length).toBeGreaterThanOrEqual(15);
      // The relay that does not announce NIP-50 was never sent `search`.
      expect(reqFilters(plain.received).some((filter) => 'search' in filter)).toBe(false);
    } finally {
      await plain.close();
      await searching.close();
    }
  }, 180_000);
});
