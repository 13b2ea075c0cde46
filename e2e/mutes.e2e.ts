import { nip19, nip44, nip59, type NostrEvent } from 'nostr-tools';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { newKeys, nowSeconds, publishEvents, queryEvents, signEvent, type TestKeys } from '@testing/test-relay';
import { KIND } from '../src/config/constants';
import { loginWithNsec, openAccountMenu } from './support/accounts';
import { env, newTestContext, useBrowser } from './support/browser';
import { saveScreenshot, screenshotsWanted } from './support/screenshots';
import { comment, listingUrl, profile, seedListing } from './support/comment-threads';

/**
 * Mute (docs/product.md §2 Mute): the NIP-51 mute list (kind 10000) another client wrote is kept whole when
 * 'Mute seller' adds a private item; the seller's cars, comments and messages leave the grid, the comments
 * and the inbox (its 'Muted' folder); a fresh browser reads the mute from the relay, and the seller's listing
 * by link says "You muted this seller." until 'Unmute'. Set CARSTR_SCREENSHOTS to a folder to keep
 * screenshots of the seller card, the inbox's 'Muted' folder, the 'Muted' screen and the muted detail page at
 * 1280 and 375 px.
 */

const fixture = useBrowser();

function selfKey(keys: TestKeys) {
  return nip44.getConversationKey(keys.secretKey, keys.pubkey);
}

