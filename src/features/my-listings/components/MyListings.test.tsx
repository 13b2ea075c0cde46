import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';

import { KIND } from '@/config/constants';

import { uniqueToken } from '@testing/listing-fixtures';
import { buildListingEvent } from '@/nostr/listing-builder';

import { newKeys, nowSeconds, publishEvents, queryEvents, signEvent } from '@testing/test-relay';
import { carInput, renderSellerApp, sellersListing, tagOf } from '@/test/seller-app';
import { signIn } from '@/test/sign-in';

/**
 * My Listings against the component tests' relay (docs/product.md §2 My Listings): the signed-in seller's own
 * listings only, newest first, with status, price and relays; Mark as sold / available and Delete from a row.
 */

configure({ asyncUtilTimeout: 10_000 });
const relayUrl = inject('relayUrl');

function rows() {
  return screen.getAllByTestId('my-listing');
}

function rowOf(title: string) {
  return screen.getByRole('listitem', { name: title });
}

describe('My Listings', () => {
  it('asks a signed-out visitor to log in', async () => {
    renderSellerApp('/my-listings');
    expect(await screen.findByText('Sign in to see your listings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Listings' })).toBeInTheDocument();
  });

  it("shows exactly the seller's listings, newest first, with status, price and relays; a forged deletion changes nothing", async () => {
    const token = uniqueToken();
    const seller = newKeys();
    const stranger = newKeys();
    const now = nowSeconds();
    const oldest = sellersListing(seller, `car-a-${token}`, now - 300, { title: `${token} Oldest Civic`, price: '7200' });
    const deleted = sellersListing(seller, `car-e-${token}`, now - 250, { title: `${token} Deleted Golf` });
    await publishEvents(relayUrl, [
      oldest,
      deleted,
      signEvent(seller, { kind: KIND.deletion, content: '', tags: [['a', `${KIND.listing}:${seller.pubkey}:car-e-${token}`], ['k', String(KIND.listing)]] }),
      signEvent(seller, buildListingEvent(carInput({ title: `${token} Sold Corolla`, price: '9100' }), (now - 200) * 1000, { d: `car-b-${token}`, status: 'sold' })),
      sellersListing(seller, `car-c-${token}`, now - 100, { title: `${token} Newest Mazda`, price: '18900' }),
      // Another seller's car, and an impostor reusing the seller's d: neither is the seller's.
      sellersListing(stranger, `car-d-${token}`, now - 50, { title: `${token} Stranger Jeep` }),
      sellersListing(stranger, `car-a-${token}`, now - 40, { title: `${token} Impostor Civic` }),
      // A deletion request for the seller's listing signed by another key (NIP-09: ignored).
      signEvent(stranger, {
        kind: KIND.deletion,
        content: '',
        tags: [['a', `${KIND.listing}:${seller.pubkey}:car-a-${token}`], ['e', oldest.id], ['k', String(KIND.listing)]],
      }),
    ]);
    // The relay deleted the seller's Golf; the stranger's request removed nothing.
    expect(await queryEvents(relayUrl, { ids: [oldest.id] })).toHaveLength(1);

    signIn(seller);
    renderSellerApp('/my-listings');

    await screen.findByRole('listitem', { name: `${token} Newest Mazda` });
    expect(rows().map((row) => within(row).getByRole('heading').textContent)).toEqual([
      `${token} Newest Mazda`,
      `${token} Sold Corolla`,
      `${token} Oldest Civic`,
    ]);
    expect(screen.getByText('3 listings')).toBeInTheDocument();

    const newest = rowOf(`${token} Newest Mazda`);
    expect(within(newest).getByText('Active')).toBeInTheDocument();
    expect(within(newest).getByTestId('my-listing-price')).toHaveTextContent('USD 18,900');
    expect(within(newest).getByText('Found on 1 relay:')).toBeInTheDocument();
    expect(within(within(newest).getByRole('list', { name: 'Relays' })).getByRole('listitem')).toHaveTextContent(relayUrl);
    expect(within(newest).getByRole('link', { name: `${token} Newest Mazda` })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/listing/car-c-${token}\\?seller=npub1`)),
    );
    expect(within(newest).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/my-listings/edit/car-c-${token}`);
    expect(within(newest).getByRole('button', { name: 'Mark as sold' })).toBeInTheDocument();
    expect(within(newest).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    const sold = rowOf(`${token} Sold Corolla`);
    expect(within(sold).getByText('SOLD')).toBeInTheDocument();
    expect(within(sold).getByRole('button', { name: 'Mark as available' })).toBeInTheDocument();

    expect(screen.queryByText(`${token} Deleted Golf`)).not.toBeInTheDocument();
    expect(screen.queryByText(`${token} Stranger Jeep`)).not.toBeInTheDocument();
    expect(screen.queryByText(`${token} Impostor Civic`)).not.toBeInTheDocument();
  });

  it('says so when the seller has no listings, with a way to the sell form', async () => {
    signIn(newKeys());
    renderSellerApp('/my-listings');
    expect(await screen.findByRole('heading', { name: 'No listings yet' })).toBeInTheDocument();
    expect(screen.getByText('Cars you list for sale show up here, with their status and the relays they are on.')).toBeInTheDocument();
    const sellLinks = screen.getAllByRole('link', { name: 'Sell a car' });
    expect(sellLinks).toHaveLength(2);
    // It opens home on the sell tab, whose form links back here.
    await userEvent.click(sellLinks[1]!);
    expect(await screen.findByRole('heading', { name: 'List Your Car for Sale' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sell Your Car' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'My Listings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Listings' })).toBeInTheDocument();
  });

  it('marks a listing as sold and available again: the badge changes at once, the relay holds each new version', async () => {
    const token = uniqueToken();
    const seller = newKeys();
    const created = nowSeconds() - 60;
    const original = sellersListing(seller, `car-${token}`, created, { title: `${token} Outback` });
    await publishEvents(relayUrl, [original]);
    signIn(seller);
    renderSellerApp('/my-listings');

    const row = await screen.findByRole('listitem', { name: `${token} Outback` });
    await userEvent.click(within(row).getByRole('button', { name: 'Mark as sold' }));
    await waitFor(() => expect(within(rowOf(`${token} Outback`)).getByText('SOLD')).toBeInTheDocument());
    expect(await screen.findByText('Marked as sold')).toBeInTheDocument();

    const [sold] = await queryEvents(relayUrl, { kinds: [KIND.listing], authors: [seller.pubkey] });
    expect(tagOf(sold!, 'status')).toEqual(['status', 'sold']);
    expect(tagOf(sold!, 'stock')).toEqual(['stock', '0']);
    expect(tagOf(sold!, 'd')).toEqual(['d', `car-${token}`]);
    expect(tagOf(sold!, 'published_at')).toEqual(['published_at', String(created)]);
    expect(tagOf(sold!, 'price')).toEqual(['price', '18900', 'USD']);
    expect(sold!.created_at).toBeGreaterThan(original.created_at);

    // At once again, within the same second: the new version must still be dated after the sold one.
    await userEvent.click(within(rowOf(`${token} Outback`)).getByRole('button', { name: 'Mark as available' }));
    await waitFor(() => expect(within(rowOf(`${token} Outback`)).getByText('Active')).toBeInTheDocument());
    const [available] = await queryEvents(relayUrl, { kinds: [KIND.listing], authors: [seller.pubkey] });
    expect(tagOf(available!, 'status')).toEqual(['status', 'active']);
    expect(tagOf(available!, 'stock')).toEqual(['stock', '1']);
    expect(available!.created_at).toBeGreaterThan(sold!.created_at);
  });
});
