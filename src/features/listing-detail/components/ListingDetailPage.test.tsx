import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nip19 } from 'nostr-tools';
import { describe, expect, inject, it } from 'vitest';

import { startHoldingProxy } from '@testing/holding-proxy';
import { newKeys, publishEvents, signProfile } from '@testing/test-relay';
import { signedListing, uniqueToken } from '@testing/listing-fixtures';
import { renderApp } from '@/test/render-app';

const relayUrl = inject('relayUrl');

describe('ListingPage against the relay', () => {
  it('shows the loading state, then every field of the listing and its seller', async () => {
    const token = uniqueToken();
    const seller = newKeys();
    await publishEvents(relayUrl, [
      signProfile(seller, { name: `Dana ${token}`, website: 'javascript:alert(1)', lud16: 'dana@example.com' }),
      signedListing(seller, {
        d: `car-${token}`,
        title: `${token} Volvo V60`,
        summary: 'Family wagon, one owner',
        description: 'Serviced every year.\nNew tyres.',
        price: ['31500', 'EUR'],
        year: '2019',
        mileage: '45000',
        fuelType: 'Diesel',
        location: 'Gothenburg',
        status: 'sold',
      }),
    ]);
    // The relay's first answer is held back until the loading state has been seen (docs/architecture.md §13).
    const proxy = await startHoldingProxy(relayUrl, (message) => message[0] === 'EVENT' || message[0] === 'EOSE');
    try {
      renderApp(`/listing/car-${token}?seller=${nip19.npubEncode(seller.pubkey)}`, proxy.url);
      await proxy.held();
      expect(await screen.findByText('Loading listing...')).toBeInTheDocument();
      expect(screen.getByText('Please wait while we fetch the car details.')).toBeInTheDocument();
      proxy.release();
      expect(await screen.findByRole('heading', { level: 1, name: `${token} Volvo V60` })).toBeInTheDocument();
      expect(screen.getByText('SOLD')).toBeInTheDocument();
      expect(screen.getByText('Family wagon, one owner')).toBeInTheDocument();
      expect(screen.getByTestId('listing-price')).toHaveTextContent('EUR 31,500');
      const specs = screen.getByRole('region', { name: 'Specifications' });
      for (const value of ['2019', '45,000 mi', 'Diesel', 'Gothenburg']) expect(within(specs).getByText(value)).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Description' })).getByText(/Serviced every year\./)).toBeInTheDocument();
      expect(await screen.findByText(`Dana ${token}`)).toBeInTheDocument();
      expect(screen.getByText('Nostr User')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Marketplace' })).toHaveAttribute('href', '/');

      await userEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(nip19.npubEncode(seller.pubkey))).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: /dana@example.com/ })).toHaveAttribute('href', 'lightning:dana%40example.com');
      // The profile's javascript: website was dropped by the profile schema, so no Website entry exists.
      expect(within(dialog).queryByText('Website')).not.toBeInTheDocument();
    } finally {
      await proxy.close();
    }
  });

  it('never shows an impostor that reuses the d tag; without a seller hint the user chooses', async () => {
    const token = uniqueToken();
    const seller = newKeys();
    const impostor = newKeys();
    const d = `shared-${token}`;
    const now = Math.floor(Date.now() / 1000);
    await publishEvents(relayUrl, [
      signedListing(seller, { d, title: `${token} Real Mazda`, createdAt: now - 60 }),
      signedListing(impostor, { d, title: `${token} Impostor Mazda`, createdAt: now }),
    ]);

    const hinted = renderApp(`/listing/${d}?seller=${nip19.npubEncode(seller.pubkey)}`, relayUrl);
    expect(await screen.findByRole('heading', { level: 1, name: `${token} Real Mazda` })).toBeInTheDocument();
    expect(screen.queryByText(`${token} Impostor Mazda`)).not.toBeInTheDocument();
    hinted.unmount();

    // From the grid: the real seller's card opens the real listing.
    const grid = renderApp(`/?q=${token}`, relayUrl);
    expect(await screen.findByText('2 cars found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: `${token} Real Mazda` }));
    expect(await screen.findByRole('heading', { level: 1, name: `${token} Real Mazda` })).toBeInTheDocument();
    expect(screen.queryByText(`${token} Impostor Mazda`)).not.toBeInTheDocument();
    grid.unmount();

    renderApp(`/listing/${d}`, relayUrl);
    expect(await screen.findByRole('heading', { name: 'Several sellers use this listing id' })).toBeInTheDocument();
    const choices = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith(`/listing/${d}?seller=`));
    expect(choices).toHaveLength(2);
    expect(screen.queryByRole('heading', { level: 1, name: /Mazda/ })).not.toBeInTheDocument();
    // The user chooses: the real seller's choice opens the real listing.
    await userEvent.click(screen.getByRole('link', { name: new RegExp(`${token} Real Mazda`) }));
    expect(await screen.findByRole('heading', { level: 1, name: `${token} Real Mazda` })).toBeInTheDocument();
    expect(screen.queryByText(`${token} Impostor Mazda`)).not.toBeInTheDocument();
  });

  it('falls back to the derived seller name and a placeholder photo, and shows Price on request', async () => {
    const token = uniqueToken();
    const seller = newKeys();
    await publishEvents(relayUrl, [signedListing(seller, { d: `bare-${token}`, title: `${token} Bare`, price: null })]);
    renderApp(`/listing/bare-${token}?seller=${nip19.npubEncode(seller.pubkey)}`, relayUrl);
    expect(await screen.findByRole('heading', { level: 1, name: `${token} Bare` })).toBeInTheDocument();
    // No profile: the deterministic 'Adjective Animal' fallback name (docs/product.md §3), not a key.
    const sellerCard = screen.getByRole('region', { name: 'Seller' });
    expect(within(sellerCard).getByTestId('seller-name').textContent).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(screen.getByRole('img', { name: `${token} Bare` })).toBeInTheDocument();
    expect(screen.getByTestId('listing-price')).toHaveTextContent('Price on request');
    expect(document.querySelector('img[data-testid="gallery-main"]')).toBeNull();
  });

  it("says 'Listing not found' for an unknown id, and its way back leads to the grid", async () => {
    renderApp(`/listing/missing-${uniqueToken()}`, relayUrl);
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeInTheDocument();
    expect(screen.getByText("The car listing you're looking for could not be found.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Marketplace' }));
    expect(await screen.findByPlaceholderText('Search cars by make, model, year...')).toBeInTheDocument();
  });
});
