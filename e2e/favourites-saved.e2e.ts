import { nip19, nip44, type NostrEvent } from 'nostr-tools';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys, nowSeconds, publishEvents, queryEvents, signEvent, type TestKeys } from '@testing/test-relay';
import { buildListingEvent } from '../src/nostr/listing-builder';
import { loginWithNsec } from './support/accounts';
import { installAxe, seriousViolations } from './support/axe';
import { env, newTestContext, useBrowser } from './support/browser';
import { saveScreenshot, screenshotsWanted } from './support/screenshots';

/**
 * Favourites (NIP-51 bookmark list, private `a` items) and saved searches (NIP-78 app data), both NIP-44
 * encrypted to the user (docs/product.md §2 Favourites, Saved searches). Set CARSTR_SCREENSHOTS to a
 * folder to keep screenshots of the screens at 1280 and 375 px.
 */

const fixture = useBrowser();

function carListing(keys: TestKeys, d: string, title: string, createdAt: number): NostrEvent {
  const template = buildListingEvent(
    {
      title,
      summary: 'One owner, full service history',
      description: 'Looked after.',
      price: '14500',
      currency: 'EUR',
      location: 'Utrecht',
      make: 'Volkswagen',
      model: 'Golf',
      year: '2018',
      mileage: '64000',
      fuelType: 'Gasoline',
      transmission: 'Manual',
      bodyType: 'Hatchback',
      color: 'Blue',
      condition: 'Good',
      images: [],
    },
    createdAt * 1000,
    { generateId: () => d },
  );
  return signEvent(keys, template);
}

function selfKey(keys: TestKeys) {
  return nip44.getConversationKey(keys.secretKey, keys.pubkey);
}

async function newest(filter: { kinds: number[]; authors: string[] }): Promise<NostrEvent | undefined> {
  const events = await queryEvents(env().relayUrl, filter);
  return events.toSorted((a, b) => b.created_at - a.created_at)[0];
}

function card(page: Page, title: string) {
  return page.getByTestId('listing-card').filter({ hasText: title });
}

