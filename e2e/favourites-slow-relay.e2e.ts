import { nip19, nip44, type NostrEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { startHoldingProxy } from '@testing/holding-proxy';
import { newKeys, nowSeconds, publishEvents, queryEvents, signEvent, startTestRelay } from '@testing/test-relay';
import { buildListingEvent } from '../src/nostr/listing-builder';
import { loginWithNsec } from './support/accounts';
import { env, useBrowser } from './support/browser';

/**
 * docs/architecture.md §16, end to end: the user's NIP-65 list names a slow relay, the only one holding the
 * bookmark list another client wrote. 'Save to favourites' pressed before it answered waits for it ('Loading
 * your list…') and the published list keeps every item it held. The relay's answers are held (a holding
 * proxy) until the test has seen the button wait, so it is pressed before the answer on any machine.
 */

const fixture = useBrowser();

function listing(title: string, d: string): NostrEvent {
  const template = buildListingEvent(
    {
      title,
      summary: 'Garaged, two owners',
      description: 'A slow relay must not cost this buyer their favourites.',
      price: '21500',
      currency: 'EUR',
      location: 'Ghent',
      make: 'Volvo',
      model: 'V60',
      year: '2019',
      mileage: '72000',
      fuelType: 'Diesel',
      transmission: 'Automatic',
      bodyType: 'Wagon',
      color: 'Grey',
      condition: 'Good',
      images: [],
    },
    nowSeconds() * 1000,
    { generateId: () => d },
  );
  return signEvent(newKeys(), template);
}

describe('favourites with a slow relay', () => {
  it('keeps every item the slow relay held when a car is saved before it answered', async () => {
    const { page } = fixture;
    const upstream = await startTestRelay();
    // Every answer of the slow relay waits until the test releases it.
    const slow = await startHoldingProxy(upstream.url, () => true);
    try {
      const user = newKeys();
      const selfKey = nip44.getConversationKey(user.secretKey, user.pubkey);
      const token = Math.random().toString(36).slice(2, 8);
      const car = listing(`Slow relay Volvo ${token}`, `slow-volvo-${token}`);
      const carAddress = `${KIND.listing}:${car.pubkey}:slow-volvo-${token}`;
      const keptPublic = [['a', `${KIND.listing}:${'d'.repeat(64)}:kept-${token}`], ['e', 'e'.repeat(64)]];
      const keptPrivate = [['a', `${KIND.listing}:${'d'.repeat(64)}:private-${token}`]];
      await publishEvents(env().relayUrl, [
        car,
        signEvent(user, { kind: KIND.relayList, created_at: nowSeconds() - 600, tags: [['r', env().relayUrl], ['r', slow.url]] }),
      ]);
      // Another client's bookmark list reached only the slow relay.
      await publishEvents(upstream.url, [
        signEvent(user, { kind: KIND.bookmarkList, created_at: nowSeconds() - 300, tags: keptPublic, content: nip44.encrypt(JSON.stringify(keptPrivate), selfKey) }),
      ]);

      await page.goto(`${env().appUrl}/?q=${token}`);
      await loginWithNsec(page, nip19.nsecEncode(user.secretKey));
      const card = page.getByTestId('listing-card').filter({ hasText: `Slow relay Volvo ${token}` });
      await card.getByRole('button', { name: 'Save to favourites' }).click();
      await card.getByRole('button', { name: 'Loading your list…' }).waitFor();
      // Still waiting for the slow relay's answer, not given up on it.
      expect(slow.withheld()).toBeGreaterThan(0);
      expect(await card.getByRole('button', { name: 'Loading your list…' }).count()).toBe(1);
      slow.release();

      await card.getByRole('button', { name: 'Remove from favourites' }).waitFor({ timeout: 30_000 });
      const newest = async () => (await queryEvents(env().relayUrl, { kinds: [KIND.bookmarkList], authors: [user.pubkey] })).toSorted((a, b) => b.created_at - a.created_at)[0];
      await expect.poll(newest, { timeout: 20_000 }).toBeDefined();
      const saved = (await newest())!;
      expect(saved.tags).toEqual(keptPublic);
      expect(JSON.parse(nip44.decrypt(saved.content, selfKey))).toEqual([...keptPrivate, ['a', carAddress]]);
    } finally {
      await slow.close();
      await upstream.close();
    }
  });
});