async function newestMuteList(keys: TestKeys): Promise<NostrEvent | undefined> {
  const events = await queryEvents(env().relayUrl, { kinds: [KIND.muteList], authors: [keys.pubkey] });
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

function dmRelays(keys: TestKeys): NostrEvent {
  return signEvent(keys, { kind: KIND.dmRelayList, tags: [['relay', env().relayUrl]], content: '' });
}

describe('mute', () => {
  it("mutes a seller privately, keeps every other client's item, hides them everywhere and in a fresh browser, and unmutes", async () => {
    const { page, browser } = fixture;
    const token = Math.random().toString(36).slice(2, 8);
    const me = newKeys();
    const seller = newKeys();
    const other = newKeys();
    const friend = newKeys();
    const now = nowSeconds();
    const sellerName = `Mutable Seller ${token}`;
    const mutedCar = seedListing(seller, { title: `Muted Corolla ${token}`, createdAt: now - 300 });
    const mutedCar2 = seedListing(seller, { title: `Muted Yaris ${token}`, createdAt: now - 290 });
    const otherCar = seedListing(other, { title: `Other Auris ${token}`, createdAt: now - 280 });
    // Listings the other client's muted words hide: a public word, and a private phrase (whole words, any case).
    const spamCar = seedListing(other, { title: `SPAM offer ${token}`, createdAt: now - 270 });
    const wireCar = seedListing(other, { title: `Pay by Wire-Transfer ${token}`, createdAt: now - 260 });
    const sellerComment = comment(seller, otherCar, `Seller remark ${token}`, { secondsAgo: 60 });
    const otherComment = comment(other, otherCar, `Owner remark ${token}`, { secondsAgo: 50 });
    // Another client's list: public hashtag, word, person and thread, and private items including an unknown tag.
    const foreignPublic = [['t', 'bitcoin'], ['word', 'spam'], ['p', 'd'.repeat(64)], ['e', 'e'.repeat(64)]];
    const foreignPrivate = [['p', 'f'.repeat(64)], ['word', 'wire transfer'], ['x-other-client', 'keep me']];
    const seededList = signEvent(me, {
      kind: KIND.muteList,
      created_at: now - 100,
      tags: foreignPublic,
      content: nip44.encrypt(JSON.stringify(foreignPrivate), selfKey(me)),
    });
    const fromSeller = nip59.wrapEvent({ kind: KIND.chatMessage, content: `Seller says hi ${token}`, tags: [['p', me.pubkey]], created_at: now - 40 }, seller.secretKey, me.pubkey);
    const fromFriend = nip59.wrapEvent({ kind: KIND.chatMessage, content: `Friend says hi ${token}`, tags: [['p', me.pubkey]], created_at: now - 30 }, friend.secretKey, me.pubkey);
    await publishEvents(env().relayUrl, [
      profile(seller, sellerName),
      profile(friend, `Friendly ${token}`),
      mutedCar.event,
      mutedCar2.event,
      otherCar.event,
      spamCar.event,
      wireCar.event,
      sellerComment,
      otherComment,
      seededList,
      dmRelays(me),
      dmRelays(seller),
      dmRelays(friend),
      fromSeller,
      fromFriend,
    ]);

    // Signed in on the grid, the seller's car opened from its card, 'Mute seller' on its seller card.
    await page.goto(`${env().appUrl}/?q=${token}`);
    await card(page, `SPAM offer ${token}`).waitFor();
    await loginWithNsec(page, nip19.nsecEncode(me.secretKey));
    await card(page, `Other Auris ${token}`).waitFor();
    // Signed in, the list on the relay applies: its muted words hide those listings.
    await expect.poll(() => card(page, `SPAM offer ${token}`).count(), { timeout: 30_000 }).toBe(0);
    expect(await card(page, `Pay by Wire-Transfer ${token}`).count()).toBe(0);
    await card(page, `Muted Corolla ${token}`).getByRole('link').first().click();
    const sellerCard = page.getByRole('region', { name: 'Seller' });
    await sellerCard.getByRole('button', { name: 'Mute seller' }).waitFor();
    await shoot(page, 'seller-card');
    await sellerCard.getByRole('button', { name: 'Mute seller' }).click();
    await page.getByText('Seller muted', { exact: true }).waitFor();
    // Hidden at once: the page that showed the car no longer can.
    await sellerCard.waitFor({ state: 'detached' });

    // The list on the relay: every item it had, in place, and the seller as a new private item only.
    await expect.poll(async () => (await newestMuteList(me))?.id).not.toBe(seededList.id);
    const written = (await newestMuteList(me))!;
    expect(written.tags).toEqual(foreignPublic);
    expect(written.content).not.toContain(seller.pubkey);
    expect(JSON.parse(nip44.decrypt(written.content, selfKey(me)))).toEqual([...foreignPrivate, ['p', seller.pubkey]]);

    // The grid (same page, back in history): the seller's cars are gone, the other car stays.
    await page.goBack();
    await card(page, `Other Auris ${token}`).waitFor();
    expect(await card(page, `Muted Corolla ${token}`).count()).toBe(0);
    expect(await card(page, `Muted Yaris ${token}`).count()).toBe(0);

    // Another seller's listing: the muted seller's comment is not in its thread; the owner's is.
    await card(page, `Other Auris ${token}`).getByRole('link').first().click();
    await page.getByText(`Owner remark ${token}`).waitFor();
    expect(await page.getByText(`Seller remark ${token}`).count()).toBe(0);

    // The inbox: the friend's conversation shows; the seller's is in the closed 'Muted' folder.
    await page.locator('header').getByTestId('messages-link').click();
    await page.getByTestId('conversation').filter({ hasText: `Friendly ${token}` }).waitFor({ timeout: 30_000 });
    const toggle = page.getByTestId('muted-folder-toggle');
    await expect.poll(() => toggle.innerText()).toContain('Muted (1)');
    expect(await page.getByTestId('conversations').getByTestId('conversation').count()).toBe(1);
    await toggle.click();
    await page.getByTestId('muted-conversations').getByTestId('conversation').filter({ hasText: sellerName }).waitFor();
    await shoot(page, 'inbox-muted-folder');

    // The 'Muted' screen from the account menu: the seller by name, the other client's words and hashtag.
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Muted' }).click();
    await page.getByRole('heading', { name: 'Muted', exact: true }).waitFor();
    const people = page.getByRole('region', { name: 'People' });
    await people.getByTestId('muted-person').filter({ hasText: sellerName }).waitFor();
    const words = page.getByRole('region', { name: 'Words' });
    await words.getByText('"spam"').waitFor();
    await words.getByText('"wire transfer"').waitFor();
    await page.getByRole('region', { name: 'Hashtags' }).getByText('#bitcoin').waitFor();
    await shoot(page, 'muted-screen');

    // A fresh browser, the same key: the mute is read from the relay.
    const fresh = await newTestContext(browser, { viewport: { width: 1280, height: 900 } });
    try {
      const second = await fresh.newPage();
      second.on('pageerror', (error) => fixture.pageErrors.push(error));
      await second.goto(`${env().appUrl}/?q=${token}`);
      await loginWithNsec(second, nip19.nsecEncode(me.secretKey));
      await card(second, `Other Auris ${token}`).waitFor();
      await expect.poll(() => card(second, `Muted Corolla ${token}`).count(), { timeout: 30_000 }).toBe(0);
      expect(await card(second, `Muted Yaris ${token}`).count()).toBe(0);

      // The seller's listing by link: it says so, with 'Unmute', which shows the listing.
      await second.goto(listingUrl(env().appUrl, mutedCar));
      const notice = second.getByTestId('muted-seller-notice');
      await notice.getByText('You muted this seller.').waitFor();
      expect(await second.getByRole('heading', { name: `Muted Corolla ${token}` }).count()).toBe(0);
      await shoot(second, 'muted-detail');
      await notice.getByRole('button', { name: 'Unmute' }).click();
      await second.getByRole('heading', { name: `Muted Corolla ${token}` }).waitFor();

      // Unmuted on the relay too, every other item still there.
      await expect.poll(async () => (await newestMuteList(me))?.id).not.toBe(written.id);
      const after = (await newestMuteList(me))!;
      expect(after.tags).toEqual(foreignPublic);
      expect(JSON.parse(nip44.decrypt(after.content, selfKey(me)))).toEqual(foreignPrivate);
    } finally {
      await fresh.close();
    }
  });
});