async function shoot(page: Page, name: string) {
  if (!screenshotsWanted()) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await saveScreenshot(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('favourites and saved searches', () => {
  it('keeps favourites private in the bookmark list, next to another client’s items, and on any device', async () => {
    const { page, browser } = fixture;
    const user = newKeys();
    const seller = newKeys();
    const token = Math.random().toString(36).slice(2, 8);
    const [kept, gone] = [`Favourite Golf ${token}`, `Favourite Polo ${token}`];
    const now = nowSeconds();
    const keptEvent = carListing(seller, `fav-golf-${token}`, kept, now - 100);
    const goneEvent = carListing(seller, `fav-polo-${token}`, gone, now - 90);
    const [keptAddress, goneAddress] = [`${KIND.listing}:${seller.pubkey}:fav-golf-${token}`, `${KIND.listing}:${seller.pubkey}:fav-polo-${token}`];
    // Another client's list: public note and article bookmarks, and a private note bookmark.
    const otherPublic = [['e', 'f'.repeat(64)], ['a', `30023:${seller.pubkey}:essay`]];
    const otherPrivate = [['e', 'a'.repeat(64)]];
    await publishEvents(env().relayUrl, [
      keptEvent,
      goneEvent,
      signEvent(user, { kind: KIND.bookmarkList, created_at: now - 50, tags: otherPublic, content: nip44.encrypt(JSON.stringify(otherPrivate), selfKey(user)) }),
    ]);

    // Signed out, the hearts keep the cars in this browser.
    await page.goto(`${env().appUrl}/?q=${token}`);
    for (const title of [kept, gone]) await card(page, title).getByRole('button', { name: 'Save to favourites' }).click();
    await card(page, gone).getByRole('button', { name: 'Remove from favourites' }).waitFor();
    await shoot(page, 'cards-with-hearts');

    // At login they are offered for upload.
    await loginWithNsec(page, nip19.nsecEncode(user.secretKey));
    const offer = page.getByRole('region', { name: 'Favourites in this browser' });
    await offer.getByText('Save 2 favourites to your account?').waitFor();
    await shoot(page, 'upload-offer');
    await offer.getByRole('button', { name: 'Save', exact: true }).click();
    await offer.waitFor({ state: 'detached' });

    const list = await newest({ kinds: [KIND.bookmarkList], authors: [user.pubkey] });
    expect(list?.tags).toEqual(otherPublic);
    expect(list?.content).not.toContain(keptAddress);
    expect(list?.content).not.toContain(seller.pubkey);
    expect(JSON.parse(nip44.decrypt(list!.content, selfKey(user)))).toEqual([...otherPrivate, ['a', keptAddress], ['a', goneAddress]]);
    expect(await page.evaluate(() => localStorage.getItem('carstr:favourites'))).toBeNull();

    // The seller deletes one of them; a fresh browser with the same key shows both, the deleted one as such.
    await publishEvents(env().relayUrl, [signEvent(seller, { kind: KIND.deletion, created_at: now, tags: [['a', goneAddress], ['e', goneEvent.id]], content: '' })]);
    const other = await newTestContext(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await installAxe(other);
      const fresh = await other.newPage();
      await fresh.goto(`${env().appUrl}/favourites`);
      await fresh.getByText('No favourites yet').waitFor();
      await loginWithNsec(fresh, nip19.nsecEncode(user.secretKey));
      const keptCard = card(fresh, kept);
      await keptCard.getByRole('button', { name: 'Remove from favourites' }).waitFor();
      await fresh.getByTestId('gone-favourite').getByText('Deleted by the seller.').waitFor();
      await shoot(fresh, 'favourites');
      expect(await seriousViolations(fresh)).toEqual([]);

      // The detail page has the heart too; removing there keeps every other item of the list.
      await keptCard.getByRole('link', { name: kept, exact: true }).click();
      // The list's own hearts are still on screen until the detail page replaces it.
      await fresh.getByRole('heading', { level: 1, name: kept }).waitFor();
      const heart = fresh.getByRole('main').getByRole('button', { name: 'Remove from favourites' });
      await heart.waitFor();
      await shoot(fresh, 'detail');
      await heart.click();
      await fresh.getByRole('main').getByRole('button', { name: 'Save to favourites' }).waitFor();
      await expect
        .poll(async () => {
          const latest = await newest({ kinds: [KIND.bookmarkList], authors: [user.pubkey] });
          return latest === undefined ? undefined : JSON.parse(nip44.decrypt(latest.content, selfKey(user))) as unknown;
        })
        .toEqual([...otherPrivate, ['a', goneAddress]]);
      expect((await newest({ kinds: [KIND.bookmarkList], authors: [user.pubkey] }))?.tags).toEqual(otherPublic);
    } finally {
      await other.close();
    }
  });

  it('counts a newly published match of a saved search and shows the header dot', async () => {
    const { page } = fixture;
    await installAxe(fixture.context);
    const user = newKeys();
    const token = `match${Math.random().toString(36).slice(2, 8)}`;
    await page.goto(`${env().appUrl}/?q=${token}`);
    await loginWithNsec(page, nip19.nsecEncode(user.secretKey));
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save search' });
    await shoot(page, 'save-search-dialog');
    await dialog.getByLabel('Name').fill(`Golf ${token}`);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const stored = await newest({ kinds: [KIND.appData], authors: [user.pubkey] });
    expect(stored?.tags).toEqual([['d', 'carstr/saved-searches']]);
    expect(stored?.content).not.toContain(token);
    const [search] = (JSON.parse(nip44.decrypt(stored!.content, selfKey(user))) as { searches: { name: string; params: string; lastOpenedAt: number }[] }).searches;
    expect(search).toMatchObject({ name: `Golf ${token}`, params: `q=${token}` });

    // Listed after the search was saved (and not in the future, or opening the search would not make it old).
    const listedAt = Math.max(nowSeconds(), search!.lastOpenedAt + 1);
    await publishEvents(env().relayUrl, [carListing(newKeys(), `new-${token}`, `Golf ${token} just listed`, listedAt)]);
    await page.goto(`${env().appUrl}/saved`);
    const row = page.getByTestId('saved-search').filter({ hasText: `Golf ${token}` });
    await row.getByText('1 new', { exact: true }).waitFor();
    await page.getByTestId('saved-searches-dot').waitFor();
    await shoot(page, 'saved');
    expect(await seriousViolations(page)).toEqual([]);

    // Opening marks the search read as of now, which a real user reaches after the listing's second.
    await expect.poll(() => nowSeconds(), { timeout: 5_000 }).toBeGreaterThan(listedAt);
    await row.getByRole('link', { name: `Open Golf ${token}` }).click();
    await card(page, `Golf ${token} just listed`).waitFor();
    await page.getByTestId('saved-searches-dot').waitFor({ state: 'detached' });
    await shoot(page, 'home-after-open');
  });

  it('leaves lists it cannot read untouched and says so', async () => {
    const { page } = fixture;
    const user = newKeys();
    const stranger = newKeys();
    const now = nowSeconds();
    const garbage = nip44.encrypt('[["a","x"]]', nip44.getConversationKey(stranger.secretKey, user.pubkey));
    const bookmarks = signEvent(user, { kind: KIND.bookmarkList, created_at: now - 10, tags: [['t', 'cars']], content: garbage });
    const appData = signEvent(user, { kind: KIND.appData, created_at: now - 10, tags: [['d', 'carstr/saved-searches']], content: 'not encrypted at all' });
    const token = Math.random().toString(36).slice(2, 8);
    const title = `Unsaveable Golf ${token}`;
    await publishEvents(env().relayUrl, [bookmarks, appData, carListing(newKeys(), `unsaveable-${token}`, title, now - 20)]);

    await page.goto(`${env().appUrl}/favourites`);
    await loginWithNsec(page, nip19.nsecEncode(user.secretKey));
    await page.getByRole('alert').getByText(/Your favourites could not be read/).waitFor();
    await page.goto(`${env().appUrl}/saved`);
    await page.getByRole('alert').getByText(/Your saved searches could not be read/).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Favourites' }).click();
    await page.getByRole('alert').getByText(/left untouched on your relays/).waitFor();

    await page.goto(`${env().appUrl}/?q=${token}`);
    await card(page, title).getByRole('button', { name: 'Save to favourites' }).click();
    await page.getByText('Favourites not changed').first().waitFor();
    await card(page, title).getByRole('button', { name: 'Save to favourites' }).waitFor();

    expect((await newest({ kinds: [KIND.bookmarkList], authors: [user.pubkey] }))?.id).toBe(bookmarks.id);
    expect((await newest({ kinds: [KIND.appData], authors: [user.pubkey] }))?.id).toBe(appData.id);
  });
});
