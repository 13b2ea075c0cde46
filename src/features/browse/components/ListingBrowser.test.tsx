import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';

import { newKeys, publishEvents } from '@testing/test-relay';
import { signedListing, uniqueToken } from '@testing/listing-fixtures';
import { renderApp } from '@/test/render-app';

const relayUrl = inject('relayUrl');

function cardTitles(): string[] {
  return screen.getAllByTestId('listing-card').map((card) => within(card).getByRole('heading').textContent ?? '');
}

describe('ListingBrowser against the relay', () => {
  it('shows valid listings only, newest version per seller, with count, SOLD, price on request and frequency', async () => {
    const token = uniqueToken();
    const seller = newKeys();
    const now = Math.floor(Date.now() / 1000);
    await publishEvents(relayUrl, [
      signedListing(seller, { d: 'a', title: `${token} Old title`, createdAt: now - 100 }),
      signedListing(seller, { d: 'a', title: `${token} Corolla`, price: ['25000', 'USD'], createdAt: now - 10 }),
      signedListing(seller, { d: 'b', title: `${token} Sold Civic`, status: 'sold' }),
      signedListing(seller, { d: 'c', title: `${token} Mystery price`, price: null }),
      signedListing(seller, { d: 'e', title: `${token} Lease`, price: ['399', 'usd', 'month'] }),
      signedListing(seller, { d: 'f', title: null, summary: `${token} has no title` }),
      signedListing(seller, { omitD: true, title: `${token} has no d` }),
    ]);

    // 'Any' offer: the lease shows among the sales (for sale only by default, docs/product.md §2 Home: browse tab).
    renderApp(`/?q=${token}&offer=any`, relayUrl);

    expect(await screen.findByText('4 cars found')).toBeInTheDocument();
    expect(cardTitles().toSorted()).toEqual([`${token} Corolla`, `${token} Lease`, `${token} Mystery price`, `${token} Sold Civic`].toSorted());
    const sold = screen.getAllByTestId('listing-card').find((card) => card.textContent?.includes('Sold Civic'));
    expect(within(sold!).getByText('SOLD')).toBeInTheDocument();
    expect(screen.getByText('Price on request')).toBeInTheDocument();
    expect(screen.getByText(/USD 399 \/ month/)).toBeInTheDocument();
    expect(screen.queryByText(`${token} Old title`)).not.toBeInTheDocument();
    const corolla = screen.getByRole('link', { name: `${token} Corolla` });
    expect(corolla.getAttribute('href')).toMatch(/^\/listing\/a\?seller=npub1/);
  });

  it('narrows by search as the user types and keeps the search in the URL', async () => {
    const token = uniqueToken();
    const seller = newKeys();
    await publishEvents(relayUrl, [
      signedListing(seller, { title: `${token} Honda Civic`, make: 'Honda', location: 'Lyon' }),
      signedListing(seller, { title: `${token} Toyota Yaris`, make: 'Toyota', location: 'Oslo' }),
    ]);
    const { router } = renderApp('/', relayUrl);
    const search = await screen.findByPlaceholderText('Search cars by make, model, year...');
    await userEvent.type(search, token);
    expect(await screen.findByText('2 cars found')).toBeInTheDocument();
    await userEvent.type(search, ' honda');
    expect(await screen.findByText('1 car found')).toBeInTheDocument();
    // Written to the URL once typing pauses.
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(`${token} honda`));
    await userEvent.clear(search);
    await userEvent.type(search, `${token}-nothing`);
    expect(await screen.findByText('No cars found')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`No listings match “${token}-nothing”`))).toBeInTheDocument();
  });

  it("carries the search just typed to the detail page's 'Back to Marketplace', before the URL has it", async () => {
    const token = uniqueToken();
    const seller = newKeys();
    await publishEvents(relayUrl, [signedListing(seller, { title: `${token} Golf GTI`, make: 'Volkswagen' })]);
    const { router } = renderApp('/', relayUrl);
    const search = await screen.findByPlaceholderText('Search cars by make, model, year...');
    await userEvent.type(search, token);
    expect(await screen.findByText('1 car found')).toBeInTheDocument();
    // A tap on the card right after typing: on a phone the box's blur and the tap's click come in one go.
    act(() => {
      fireEvent.blur(search);
      fireEvent.click(screen.getByRole('link', { name: `${token} Golf GTI` }));
    });
    const back = await screen.findByRole('link', { name: 'Back to Marketplace' });
    expect(new URL(back.getAttribute('href') ?? '', 'http://x').searchParams.get('q')).toBe(token);
    expect(router.state.location.pathname).toMatch(/^\/listing\//);
  });

  it('applies filters from the URL, shows chips, removes one and clears all', async () => {
    const token = uniqueToken();
    const seller = newKeys();
    await publishEvents(relayUrl, [
      signedListing(seller, { title: `${token} BMW X5`, make: 'BMW', bodyType: 'SUV', fuelType: 'Diesel' }),
      signedListing(seller, { title: `${token} BMW 320d`, make: 'BMW', bodyType: 'Sedan', fuelType: 'Diesel' }),
      signedListing(seller, { title: `${token} Kia EV6`, make: 'Kia', bodyType: 'SUV', fuelType: 'Electric' }),
    ]);
    const { router } = renderApp(`/?q=${token}&make=bmw&body=SUV`, relayUrl);
    expect(await screen.findByText('1 car found')).toBeInTheDocument();
    expect(cardTitles()).toEqual([`${token} BMW X5`]);
    // The chips load on demand (only a filtered grid needs them).
    expect((await screen.findAllByTestId('filter-chip')).map((chip) => chip.textContent)).toEqual(['BMW', 'SUV']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: SUV' }));
    expect(await screen.findByText('2 cars found')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('body')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('3 cars found')).toBeInTheDocument();
    expect(screen.queryAllByTestId('filter-chip')).toHaveLength(0);
    expect(router.state.location.search).toBe(`?q=${token}`);
  });

  it('sorts by price with unpriced listings last', async () => {
    const token = uniqueToken();
    const seller = newKeys();
    await publishEvents(relayUrl, [
      signedListing(seller, { title: `${token} mid`, price: ['20000', 'USD'] }),
      signedListing(seller, { title: `${token} none`, price: null }),
      signedListing(seller, { title: `${token} cheap`, price: ['9000', 'USD'] }),
    ]);
    renderApp(`/?q=${token}&sort=price-desc`, relayUrl);
    await screen.findByText('3 cars found');
    await waitFor(() => expect(cardTitles()).toEqual([`${token} mid`, `${token} cheap`, `${token} none`]));
  });
});
