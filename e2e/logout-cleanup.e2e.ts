import { nip19, nip59 } from 'nostr-tools';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys, nowSeconds, publishEvents, queryEvents, signEvent, type TestKeys } from '@testing/test-relay';
import { buildListingEvent } from '../src/nostr/listing-builder';
import { expectStoredLogins, loginWithNsec, openAccountMenu } from './support/accounts';
import { env, useBrowser } from './support/browser';
import { sampleListing } from './support/sell';
import { storedItems, storedWith } from './support/stored-items';

/**
 * Logging out leaves nothing private of that account in the browser (issue 28; docs/architecture.md §9, what
 * the browser keeps): its message drafts, read marks and local copy of opened messages go, nothing decrypted
 * (a message, a private favourite) is left in localStorage or IndexedDB, and another account still logged in
 * keeps its own draft.
 */

const fixture = useBrowser();

function nsec(keys: TestKeys): string {
  return nip19.nsecEncode(keys.secretKey);
}

/** A person's kind 10050 list naming the test relay: they can receive private messages. */
function dmRelays(keys: TestKeys) {
  return signEvent(keys, { kind: KIND.dmRelayList, tags: [['relay', env().relayUrl]], content: '' });
}

function composer(page: Page) {
  return page.getByRole('textbox', { name: 'Message', exact: true });
}

describe('logging out', () => {
  it("removes the account's drafts, read marks and message copy, leaves no decrypted item, and keeps the other account's draft", async () => {
    const { page } = fixture;
    const token = Math.random().toString(36).slice(2, 8);
    const [me, other, seller, friend] = [newKeys(), newKeys(), newKeys(), newKeys()];
    const d = `logout-${token}`;
    const title = `2017 Volvo V90 ${token}`;
    const secretText = `Meet at the garage at nine ${token}`;
    const myDraft = `My offer is 21 000 ${token}`;
    const otherDraft = `Another account's question ${token}`;
    const favourite = `${KIND.listing}:${seller.pubkey}:${d}`;
    await publishEvents(env().relayUrl, [
      ...[me, other, seller].map(dmRelays),
      signEvent(seller, buildListingEvent({ ...sampleListing({ title }), images: [] }, Date.now(), { d })),
      // A message to me: opening it keeps read marks and the encrypted local copy in this browser.
      nip59.wrapEvent({ kind: KIND.chatMessage, content: secretText, tags: [['p', me.pubkey]], created_at: nowSeconds() - 60 }, friend.secretKey, me.pubkey),
    ]);
    const sellerThread = `${env().appUrl}/messages/${nip19.npubEncode(seller.pubkey)}`;

    // Another account, logged in first, starts a message to the seller.
    await page.goto(sellerThread);
    await loginWithNsec(page, nsec(other));
    await composer(page).fill(otherDraft);

    // Then me, added as a second account: a draft of mine to the same seller.
    await loginWithNsec(page, nsec(me), { fromMenu: true });
    await expectStoredLogins(page, [me.pubkey, other.pubkey]);
    await expect.poll(() => composer(page).inputValue()).toBe('');
    await composer(page).fill(myDraft);

    // A message opened: it is marked read and kept, encrypted, for the next visit.
    await page.goto(`${env().appUrl}/messages/${nip19.npubEncode(friend.pubkey)}`);
    await page.getByTestId('chat-message').filter({ hasText: secretText }).waitFor();
    await expect
      .poll(async () => {
        const wheres = (await storedItems(page)).map((item) => item.where);
        return [`localStorage carstr:messages-read:${me.pubkey}`, `indexedDB carstr-messages/opened ${me.pubkey}`].filter((where) => wheres.includes(where));
      })
      .toHaveLength(2);

    // A favourite, kept privately (encrypted) in my bookmark list on the relay.
    await page.goto(`${env().appUrl}/listing/${d}?seller=${nip19.npubEncode(seller.pubkey)}`);
    await page.getByRole('main').getByRole('button', { name: 'Save to favourites' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Remove from favourites' }).waitFor();
    await expect.poll(async () => (await queryEvents(env().relayUrl, { kinds: [KIND.bookmarkList], authors: [me.pubkey] })).length).toBe(1);

    // What is about me before logging out: the test sees my draft and the keys named after me.
    const before = await storedItems(page);
    expect(storedWith(before, [myDraft])).toEqual([`localStorage carstr:message-draft:${me.pubkey}:${seller.pubkey}`]);
    expect(storedWith(before, [me.pubkey]).length).toBeGreaterThanOrEqual(4);

    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expectStoredLogins(page, [other.pubkey]);

    // Nothing of mine is left: no draft, no message, no favourite, no key or record named after me.
    await expect.poll(async () => storedWith(await storedItems(page), [myDraft, secretText, favourite, me.pubkey])).toEqual([]);
    // The account still logged in keeps its draft.
    expect(storedWith(await storedItems(page), [otherDraft])).toEqual([`localStorage carstr:message-draft:${other.pubkey}:${seller.pubkey}`]);
    await page.goto(sellerThread);
    await expect.poll(() => composer(page).inputValue()).toBe(otherDraft);
    expect(fixture.pageErrors).toEqual([]);
  });
});
