import { screen, waitFor, within } from '@testing-library/react';
import { nip19 } from 'nostr-tools';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';

import { signedListing } from '@testing/listing-fixtures';
import { Nip19Page } from '@/pages/Nip19Page';
import { ProfileScreen } from '@/pages/ProfilePage';
import { renderScreen } from '@/test/render-screen';

import { newKeys, nowSeconds, publishEvents, signProfile, startTestRelay } from '@testing/test-relay';

/**
 * The profile page (docs/product.md §2 Profile page) through the `/{nip19}` route, against the embedded relay:
 * who the person is, and exactly their car listings, for sale before sold.
 */

const relayUrl = inject('relayUrl');

function renderProfile(identifier: string) {
  return renderScreen({ '/:nip19': <Nip19Page /> }, { path: `/${identifier}` });
}

function cardTitles(section: HTMLElement): string[] {
  return within(section)
    .getAllByTestId('listing-card')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

/** A stand-in for the NIP-05 domain: answers `nostr.json` for `domain` with `names`, and fails for anything else. */
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

describe('profile page', () => {
  it("shows the seller and exactly their listings, for sale before sold, with a verified NIP-05 (once), first seen and the listing count", async () => {
    const seller = newKeys();
    const someoneElse = newKeys();
    const now = nowSeconds();
    const since = now - 400 * 24 * 3600;
    const domain = `ava${seller.pubkey.slice(0, 8)}.example`;
    const fetch = serveNostrJson(domain, { ava: seller.pubkey });
    await publishEvents(relayUrl, [
      signProfile(seller, {
        name: 'ava',
        display_name: 'Ava Ride',
        about: 'Selling my cars. Photos at https://ava.example/cars and #saab <b>not bold</b>',
        website: 'https://ava.example/',
        nip05: `ava@${domain}`,
        picture: 'https://cdn.example/ava.png',
      }),
      signedListing(seller, { title: 'Old Saab 900', createdAt: since }),
      signedListing(seller, { title: 'Volvo 240 estate', createdAt: now - 50 }),
      signedListing(seller, { title: 'Sold Saab 9-3', status: 'sold', createdAt: now - 10 }),
      signedListing(seller, { title: 'Not a car', t: ['furniture'], createdAt: now - 5 }),
      signedListing(someoneElse, { title: 'Someone else’s Golf', createdAt: now }),
    ]);

    renderProfile(nip19.npubEncode(seller.pubkey));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Ride' }, { timeout: 10_000 })).toBeInTheDocument();
    const forSale = await screen.findByTestId('profile-for-sale', {}, { timeout: 10_000 });
    expect(cardTitles(forSale)).toEqual(['Volvo 240 estate', 'Old Saab 900']);
    expect(within(forSale).getByRole('heading', { level: 2 })).toHaveTextContent('For sale (2)');
    const sold = screen.getByTestId('profile-sold');
    expect(cardTitles(sold)).toEqual(['Sold Saab 9-3']);
    expect(forSale.compareDocumentPosition(sold) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Not a car')).toBeNull();
    expect(screen.queryByText('Someone else’s Golf')).toBeNull();

    // About: text with links, markup left as text.
    const about = screen.getByTestId('profile-about');
    expect(within(about).getByRole('link', { name: 'https://ava.example/cars' })).toHaveAttribute('href', 'https://ava.example/cars');
    expect(within(about).getByRole('link', { name: '#saab' })).toHaveAttribute('href', '/t/saab');
    expect(about).toHaveTextContent('<b>not bold</b>');
    expect(about.querySelector('b')).toBeNull();

    expect(screen.getByTestId('profile-website')).toHaveAttribute('href', 'https://ava.example/');
    expect(screen.getByTestId('profile-website')).toHaveTextContent('ava.example');
    const firstSeen = new Date(since * 1000).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(screen.getByTestId('seller-first-seen')).toHaveTextContent(`First seen on these relays: ${firstSeen}`);
    expect(screen.getByTestId('seller-listing-count')).toHaveTextContent('3 listings · 1 sold');

    expect(await screen.findByTestId('nip05-verified')).toBeInTheDocument();
    expect(screen.getByTestId('profile-nip05')).toHaveTextContent(`ava@${domain}`);
    // The header shows the address; the facts under it do not repeat it (docs/product.md §2 Seller facts).
    expect(screen.getAllByTestId('profile-nip05')).toHaveLength(1);
    expect(fetch).toHaveBeenCalledWith(`https://${domain}/.well-known/nostr.json?name=ava`, expect.objectContaining({ redirect: 'error' }));
    expect(document.title).toContain('Profile');
  });

  it('shows the NIP-05 address without the mark when its domain names another key or cannot be reached', async () => {
    const seller = newKeys();
    const domain = `bob${seller.pubkey.slice(0, 8)}.example`;
    const fetch = serveNostrJson(domain, { bob: newKeys().pubkey });
    await publishEvents(relayUrl, [signProfile(seller, { name: 'Bob Wrong Key', nip05: `bob@${domain}` })]);

    renderProfile(nip19.npubEncode(seller.pubkey));
    const nip05 = await screen.findByTestId('profile-nip05', {}, { timeout: 10_000 });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(nip05).toHaveAttribute('data-verified', 'false'));
    expect(nip05).toHaveTextContent(`bob@${domain}`);
    expect(screen.queryByTestId('nip05-verified')).toBeNull();
  });

  it('shows the header’s frame alone while the profile is on its way, so nothing moves when the person and their cars come', async () => {
    const seller = newKeys();
    await publishEvents(relayUrl, [signProfile(seller, { name: 'Dana', about: 'One careful owner.' }), signedListing(seller, { title: 'Dana’s Volvo' })]);
    renderScreen({ '/:nip19': <ProfileScreen pubkey={seller.pubkey} /> }, { path: `/${nip19.npubEncode(seller.pubkey)}` });
    // Before any relay has answered: the frame, nothing below it that the header would push down.
    expect(screen.getByRole('status', { name: 'Loading profile' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading listings' })).toBeNull();
    expect(screen.queryByTestId('seller-facts')).toBeNull();

    expect(await screen.findByRole('heading', { level: 1, name: 'Dana' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading profile' })).toBeNull();
    expect(screen.getByTestId('profile-about')).toHaveTextContent('One careful owner.');
    expect(cardTitles(await screen.findByTestId('profile-for-sale', {}, { timeout: 10_000 }))).toEqual(['Dana’s Volvo']);
  });

  it('renders a hostile profile as inert text and a person without profile or listings by their fallback name', async () => {
    const hostile = newKeys();
    await publishEvents(relayUrl, [
      signProfile(hostile, {
        name: '<img src=x onerror=alert(1)>',
        about: `<script>alert(1)</script> ${'x'.repeat(5000)}`,
        website: 'javascript:alert(1)',
        picture: `https://cdn.example/${'p'.repeat(10_000)}.png`,
        banner: 'data:image/svg+xml,<svg onload=alert(1)>',
        nip05: 123,
      }),
    ]);
    const view = renderProfile(nip19.npubEncode(hostile.pubkey));
    expect(await screen.findByRole('heading', { level: 1, name: '<img src=x onerror=alert(1)>' }, { timeout: 10_000 })).toBeInTheDocument();
    // Capped at 2000 characters, marked with '…'.
    const about = screen.getByTestId('profile-about').textContent ?? '';
    expect(about).toHaveLength(2001);
    expect(about.endsWith('x…')).toBe(true);
    expect(screen.queryByTestId('profile-website')).toBeNull();
    expect(screen.queryByTestId('profile-nip05')).toBeNull();
    expect(view.container.querySelector('script, [onerror], img[src^="data:"], a[href^="javascript:"]')).toBeNull();
    view.unmount();

    const nobody = newKeys();
    renderProfile(nip19.npubEncode(nobody.pubkey));
    expect(await screen.findByText('No cars listed', {}, { timeout: 10_000 })).toBeInTheDocument();
    const name = screen.getByTestId('profile-name').textContent ?? '';
    expect(name).toMatch(/^\w+ \w+$/);
    expect(screen.getByText(`${name} has no car listings on these relays.`)).toBeInTheDocument();
    expect(screen.queryByTestId('seller-first-seen')).toBeNull();
    expect(screen.queryByTestId('seller-listing-count')).toBeNull();
  });

  it("reads an nprofile's relay hints for the profile and the listings", async () => {
    const elsewhere = await startTestRelay();
    try {
      const seller = newKeys();
      await publishEvents(elsewhere.url, [signProfile(seller, { name: 'Hinted Hana' }), signedListing(seller, { title: 'Hinted Honda' })]);
      renderProfile(nip19.nprofileEncode({ pubkey: seller.pubkey, relays: [elsewhere.url] }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Hinted Hana' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(cardTitles(await screen.findByTestId('profile-for-sale', {}, { timeout: 10_000 }))).toEqual(['Hinted Honda']);
    } finally {
      await elsewhere.close();
    }
  });
});
