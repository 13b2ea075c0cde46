import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys, publishEvents, queryEvents, signEvent } from '@testing/test-relay';
import { loginWithNsec } from './support/accounts';
import { env, useBrowser } from './support/browser';
import { cardTitles } from './browse-helpers';
import { listingUrl, profile, seedListing, type Keys, type SeededListing } from './support/comment-threads';

const fixture = useBrowser();

function contactList(author: Keys, tags: string[][], content = '') {
  return signEvent(author, { kind: KIND.contactList, content, tags });
}

/** A NIP-56 report of a listing as Carstr writes it: the version, the address and the seller, type `other`. */
function listingReport(reporter: Keys, listing: SeededListing, content: string) {
  return signEvent(reporter, {
    kind: KIND.report,
    content,
    tags: [['e', listing.event.id, 'other'], ['a', listing.coordinate, 'other'], ['p', listing.pubkey, 'other']],
  });
}

describe('web of trust (follows, network, reports from your network)', () => {
  it('shows what the network says, follows keeping the list, and filters the grid to the network', async () => {
    const { page } = fixture;
    const me = newKeys();
    const friend = newKeys();
    const seller = newKeys();
    const stranger = newKeys();
    const strangersSeller = newKeys();
    const foreignFollow = newKeys();
    const run = crypto.randomUUID().slice(0, 6);
    const networkCar = seedListing(seller, { title: `Wot ${run} Network Civic` });
    const friendsCar = seedListing(friend, { title: `Wot ${run} Friend Golf` });
    const strangersCar = seedListing(strangersSeller, { title: `Wot ${run} Stranger Astra` });
    // Another client's follow list: a follow with a relay and petname, and the relay JSON older clients keep.
    const myContent = JSON.stringify({ 'wss://relay.example.com': { read: true, write: true } });
    const foreignTag = ['p', foreignFollow.pubkey, 'wss://relay.example.com', 'pal'];
    await publishEvents(env().relayUrl, [
      networkCar.event,
      friendsCar.event,
      strangersCar.event,
      profile(me, 'Wot Me'),
      profile(friend, 'Fran Friend'),
      profile(seller, 'Sid Seller'),
      profile(strangersSeller, 'Stu Stranger'),
      contactList(me, [['p', friend.pubkey], foreignTag], myContent),
      contactList(friend, [['p', seller.pubkey]]),
      contactList(stranger, [['p', strangersSeller.pubkey]]),
      listingReport(friend, networkCar, 'Scam or fraud\n\nAsked for a deposit by wire.'),
      // Anyone can publish a report: a stranger's shows nothing.
      listingReport(stranger, strangersCar, 'Spam'),
    ]);

    await page.goto(`${env().appUrl}/?q=${encodeURIComponent(`Wot ${run}`)}`);
    await page.getByText(`Wot ${run} Stranger Astra`).waitFor();
    await loginWithNsec(page, nip19.nsecEncode(me.secretKey));

    // The grid's card of the reported listing warns; the stranger's reported listing does not.
    const networkCard = page.getByTestId('listing-card').filter({ hasText: 'Network Civic' });
    await networkCard.getByTestId('card-report-warning').getByText('Reported by 1 person you follow').waitFor();
    const strangersCard = page.getByTestId('listing-card').filter({ hasText: 'Stranger Astra' });
    expect(await strangersCard.getByTestId('card-report-warning').count()).toBe(0);

    // 'Only sellers in my network': the friend's car (a follow) and the seller's (a follow of a follow) stay.
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByRole('switch', { name: 'Only sellers in my network' }).click();
    await expect.poll(() => cardTitles(page)).toEqual(expect.not.arrayContaining([`Wot ${run} Stranger Astra`]));
    expect((await cardTitles(page)).toSorted()).toEqual([`Wot ${run} Friend Golf`, `Wot ${run} Network Civic`]);
    expect(page.url()).toContain('network=1');

    // The detail page: the report with its reason, who follows the seller, and 'Follow'.
    await networkCard.getByRole('link', { name: /View Details/ }).click();
    const sellerCard = page.getByRole('region', { name: 'Seller' });
    const warning = sellerCard.getByRole('note', { name: 'Reported by 1 person you follow' });
    await warning.getByText('Asked for a deposit by wire.', { exact: false }).waitFor();
    await sellerCard.getByText('Followed by 1 person you follow').waitFor();
    await sellerCard.getByRole('link', { name: 'Fran Friend' }).first().waitFor();
    expect(await sellerCard.getByText('You follow this seller').count()).toBe(0);

    await sellerCard.getByRole('button', { name: 'Follow', exact: true }).click();
    await sellerCard.getByRole('button', { name: 'Unfollow' }).waitFor();
    await sellerCard.getByText('You follow this seller').waitFor();
    const [list, ...older] = await queryEvents(env().relayUrl, { kinds: [KIND.contactList], authors: [me.pubkey] });
    expect(older).toEqual([]);
    // Every existing follow, its relay and petname, and the content are kept; the seller is added.
    expect(list!.content).toBe(myContent);
    expect(list!.tags.filter(([name]) => name === 'p')).toEqual([['p', friend.pubkey], foreignTag, ['p', seller.pubkey]]);

    // The seller's profile (no reload): the same facts, the seller's report and 'Unfollow' in the header.
    await sellerCard.getByTestId('seller-name').click();
    await page.getByRole('heading', { level: 1, name: 'Sid Seller' }).waitFor();
    await page.getByRole('note', { name: 'Reported by 1 person you follow' }).waitFor();
    await page.getByText('Followed by 1 person you follow').waitFor();
    await page.getByText('You follow this seller').waitFor();
    await page.getByRole('button', { name: 'Unfollow' }).waitFor();

    // The stranger's reported listing: nothing from the network.
    await page.goto(listingUrl(env().appUrl, strangersCar));
    const strangersSellerCard = page.getByRole('region', { name: 'Seller' });
    await strangersSellerCard.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    // Held until the network was asked and answered, so the absence below is an answer, not a race.
    await strangersSellerCard.locator('[data-testid="seller-network"][data-reports-checked="true"][data-network-read="true"]').waitFor();
    expect(await strangersSellerCard.getByText(/Reported by/).count()).toBe(0);
    expect(await strangersSellerCard.getByText(/Followed by/).count()).toBe(0);
  });
});
