import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nip19 } from 'nostr-tools';
import { describe, expect, inject, it } from 'vitest';

import { renderSellerApp, sellersListing } from '@/test/seller-app';
import { signIn } from '@/test/sign-in';

import { newKeys, nowSeconds, publishEvents } from '@testing/test-relay';
import { uniqueToken } from '@testing/listing-fixtures';

/**
 * The detail page's seller actions (docs/product.md §2 Listing detail, Seller actions): offered to the author of
 * the listing only, never to anyone else (nor to a visitor); Mark as sold shows the badge at once; Delete ends
 * on 'Listing not found'.
 */

configure({ asyncUtilTimeout: 15_000 });
const relayUrl = inject('relayUrl');

function detailPath(d: string, seller: string) {
  return `/listing/${d}?seller=${nip19.npubEncode(seller)}`;
}

describe('seller actions on the detail page', () => {
  it("are not offered to a visitor", async () => {
    const token = uniqueToken();
    const owner = newKeys();
    const d = `car-${token}`;
    await publishEvents(relayUrl, [sellersListing(owner, d, nowSeconds() - 60, { title: `${token} Civic` })]);

    renderSellerApp(detailPath(d, owner.pubkey));
    expect(await screen.findByRole('heading', { level: 1, name: `${token} Civic` })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your listing' })).not.toBeInTheDocument();
  });

  it("are not offered to a signed-in user on another seller's listing", async () => {
    const token = uniqueToken();
    const owner = newKeys();
    const d = `car-${token}`;
    await publishEvents(relayUrl, [sellersListing(owner, d, nowSeconds() - 60, { title: `${token} Accord` })]);
    signIn(newKeys());
    renderSellerApp(detailPath(d, owner.pubkey));
    expect(await screen.findByRole('heading', { level: 1, name: `${token} Accord` })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your listing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as sold' })).not.toBeInTheDocument();
  });

  it('lets the seller mark their listing as sold (badge at once) and delete it (Listing not found)', async () => {
    const token = uniqueToken();
    const seller = newKeys();
    const d = `car-${token}`;
    const title = `${token} Outback`;
    await publishEvents(relayUrl, [sellersListing(seller, d, nowSeconds() - 60, { title })]);
    signIn(seller);
    renderSellerApp(detailPath(d, seller.pubkey));

    const card = await screen.findByRole('region', { name: 'Your listing' });
    // The actions' code loads once the seller's card shows.
    expect(await within(card).findByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/my-listings/edit/${d}`);
    expect(screen.queryByText('SOLD')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as sold' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: title }).parentElement).toHaveTextContent('SOLD'));
    expect(await within(card).findByRole('button', { name: 'Mark as available' })).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete listing' });
    expect(dialog).toHaveTextContent(`Delete “${title}”?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Listing' }));
    expect(await within(dialog).findByRole('heading', { name: /^Deleted from 1 of \d+ relays?$/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeInTheDocument();
  });
});
