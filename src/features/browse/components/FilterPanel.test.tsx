import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';

import { renderApp } from '@/test/render-app';

import { signedListing, uniqueToken } from '@testing/listing-fixtures';
import { newKeys, publishEvents } from '@testing/test-relay';

const relayUrl = inject('relayUrl');

function chips(): string[] {
  return screen.queryAllByTestId('filter-chip').map((chip) => chip.textContent ?? '');
}

/** docs/product.md §2 Home: browse tab: untouched sliders set no limit and say so; 'Offer' keeps leases apart. */
describe('the filter panel tells the truth', () => {
  it("shows 'Any' at the slider ends, counts no filter, lets a 1995 car show, and 'Lease' / 'Any' / 'For sale' switch the offer", async () => {
    const token = uniqueToken();
    const seller = newKeys();
    await publishEvents(relayUrl, [
      signedListing(seller, { title: `${token} 1995 Saab`, year: '1995', mileage: '287000', price: ['2500', 'USD'] }),
      signedListing(seller, { title: `${token} Golf`, year: '2020', mileage: '120000 km', price: ['15000', 'USD'] }),
      signedListing(seller, { title: `${token} Leased Model 3`, year: '2024', price: ['399', 'USD', 'month'] }),
    ]);
    const { router } = renderApp(`/?q=${token}`, relayUrl);

    // For sale by default: the lease is left out, the old high-mileage car is not.
    expect(await screen.findByText('2 cars found', {}, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const panel = await screen.findByRole('region', { name: 'Filter Results' });
    expect(within(panel).getByText('Any – Any')).toBeInTheDocument();
    // Price range and max mileage both read 'Any' untouched.
    expect(within(panel).getAllByText('Any', { selector: 'span' })).toHaveLength(2);
    expect(chips()).toEqual([]);
    expect(within(panel).getByRole('button', { name: 'For sale' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(panel).getByRole('button', { name: 'Lease' }));
    expect(await screen.findByText('1 car found')).toBeInTheDocument();
    expect(chips()).toEqual(['Offer: Lease']);
    expect(router.state.location.search).toContain('offer=lease');
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('1');

    await userEvent.click(within(panel).getByRole('button', { name: 'Any' }));
    expect(await screen.findByText('3 cars found')).toBeInTheDocument();
    expect(chips()).toEqual(['Offer: Any']);

    // The mileage slider moved one step down from 'Any' is a limit in the viewer's unit (en-US: miles)…
    const mileage = within(panel).getByRole('slider', { name: 'Max mileage' });
    mileage.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByText('295,000 mi')).toBeInTheDocument();
    expect(chips()).toEqual(['Max mileage: 295,000 mi', 'Offer: Any']);
    expect(await screen.findByText('2 cars found')).toBeInTheDocument();
    // …and back at its end it is no limit again: no chip, nothing counted.
    await userEvent.keyboard('{End}');
    await expect.poll(chips).toEqual(['Offer: Any']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('2 cars found')).toBeInTheDocument();
    expect(chips()).toEqual([]);
    expect(within(panel).getByRole('button', { name: 'For sale' })).toHaveAttribute('aria-pressed', 'true');
  });
});
