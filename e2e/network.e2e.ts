import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys, publishEvents, signEvent, startTestRelay, type RelayHandle } from '@testing/test-relay';
import { env, useBrowser } from './support/browser';
import { seedListing } from './support/comment-threads';
import { readFrom, signedInFromStart } from './support/fault-pages';

const fixture = useBrowser();

/** A kind 10002 relay list (NIP-65): relays without a marker are read and write. */
function relayList(keys: ReturnType<typeof newKeys>, tags: string[][]) {
  return signEvent(keys, { kind: KIND.relayList, tags });
}

async function withRelays(count: number, run: (relays: RelayHandle[]) => Promise<void>): Promise<void> {
  const relays = await Promise.all(Array.from({ length: count }, () => startTestRelay()));
  try {
    await run(relays);
  } finally {
    await Promise.all(relays.map((relay) => relay.close()));
  }
}

describe('reading the network', () => {
  it("merges listings from the user's NIP-65 read relays into one grid, and names a relay that stopped answering", async () => {
    await withRelays(3, async ([first, second, third]) => {
      const { context, page, pageErrors } = fixture;
      const user = newKeys();
      const seller = newKeys();
      const token = crypto.randomUUID().slice(0, 8);
      const onSecond = seedListing(seller, { title: `Spread Golf ${token}` });
      const onThird = seedListing(seller, { title: `Spread Polo ${token}` });
      await publishEvents(first!.url, [relayList(user, [['r', first!.url], ['r', second!.url, 'read'], ['r', third!.url, 'read']])]);
      await publishEvents(second!.url, [onSecond.event]);
      await publishEvents(third!.url, [onThird.event]);

      await readFrom(context, first!.url);
      await signedInFromStart(context, user.secretKey);
      await page.goto(`${env().appUrl}/?q=${token}`);
      await page.getByText('2 cars found').waitFor();
      const titles = await page.getByTestId('listing-card').getByRole('heading').allInnerTexts();
      expect(titles.toSorted()).toEqual([`Spread Golf ${token}`, `Spread Polo ${token}`]);
      await page.getByTestId('relay-status').getByText('3 of 3 relays').waitFor();

      await third!.close();
      await page.reload();
      await page.getByText('1 car found').waitFor();
      const status = page.getByTestId('relay-status');
      await status.getByText('2 of 3 relays').waitFor();
      await status.getByText('2 of 3 relays').click();
      const failed = status.getByRole('listitem').filter({ hasText: third!.url.replace('ws://', '') });
      await failed.getByText(/Failed/).waitFor();
      expect(await page.getByTestId('listing-card').getByRole('heading').allInnerTexts()).toEqual([`Spread Golf ${token}`]);
      expect(pageErrors).toEqual([]);
    });
  });

  it("opens a listing that lives only on its seller's write relay from a link that names the seller", async () => {
    await withRelays(1, async ([sellersRelay]) => {
      const { page, pageErrors } = fixture;
      const seller = newKeys();
      const listing = seedListing(seller, { title: 'Outbox Miata' });
      // The visitor's relay knows only where the seller writes; the listing itself is elsewhere.
      await publishEvents(env().relayUrl, [relayList(seller, [['r', sellersRelay!.url, 'write']])]);
      await publishEvents(sellersRelay!.url, [listing.event]);

      await page.goto(`${env().appUrl}/listing/${encodeURIComponent(listing.d)}?seller=${nip19.npubEncode(seller.pubkey)}`);
      await page.getByRole('heading', { level: 1, name: 'Outbox Miata' }).waitFor();
      expect(pageErrors).toEqual([]);
    });
  });

  it('opens a shared naddr through its relay hint', async () => {
    await withRelays(1, async ([elsewhere]) => {
      const { page } = fixture;
      const seller = newKeys();
      const listing = seedListing(seller, { title: 'Hinted Yaris' });
      await publishEvents(elsewhere!.url, [listing.event]);
      const naddr = nip19.naddrEncode({ kind: KIND.listing, pubkey: seller.pubkey, identifier: listing.d, relays: [elsewhere!.url] });

      await page.goto(`${env().appUrl}/${naddr}`);
      await page.getByRole('heading', { level: 1, name: 'Hinted Yaris' }).waitFor();
    });
  });
});
