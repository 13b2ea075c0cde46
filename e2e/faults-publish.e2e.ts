import type { NostrEvent } from 'nostr-tools';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { queryEvents } from '@testing/test-relay';
import { closedPort } from './browse-helpers';
import { env, useBrowser } from './support/browser';
import { startFaultRelays, type FaultRelay } from './support/fault-relay';
import { expectAppSurvives } from './support/fault-pages';
import { servePresetRelays } from './support/preset-relays';
import { fillListing, sampleListing, sellForm, signInAndOpenSellTab } from './support/sell';

const fixture = useBrowser();

const REFUSAL = 'blocked: listings from new accounts need approval';

/** Each relay's line in the publish report, as [relay URL, answer]. */
async function relayAnswers(page: Page): Promise<string[][]> {
  const items = await page.getByTestId('publish-report').getByRole('listitem').allInnerTexts();
  return items.map((text) => text.split(/\n+/).map((line) => line.trim()));
}

/** The listing events a fault relay was sent. */
function listingsSentTo(relay: FaultRelay): NostrEvent[] {
  return relay.received
    .filter(({ message }) => message[0] === 'EVENT' && (message[1] as NostrEvent).kind === KIND.listing)
    .map(({ message }) => message[1] as NostrEvent);
}

describe('relay faults: publishing', () => {
  it('publishes to five relays with one down and one refusing, succeeds, and reports every relay’s answer', async () => {
    const { appUrl, relayUrl: embedded } = env();
    const listing = sampleListing({ summary: '' });
    let pubkey = '';
    await expectAppSurvives(fixture, {
      // The relay the app reads from (and publishes to first), two more presets, one beyond the cap of five,
      // and a port where nothing listens.
      relay: async () => {
        const group = await startFaultRelays({
          read: {},
          second: {},
          refusing: { event: (client, event) => client.json(['OK', event.id, false, REFUSAL]) },
          beyondCap: {},
        });
        return { ...group, url: group.relays.read.url, down: `ws://127.0.0.1:${await closedPort()}` };
      },
      load: async ({ page, context, relay: { relays, down } }) => {
        // Configured relay first, then the presets: five distinct relays, the sixth left out (docs/product.md §7).
        const presetsServed = await servePresetRelays(context, embedded, [embedded, relays.second.url, down, relays.refusing.url, relays.beyondCap.url]);
        ({ pubkey } = await signInAndOpenSellTab(page, appUrl));
        expect(presetsServed()).toBe(true);
      },
      duringFault: async ({ page, relay: { relays, down } }) => {
        const { read, second, refusing, beyondCap } = relays;
        await fillListing(page, listing);
        await sellForm(page).getByRole('button', { name: 'Create Listing' }).click();

        // The relay that is down only fails when the 5 s publish timeout runs out.
        // (A toast's text is also in its live region for screen readers, hence first().)
        await page.getByText('Listing created!', { exact: true }).first().waitFor({ timeout: 20_000 });
        await page.getByText('Your car listing has been published to the network.').first().waitFor();
        await page.getByTestId('publish-report').getByRole('heading', { name: 'Published to 3 of 5 relays' }).waitFor();
        const answers = await relayAnswers(page);
        expect(answers.map(([relay]) => relay)).toEqual([read.url, embedded, second.url, down, refusing.url]);
        expect(answers.map(([, answer]) => answer)).toEqual(['Accepted', 'Accepted', 'Accepted', expect.stringMatching(/^Refused: .+/), `Refused: ${REFUSAL}`]);

        const [published] = await queryEvents(embedded, { kinds: [KIND.listing], authors: [pubkey] });
        expect(published?.tags).toContainEqual(['title', listing.title]);
        for (const relay of [read, second, refusing]) expect(listingsSentTo(relay).map((event) => event.id)).toEqual([published!.id]);
        expect(listingsSentTo(beyondCap)).toEqual([]);
      },
      // Publishing is the whole test: no grid to recover, only the no-crash check after it.
      recovery: false,
    });
  });
});
