import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import type { CarListing } from './listing';
import { isSortOrder, SORT_LABELS, SORT_ORDERS, sortListings, sortOrdersFor, type SortOrder } from './listing-sort';
import { fakeEvent } from '@testing/events';
import { testListing } from '@testing/listings';

function car(title: string, createdAt: number, extra: Partial<CarListing> = {}): CarListing {
  return testListing({ title, createdAt, event: fakeEvent({ kind: KIND.listing, created_at: createdAt }), ...extra });
}

const noPrice = { hasPrice: false, price: { amount: 0, currency: 'USD', frequency: undefined } };
const price = (amount: number, currency = 'USD') => ({ hasPrice: true, price: { amount, currency, frequency: undefined } });
const lease = (amount: number) => ({ hasPrice: true, price: { amount, currency: 'USD', frequency: 'month' } });

const listings = [
  car('cheap-old', 100, { ...price(5_000), mileageNumber: 150_000, yearNumber: 2005 }),
  car('no-price-new', 500, { ...noPrice, mileageNumber: 10_000, yearNumber: 2022 }),
  car('mid', 300, { ...price(20_000, 'EUR'), mileageNumber: undefined, yearNumber: 2015 }),
  car('pricey', 200, { ...price(90_000), mileageNumber: 30_000, yearNumber: undefined }),
  car('mid-twin-newer', 400, { ...price(20_000), mileageNumber: 30_000, yearNumber: 2015 }),
];

describe('sortListings', () => {
  it.each<[SortOrder, string[]]>([
    ['newest', ['no-price-new', 'mid-twin-newer', 'mid', 'pricey', 'cheap-old']],
    // Prices order within each currency, the most common (USD) first: the EUR car after every USD one.
    ['price-asc', ['cheap-old', 'mid-twin-newer', 'pricey', 'mid', 'no-price-new']],
    ['price-desc', ['pricey', 'mid-twin-newer', 'cheap-old', 'mid', 'no-price-new']],
    ['mileage-asc', ['no-price-new', 'mid-twin-newer', 'pricey', 'cheap-old', 'mid']],
    ['year-desc', ['no-price-new', 'mid-twin-newer', 'mid', 'cheap-old', 'pricey']],
  ])('%s', (order, expected) => {
    expect(sortListings(listings, order).map((listing) => listing.title)).toEqual(expected);
  });

  it('sorts sales before leases, each among its own: a monthly amount is never ranked among prices', () => {
    const mixed = [car('lease-399', 1, lease(399)), car('sale-9000', 2, price(9_000)), car('lease-250', 3, lease(250)), car('sale-5000', 4, price(5_000))];
    expect(sortListings(mixed, 'price-asc').map((listing) => listing.title)).toEqual(['sale-5000', 'sale-9000', 'lease-250', 'lease-399']);
    expect(sortListings(mixed, 'price-desc').map((listing) => listing.title)).toEqual(['sale-9000', 'sale-5000', 'lease-399', 'lease-250']);
  });

  it('orders mileage by the converted reading: 120,000 km (74,565 mi) before 80,000 mi', () => {
    const km = car('km', 1, { mileageNumber: 120_000 / 1.609344, mileageUnit: 'km', mileageValue: 120_000 });
    const mi = car('mi', 2, { mileageNumber: 80_000, mileageUnit: 'mi', mileageValue: 80_000 });
    expect(sortListings([mi, km], 'mileage-asc').map((listing) => listing.title)).toEqual(['km', 'mi']);
  });

  it('puts the price filter’s currency first, then the others by count, no price last', () => {
    const mixed = [
      car('gbp', 1, price(100, 'GBP')),
      car('eur-2', 2, price(2_000, 'EUR')),
      car('usd-1', 3, price(1_000)),
      car('eur-1', 4, price(1_000, 'EUR')),
      car('none', 5, noPrice),
      car('usd-2', 6, price(2_000)),
      car('eur-3', 7, price(3_000, 'EUR')),
    ];
    const titles = (order: SortOrder, first?: string) => sortListings(mixed, order, first).map((listing) => listing.title);
    expect(titles('price-asc')).toEqual(['eur-1', 'eur-2', 'eur-3', 'usd-1', 'usd-2', 'gbp', 'none']);
    expect(titles('price-asc', 'GBP')).toEqual(['gbp', 'eur-1', 'eur-2', 'eur-3', 'usd-1', 'usd-2', 'none']);
    expect(titles('price-desc', 'USD')).toEqual(['usd-2', 'usd-1', 'eur-3', 'eur-2', 'eur-1', 'gbp', 'none']);
    // A currency no listing uses changes nothing but the order of the rest.
    expect(titles('price-asc', 'JPY')).toEqual(titles('price-asc'));
  });

  it('does not modify its input', () => {
    const before = listings.map((listing) => listing.title);
    sortListings(listings, 'price-asc');
    expect(listings.map((listing) => listing.title)).toEqual(before);
  });

  it('orders equal created_at by event id so the result does not depend on input order', () => {
    const a = car('a', 100, { event: fakeEvent({ id: '1'.repeat(64), created_at: 100 }) });
    const b = car('b', 100, { event: fakeEvent({ id: '2'.repeat(64), created_at: 100 }) });
    expect(sortListings([b, a], 'newest').map((listing) => listing.title)).toEqual(['a', 'b']);
    expect(sortListings([a, b], 'newest').map((listing) => listing.title)).toEqual(['a', 'b']);
  });

  it('has a label for every order', () => {
    for (const order of SORT_ORDERS) expect(SORT_LABELS[order]).toMatch(/\w/);
  });

  it.each([
    ['newest', true],
    ['price-asc', true],
    ['PRICE-ASC', false],
    ['random', false],
    [undefined, false],
    [5, false],
  ])('isSortOrder(%j) → %s', (value, expected) => {
    expect(isSortOrder(value)).toBe(expected);
  });
});

describe("'Best match' (docs/product.md §2 Home: browse tab)", () => {
  it('puts more of the search words in the title first, then newest', () => {
    const ranked = [
      car('Estate, one owner', 500, { make: 'Volvo', model: 'V70' }),
      car('Volvo estate', 100, { model: 'V70' }),
      car('Volvo V70 estate', 50),
      car('Volvo V70', 300),
    ];
    expect(sortListings(ranked, 'best-match', undefined, 'volvo v70').map((listing) => listing.title)).toEqual([
      'Volvo V70',
      'Volvo V70 estate',
      'Volvo estate',
      'Estate, one owner',
    ]);
    // A whole word beats a word it only starts: 'Faithful listing 2' before the newer 'Faithful listing 1 2a'.
    const numbered = [car('Faithful listing 1 2a', 20), car('Faithful listing 2 2a', 10)];
    expect(sortListings(numbered, 'best-match', undefined, 'faithful listing 2 2a')[0]?.title).toBe('Faithful listing 2 2a');
    // Without a text every title counts nothing: newest first.
    expect(sortListings(ranked, 'best-match').map((listing) => listing.createdAt)).toEqual([500, 300, 100, 50]);
  });

  it('is offered only while a text is searched, as nearest first only near a city', () => {
    expect(sortOrdersFor({ nearCity: false, searching: false })).not.toContain('best-match');
    expect(sortOrdersFor({ nearCity: false, searching: true })[0]).toBe('best-match');
    expect(sortOrdersFor({ nearCity: true, searching: false })).toContain('distance');
    expect(sortOrdersFor({ nearCity: false, searching: true })).not.toContain('distance');
  });
});
