import { finalizeEvent, nip19 } from 'nostr-tools';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { newKeys, publishEvents } from '@testing/test-relay';
import { KIND, STORAGE_KEYS } from '../src/config/constants';
import { signedListing } from '@testing/listing-fixtures';
import { cardTitles, countLine, useOwnRelays, useRelay } from './browse-helpers';
import { loginWithNsec } from './support/accounts';
import { env, useBrowser } from './support/browser';

const fixture = useBrowser();
const now = () => Math.floor(Date.now() / 1000);

/** Each test reads from a relay of its own (useOwnRelays). */
const ownRelay = useOwnRelays();

/** `d:status` of every listing in the app's IndexedDB cache, sorted. */
async function cachedListings(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const request = indexedDB.open('carstr-cache');
        request.addEventListener('error', () => resolve([]));
        request.addEventListener('success', () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('listings')) {
            resolve([]);
            return;
          }
          const all = db.transaction('listings').objectStore('listings').getAll();
          all.addEventListener('success', () => {
            const records = all.result as { event: { tags: string[][] } }[];
            const labels = records.map(({ event: { tags } }) => `${tags.find((tag) => tag[0] === 'd')?.[1]}:${tags.find((tag) => tag[0] === 'status')?.[1]}`);
            resolve(labels.toSorted());
            db.close();
          });
        });
      }),
  );
}

