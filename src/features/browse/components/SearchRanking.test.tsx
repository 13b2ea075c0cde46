import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';

import { newKeys, publishEvents } from '@testing/test-relay';
import { signedListing, uniqueToken } from '@testing/listing-fixtures';
import { renderApp } from '@/test/render-app';

const relayUrl = inject('relayUrl');
const now = () => Math.floor(Date.now() / 1000);

function cardTitles(): string[] {
  return screen.getAllByTestId('listing-card').map((card) => within(card).getByRole('heading').textContent ?? '');
}

const sortShown = () => screen.getByRole('combobox', { name: 'Sort by' }).textContent;

describe("'Best match' and typo correction (docs/product.md §2 Home: browse tab, §5 Listing search)", () => {
  it('orders a typed search best match first and goes back to newest first when the text is cleared', async () => {
    const token = uniqueToken();
    const seller = newKeys();
    await publishEvents(relayUrl, [
      // Both words in the title, but older: first only by best match.
      signedListing(seller, { title: `${token} V70 estate`, make: 'Volvo', model: 'V70', createdAt: now() - 100 }),
      signedListing(seller, { title: `${token} family wagon`, make: 'Volvo', model: 'V70', createdAt: now() - 10 }),
    ]);
    const { router } = renderApp('/', relayUrl);
    const search = await screen.findByPlaceholderText('Search cars by make, model, year...');
    expect(sortShown()).toBe('Newest first');

    await userEvent.type(search, `${token} v70`);
    expect(await screen.findByText('2 cars found')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual([`${token} V70 estate`, `${token} family wagon`]));
    expect(sortShown()).toBe('Best match');
    // The default order of a search is not written to the URL.
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(`${token} v70`));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(sortShown()).toBe('Newest first'));
    expect(router.state.location.search).toBe('');
  });

  it('keeps an order chosen while typing when the text is cleared', async () => {
    const token = uniqueToken();
    await publishEvents(relayUrl, [signedListing(newKeys(), { title: `${token} Civic`, make: 'Honda' })]);
    const { router } = renderApp(`/?q=${token}&sort=price-asc`, relayUrl);
    expect(await screen.findByText('1 car found')).toBeInTheDocument();
    expect(sortShown()).toBe('Price: low to high');

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-asc'));
    expect(sortShown()).toBe('Price: low to high');
  });

  it("corrects a misspelt make, says so, and searches the text as typed on 'Search for … instead'", async () => {
    const token = uniqueToken();
    await publishEvents(relayUrl, [signedListing(newKeys(), { title: `${token} estate`, make: 'Volvo', model: 'V70' })]);
    renderApp('/', relayUrl);
    const search = await screen.findByPlaceholderText('Search cars by make, model, year...');
    await userEvent.type(search, `${token} Volov`);

    const line = await screen.findByTestId('search-correction');
    expect(line).toHaveTextContent(`Showing results for ${token} Volvo · Search for ${token} Volov instead`);
    expect(await screen.findByText('1 car found')).toBeInTheDocument();
    expect(cardTitles()).toEqual([`${token} estate`]);
    // The box keeps what the buyer typed.
    expect(search).toHaveValue(`${token} Volov`);

    await userEvent.click(within(line).getByRole('button', { name: `Search for ${token} Volov instead` }));
    expect(await screen.findByText('No cars found')).toBeInTheDocument();
    expect(screen.queryByTestId('search-correction')).not.toBeInTheDocument();
    expect(search).toHaveValue(`${token} Volov`);

    // A new text is corrected again.
    await userEvent.type(search, ' estat');
    expect(await screen.findByTestId('search-correction')).toHaveTextContent(`Showing results for ${token} Volvo estat`);
  });
});
