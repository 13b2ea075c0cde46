import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';

import { signedListing } from '@testing/listing-fixtures';
import { newKeys, nowSeconds, publishEvents, signProfile } from '@testing/test-relay';
import { renderScreen } from '@/test/render-screen';

import { SellerFacts } from './SellerFacts';

/**
 * The seller card's facts (docs/product.md §2 Seller facts) against the embedded relay: a verified NIP-05 shows
 * with its mark, a failing one is not claimed at all; first seen and the listing count come from the seller's
 * listings.
 */

const relayUrl = inject('relayUrl');

/** The NIP-05 domain's `nostr.json`: `names` for `domain`, a network failure for anything else. */
function serveNostrJson(domain: string, names: Record<string, string>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.hostname !== domain || url.pathname !== '/.well-known/nostr.json') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ names }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SellerFacts', () => {
  it('shows a verified NIP-05 with its mark, first seen and the listing count', async () => {
    const seller = newKeys();
    const domain = `cara${seller.pubkey.slice(0, 8)}.example`;
    serveNostrJson(domain, { cara: seller.pubkey });
    const since = nowSeconds() - 200 * 24 * 3600;
    await publishEvents(relayUrl, [
      signProfile(seller, { name: 'Cara', nip05: `cara@${domain}` }),
      signedListing(seller, { title: 'Old car', createdAt: since }),
      signedListing(seller, { title: 'Sold car', status: 'sold' }),
      signedListing(seller, { title: 'Sold van', status: 'sold' }),
    ]);
    renderScreen(<SellerFacts pubkey={seller.pubkey} />);
    // The count's line is kept while the listings load, so the text under the facts does not move when it comes.
    expect(screen.getByTestId('seller-listing-count-pending')).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByTestId('nip05-verified')).toBeInTheDocument();
    expect(screen.getByTestId('profile-nip05')).toHaveTextContent(`cara@${domain}`);
    expect(await screen.findByText('3 listings · 2 sold')).toBeInTheDocument();
    expect(screen.queryByTestId('seller-listing-count-pending')).toBeNull();
    const month = new Date(since * 1000).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(screen.getByTestId('seller-first-seen')).toHaveTextContent(`First seen on these relays: ${month}`);
  });

  it('does not claim a NIP-05 address its domain does not confirm', async () => {
    const seller = newKeys();
    const domain = `dan${seller.pubkey.slice(0, 8)}.example`;
    const fetch = serveNostrJson(domain, { dan: newKeys().pubkey });
    await publishEvents(relayUrl, [signProfile(seller, { name: 'Dan', nip05: `dan@${domain}` }), signedListing(seller, { title: 'Only car' })]);
    renderScreen(<SellerFacts pubkey={seller.pubkey} />);
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    // The check has answered "not this key": the address stays off the card.
    await waitFor(() => expect(screen.getByTestId('seller-facts')).toHaveAttribute('data-nip05', 'unverified'));
    expect(fetch).toHaveBeenCalled();
    expect(screen.queryByTestId('profile-nip05')).toBeNull();
    expect(screen.getByTestId('seller-facts')).not.toHaveTextContent(domain);
  });
});