describe('listing cache and paging', () => {
  it('revalidates a cached grid on the next visit (edit to SOLD, deletion, new listing) and paints it with the relay down', async () => {
    const { context, page } = fixture;
    const relay = await ownRelay();
    await useRelay(context, relay.url);
    const seller = newKeys();
    const t = now();
    const [kept, sold, gone] = [
      signedListing(seller, { d: 'kept', title: 'Kept Golf', createdAt: t - 30 }),
      signedListing(seller, { d: 'sold', title: 'Sold Civic', createdAt: t - 20 }),
      signedListing(seller, { d: 'gone', title: 'Gone Yaris', createdAt: t - 10 }),
    ];
    await publishEvents(relay.url, [kept!, sold!, gone!]);

    await page.goto(env().appUrl);
    await countLine(page).getByText('3 cars found').waitFor();
    await expect.poll(() => cachedListings(page)).toEqual(['gone:active', 'kept:active', 'sold:active']);

    await publishEvents(relay.url, [
      signedListing(seller, { d: 'sold', title: 'Sold Civic', status: 'sold', createdAt: t - 5 }),
      finalizeEvent({ kind: KIND.deletion, created_at: t, content: '', tags: [['a', `${KIND.listing}:${seller.pubkey}:gone`]] }, seller.secretKey),
      signedListing(seller, { d: 'fresh', title: 'Fresh Kia', createdAt: t - 1 }),
    ]);
    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual(['Fresh Kia', 'Sold Civic', 'Kept Golf']);
    await page.getByTestId('listing-card').filter({ hasText: 'Sold Civic' }).getByText('SOLD', { exact: true }).waitFor();
    await expect.poll(() => cachedListings(page)).toEqual(['fresh:active', 'kept:active', 'sold:sold']);

    // Offline: the relay is gone, the repeat visit still shows what was last confirmed.
    await relay.close();
    await page.reload();
    await countLine(page).getByText('3 cars found').waitFor();
    expect(await cardTitles(page)).toEqual(['Fresh Kia', 'Sold Civic', 'Kept Golf']);
  });

  it('never draws a cached car of a seller the signed-in account muted, not even for one frame', async () => {
    const { context, page } = fixture;
    const relay = await ownRelay();
    await useRelay(context, relay.url);
    const [me, seller, other] = [newKeys(), newKeys(), newKeys()];
    const t = now();
    await publishEvents(relay.url, [
      signedListing(seller, { d: 'muted', title: 'Muted Saab', createdAt: t - 10 }),
      signedListing(other, { d: 'shown', title: 'Shown Volvo', createdAt: t - 20 }),
    ]);
    await page.goto(env().appUrl);
    await loginWithNsec(page, nip19.nsecEncode(me.secretKey));
    await countLine(page).getByText('2 cars found').waitFor();
    await expect.poll(() => cachedListings(page)).toEqual(['muted:active', 'shown:active']);

    // The account mutes the seller (the relays' list and the copy this browser keeps, as a visit that read
    // it leaves them), while the listing cache still holds the seller's car. From the next visit's first
    // script on, the page notes any card of that car that ever enters the document, painted or not.
    await publishEvents(relay.url, [finalizeEvent({ kind: KIND.muteList, created_at: t, content: '', tags: [['p', seller.pubkey]] }, me.secretKey)]);
    await context.addInitScript(
      ({ key, value }) => {
        localStorage.setItem(key, value);
        const seen: string[] = [];
        (window as unknown as { mutedCardSeen: string[] }).mutedCardSeen = seen;
        new MutationObserver(() => {
          for (const card of document.querySelectorAll('[data-testid="listing-card"]')) {
            if (card.textContent?.includes('Muted Saab') === true) seen.push(String(performance.now()));
          }
        }).observe(document, { childList: true, subtree: true, characterData: true });
      },
      { key: `${STORAGE_KEYS.mutes}:${me.pubkey}`, value: JSON.stringify([['pubkey', seller.pubkey]]) },
    );
    await page.reload();
    await countLine(page).getByText('1 car found').waitFor();
    expect(await cardTitles(page)).toEqual(['Shown Volvo']);
    // Until the relays' answer and the account's mute list have been read and applied.
    await expect.poll(() => cachedListings(page)).toEqual(['shown:active']);
    expect(await page.evaluate(() => (window as unknown as { mutedCardSeen: string[] }).mutedCardSeen)).toEqual([]);
  });

  it('ignores corrupt cache entries and still shows the relay’s listings', async () => {
    const { context, page, pageErrors } = fixture;
    const relay = await ownRelay();
    await useRelay(context, relay.url);
    const seller = newKeys();
    await publishEvents(relay.url, [signedListing(seller, { d: 'real', title: 'Real Volvo' })]);
    await page.goto(env().appUrl);
    await countLine(page).getByText('1 car found').waitFor();
    await expect.poll(() => cachedListings(page)).toEqual(['real:active']);

    await page.evaluate(
      (relayUrl) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.open('carstr-cache');
          request.addEventListener('success', () => {
            const transaction = request.result.transaction('listings', 'readwrite');
            const store = transaction.objectStore('listings');
            store.put({ relay: relayUrl, coord: 'x:1', rank: -9e9, storedAt: 0, event: 'garbage' });
            store.put({ relay: relayUrl, coord: 'x:2', rank: -9e9 + 1, storedAt: 0, event: { id: 'nope', tags: 5 } });
            store.put({ relay: relayUrl, coord: 'x:3', rank: -9e9 + 2, storedAt: 0 });
            transaction.addEventListener('complete', () => {
              request.result.close();
              resolve();
            });
          });
        }),
      relay.url,
    );
    await page.reload();
    await countLine(page).getByText('1 car found').waitFor();
    expect(await cardTitles(page)).toEqual(['Real Volvo']);
    await expect.poll(() => cachedListings(page)).toEqual(['real:active']);
    expect(pageErrors).toEqual([]);
  });

  it('pages further back with `until` when asked: Load more, then no more', async () => {
    const { context, page } = fixture;
    const relay = await ownRelay();
    await useRelay(context, relay.url);
    const seller = newKeys();
    const t = now();
    const listings = Array.from({ length: 130 }, (_, index) => signedListing(seller, { d: `car-${index}`, title: `Car ${index}`, createdAt: t - index * 60 }));
    await publishEvents(relay.url, listings);

    await page.goto(env().appUrl);
    await countLine(page).getByText('100 cars found').waitFor();
    await countLine(page).getByText(/more below/).waitFor();
    expect((await cardTitles(page))[0]).toBe('Car 0');
    // Pressed by script, without scrolling: scrolling the button into view starts infinite scroll, which would
    // load the page itself and take the button away under the click.
    await page.getByRole('button', { name: 'Load more listings' }).evaluate((button: HTMLButtonElement) => button.click());
    await countLine(page).getByText('130 cars found').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Load more listings' }).count()).toBe(0);
    // The oldest listing is reachable by searching the loaded listings.
    await page.getByPlaceholder('Search cars by make, model, year...').fill('Car 129');
    await countLine(page).getByText('1 car found').waitFor();
  });
});
