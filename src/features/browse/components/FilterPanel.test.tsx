import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NostrEvent } from 'nostr-tools';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';

import { renderApp } from '@/test/render-app';

import { signedListing, uniqueToken, type ListingFields } from '@testing/listing-fixtures';
import { signEvent, type TestKeys } from '@testing/test-keys';
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

    // A sale price limit first: switching to 'Lease' must not leave it applied on the monthly slider.
    const maxPrice = within(panel).getByRole('slider', { name: 'Maximum price' });
    maxPrice.focus();
    await userEvent.keyboard('{PageDown}');
    expect(await screen.findByText('Any – 190,000 USD')).toBeInTheDocument();
    expect(chips()).toEqual(['Price: Any - 190,000']);

    await userEvent.click(within(panel).getByRole('button', { name: 'Lease' }));
    expect(await screen.findByText('1 car found')).toBeInTheDocument();
    expect(chips()).toEqual(['Offer: Lease']);
    expect(router.state.location.search).toContain('offer=lease');
    expect(router.state.location.search).not.toContain('price=');
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('1');
    // With 'Lease' the price slider is monthly: its own label, range and steps (docs/product.md §2 Home: browse tab).
    expect(within(panel).getByText('Monthly Price')).toBeInTheDocument();
    const maxMonthly = within(panel).getByRole('slider', { name: 'Maximum monthly price' });
    expect(maxMonthly).toHaveAttribute('aria-valuemax', '3000');
    maxMonthly.focus();
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}');
    expect(await screen.findByText('Any – 500 USD / month')).toBeInTheDocument();
    expect(chips()).toEqual(['Price: Any - 500 / month', 'Offer: Lease']);
    expect(await screen.findByText('1 car found')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}'.repeat(6));
    expect(await screen.findByText('Any – 200 USD / month')).toBeInTheDocument();
    expect(await screen.findByText('0 cars found')).toBeInTheDocument();

    // 'Any' prices on the sale scale: the monthly limit goes, and one line says what the range limits.
    await userEvent.click(within(panel).getByRole('button', { name: 'Any' }));
    expect(await screen.findByText('3 cars found')).toBeInTheDocument();
    expect(chips()).toEqual(['Offer: Any']);
    expect(within(panel).getByText('The price range limits sales; leases show at any monthly price.')).toBeInTheDocument();

    // The mileage slider moved one step down from 'Any' is a limit in the viewer's unit (en-US: miles), on a
    // range of 0–200,000 mi (about 300,000 km)…
    const mileage = within(panel).getByRole('slider', { name: 'Max mileage' });
    expect(mileage).toHaveAttribute('aria-valuemax', '200000');
    mileage.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByText('195,000 mi')).toBeInTheDocument();
    expect(chips()).toEqual(['Max mileage: 195,000 mi', 'Offer: Any']);
    // The 287,000-mile Saab is out, the 120,000 km Golf (74,565 mi) in, the lease without a mileage out.
    expect(await screen.findByText('1 car found')).toBeInTheDocument();
    // …and back at its end it is no limit again: no chip, nothing counted.
    await userEvent.keyboard('{End}');
    await expect.poll(chips).toEqual(['Offer: Any']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('2 cars found')).toBeInTheDocument();
    expect(chips()).toEqual([]);
    expect(within(panel).getByRole('button', { name: 'For sale' })).toHaveAttribute('aria-pressed', 'true');
  });
});

/** A listing with the buyer fields as `spec` pairs (docs/product.md §3 Car details as spec pairs). */
function withSpecs(keys: TestKeys, fields: ListingFields, specs: Record<string, string>): NostrEvent {
  const base = signedListing(keys, fields);
  const pairs = Object.entries(specs).map(([key, value]) => ['spec', key, value]);
  return signEvent(keys, { kind: base.kind, created_at: base.created_at, content: base.content, tags: [...base.tags, ...pairs] });
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the filter panel in kilometres, and the buyer-field filters', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows a miles link's limit in km on a 300,000 km slider; More filters set, count, chip and reset", async () => {
    // A viewer in Germany reads kilometres (docs/product.md §2 Units).
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const token = uniqueToken();
    const seller = newKeys();
    await publishEvents(relayUrl, [
      withSpecs(seller, { title: `${token} Audi A4`, mileage: '90000 km' }, { drivetrain: 'AWD', accident_free: 'yes', previous_owners: '1', power: '140 kW', seller_type: 'dealer' }),
      withSpecs(seller, { title: `${token} Subaru`, mileage: '170000 km' }, { drivetrain: 'AWD', accident_free: 'no', power: '110 kW' }),
      withSpecs(seller, { title: `${token} Golf`, mileage: '40000 km' }, { drivetrain: 'FWD', accident_free: 'yes', seller_type: 'private' }),
      signedListing(seller, { title: `${token} Plain`, mileage: '20000 km' }),
    ]);
    // A link shared by a viewer in miles: 100,000 mi is 160,934.4 km, applied exactly.
    const { router } = renderApp(`/?q=${token}&miles=100000`, relayUrl);
    expect(await screen.findByText('3 cars found', {}, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const panel = await screen.findByRole('region', { name: 'Filter Results' });
    const mileage = within(panel).getByRole('slider', { name: 'Max mileage' });
    expect(mileage).toHaveAttribute('aria-valuemax', '300000');
    expect(within(panel).getByText('160,934 km (100,000 mi)')).toBeInTheDocument();
    expect(chips()).toEqual(['Max mileage: 100,000 mi']);
    // Moved, the limit is the viewer's own: round kilometres.
    mileage.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('165,000 km')).toBeInTheDocument();
    expect(router.state.location.search).toContain('maxkm=165000');
    expect(router.state.location.search).not.toContain('miles=');
    await userEvent.keyboard('{End}');
    expect(await screen.findByText('4 cars found')).toBeInTheDocument();

    // The buyer fields are folded under 'More filters'.
    expect(within(panel).queryByRole('combobox', { name: 'Drivetrain' })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'More filters' }));
    await choose('Drivetrain', 'AWD');
    expect(await screen.findByText('2 cars found')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Accident-free only' }));
    expect(await screen.findByText('1 car found')).toBeInTheDocument();
    await choose('Min. power', '150 kW (204 hp)');
    expect(await screen.findByText('0 cars found')).toBeInTheDocument();
    await choose('Min. power', '100 kW (136 hp)');
    await choose('Seller', 'Dealer');
    await choose('Max. previous owners', '1');
    expect(await screen.findByText('1 car found')).toBeInTheDocument();
    expect(chips()).toEqual(['Drivetrain: AWD', 'Seller: Dealer', 'Accident-free only', 'Max. previous owners: 1', 'Min. power: 100 kW (136 hp)']);
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('5');
    expect(within(panel).getByRole('button', { name: /More filters/ })).toHaveTextContent('(5 set)');
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries([...search].filter(([key]) => key !== 'q'))).toEqual({ drive: 'AWD', seller: 'dealer', accfree: '1', owners: '1', minkw: '100' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Accident-free only' }));
    expect(within(panel).getByRole('checkbox', { name: 'Accident-free only' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('4 cars found')).toBeInTheDocument();
    expect(chips()).toEqual([]);
    expect(router.state.location.search).toBe(`?q=${token}`);
    expect(within(panel).getByRole('combobox', { name: 'Drivetrain' })).toHaveTextContent('Any');
  });
});
