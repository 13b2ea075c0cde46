import { describe, expect, it } from 'vitest';

import { FILTER_BOUNDS } from '@/config/car-options';

import type { CarListing } from './listing';
import {
  activeFilters,
  applyFilters,
  clearFilter,
  currenciesByCount,
  DEFAULT_FILTERS,
  filterCurrency,
  filterListings,
  isFilterActive,
  withFilter,
  type FilterState,
} from './listing-match';
import { testListing } from '@testing/listings';

const camry = testListing({
  title: '2019 Toyota Camry',
  summary: 'One owner, full history',
  make: 'Toyota',
  model: 'Camry',
  year: '2019',
  yearNumber: 2019,
  location: 'Austin, TX',
  bodyType: 'Sedan',
  fuelType: 'Gasoline',
  transmission: 'Automatic',
  mileageNumber: 45_000,
  price: { amount: 25_000, currency: 'USD', frequency: undefined },
});

function state(overrides: Partial<FilterState>): FilterState {
  return { ...DEFAULT_FILTERS, ...overrides };
}

describe('active filters', () => {
  it('has none at the defaults, and the defaults set no limit (every slider at its ends, docs/product.md §2 Home: browse tab)', () => {
    expect(activeFilters(DEFAULT_FILTERS)).toEqual([]);
    expect(DEFAULT_FILTERS.yearRange).toEqual([FILTER_BOUNDS.year.min, FILTER_BOUNDS.year.max]);
    expect(DEFAULT_FILTERS.priceRange).toEqual([FILTER_BOUNDS.price.min, FILTER_BOUNDS.price.max]);
    expect(DEFAULT_FILTERS.maxMileage).toBeUndefined();
    expect(DEFAULT_FILTERS.offer).toBe('sale');
  });

  it.each<[string, Partial<FilterState>, { key: string; label: string }[]]>([
    ['make', { make: 'Toyota' }, [{ key: 'make', label: 'Toyota' }]],
    ['year moved', { yearRange: [2005, 2020] }, [{ key: 'yearRange', label: 'Year: 2005 - 2020' }]],
    ['price moved', { priceRange: [0, 50_000] }, [{ key: 'priceRange', label: 'Price: Any - 50,000' }]],
    ['year from 2005, no upper limit', { yearRange: [2005, FILTER_BOUNDS.year.max] }, [{ key: 'yearRange', label: 'Year: 2005 - Any' }]],
    ['mileage moved', { maxMileage: { value: 100_000, unit: 'km' } }, [{ key: 'maxMileage', label: 'Max mileage: 100,000 km' }]],
    ['lease', { offer: 'lease' }, [{ key: 'offer', label: 'Offer: Lease' }]],
    ['any offer', { offer: 'any' }, [{ key: 'offer', label: 'Offer: Any' }]],
    ['range equal to default values but a new array', { yearRange: [...DEFAULT_FILTERS.yearRange] }, []],
    [
      'several, in panel order',
      { maxMileage: { value: 5_000, unit: 'mi' }, bodyType: 'SUV', fuelType: 'Diesel', transmission: 'Manual' },
      [
        { key: 'bodyType', label: 'SUV' },
        { key: 'fuelType', label: 'Diesel' },
        { key: 'transmission', label: 'Manual' },
        { key: 'maxMileage', label: 'Max mileage: 5,000 mi' },
      ],
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(activeFilters(state(overrides))).toEqual(expected);
  });

  it('clearing a chip returns that filter to its default and leaves the rest', () => {
    const moved = state({ make: 'BMW', priceRange: [10_000, 20_000] });
    const cleared = clearFilter(moved, 'priceRange');
    expect(cleared.priceRange).toEqual(DEFAULT_FILTERS.priceRange);
    expect(cleared.make).toBe('BMW');
    expect(isFilterActive(cleared, 'priceRange')).toBe(false);
    expect(activeFilters(clearFilter(cleared, 'make'))).toEqual([]);
  });
});

describe('applyFilters', () => {
  const cars: CarListing[] = [
    camry,
    testListing({ title: 'bmw-suv', make: 'BMW', bodyType: 'SUV', fuelType: 'Diesel', transmission: 'Manual', yearNumber: 2010, mileageNumber: 120_000, price: { amount: 15_000, currency: 'USD', frequency: undefined } }),
    testListing({ title: 'unknowns', make: 'Toyota', hasPrice: false, price: { amount: 0, currency: 'USD', frequency: undefined } }),
    testListing({ title: 'classic', make: 'Ford', yearNumber: 1965, mileageNumber: 250_000, price: { amount: 150_000, currency: 'USD', frequency: undefined } }),
    testListing({ title: 'euro', make: 'Volvo', yearNumber: 2021, mileageNumber: 5_000, price: { amount: 30_000, currency: 'EUR', frequency: undefined } }),
  ];
  const titles = (filters: FilterState) => applyFilters(cars, filters).map((listing) => listing.title);

  it.each<[string, Partial<FilterState>, string[]]>([
    ['defaults constrain nothing (unknown year, price, mileage included)', {}, cars.map((listing) => listing.title)],
    ['make, case-insensitive', { make: 'toyota' }, ['2019 Toyota Camry', 'unknowns']],
    ['body type', { bodyType: 'SUV' }, ['bmw-suv']],
    ['fuel type', { fuelType: 'Gasoline' }, ['2019 Toyota Camry']],
    ['transmission', { transmission: 'Manual' }, ['bmw-suv']],
    ['year range excludes unknown years', { yearRange: [2015, 2021] }, ['2019 Toyota Camry', 'euro']],
    ['year range at the lower bound is open below', { yearRange: [FILTER_BOUNDS.year.min, 2012] }, ['bmw-suv', 'classic']],
    ['price range excludes price on request', { priceRange: [10_000, 26_000] }, ['2019 Toyota Camry', 'bmw-suv']],
    ['a price range is in the most common currency (USD here): the EUR car is left out', { priceRange: [29_000, 31_000] }, []],
    ['a price range in a chosen currency', { priceRange: [29_000, 31_000], currency: 'EUR' }, ['euro']],
    ['price at the upper bound is open above', { priceRange: [100_000, FILTER_BOUNDS.price.max] }, ['classic']],
    ['max mileage excludes unknown mileage', { maxMileage: { value: 50_000, unit: 'mi' } }, ['2019 Toyota Camry', 'euro']],
    // 45,000 mi is 72,420 km: over a 70,000 km limit, under 75,000 km.
    ['max mileage in km compares converted values', { maxMileage: { value: 70_000, unit: 'km' } }, ['euro']],
    ['max mileage in km, just above', { maxMileage: { value: 75_000, unit: 'km' } }, ['2019 Toyota Camry', 'euro']],
    ['no mileage limit keeps high mileage', { maxMileage: undefined }, cars.map((listing) => listing.title)],
    ['a 1965 classic shows with the untouched year range', { yearRange: DEFAULT_FILTERS.yearRange }, cars.map((listing) => listing.title)],
    ['combined', { make: 'Toyota', maxMileage: { value: 50_000, unit: 'mi' } }, ['2019 Toyota Camry']],
    ['nothing matches', { make: 'Kia' }, []],
  ])('%s', (_name, overrides, expected) => {
    expect(titles(state(overrides))).toEqual(expected);
  });

  it("matches the make case-, accent- and hyphen-insensitively, keeping each listing's own spelling", () => {
    const makes = ['Škoda', 'skoda', 'SKODA', 'Mercedes-Benz', 'mercedes benz', 'Mercedes'].map((make) => testListing({ title: make, make }));
    const shown = (make: string) => applyFilters(makes, state({ make })).map((listing) => listing.title);
    expect(shown('Skoda')).toEqual(['Škoda', 'skoda', 'SKODA']);
    expect(shown('mercedes-benz')).toEqual(['Mercedes-Benz', 'mercedes benz']);
  });

  it('returns a new array and keeps the input intact', () => {
    const result = applyFilters(cars, DEFAULT_FILTERS);
    expect(result).not.toBe(cars);
    expect(result).toEqual(cars);
  });
});

function priced(title: string, amount: number, currency: string, extra: Partial<CarListing> = {}): CarListing {
  return testListing({ title, price: { amount, currency, frequency: undefined }, ...extra });
}

describe('currencies', () => {
  const cars: CarListing[] = [
    priced('usd-cheap', 10_000, 'USD'),
    priced('eur-cheap', 10_000, 'EUR'),
    priced('eur-mid', 20_000, 'EUR'),
    priced('eur-pricey', 90_000, 'EUR', { make: 'BMW' }),
    priced('gbp', 15_000, 'GBP'),
    testListing({ title: 'on-request', hasPrice: false, price: { amount: 0, currency: 'EUR', frequency: undefined } }),
  ];

  it('ranks currencies by how many priced listings use them, ties alphabetically', () => {
    expect(currenciesByCount(cars)).toEqual(['EUR', 'GBP', 'USD']);
    expect(currenciesByCount([])).toEqual([]);
  });

  it('defaults the filter currency to the most common one, USD when nothing is priced', () => {
    expect(filterCurrency(cars, { currency: undefined })).toBe('EUR');
    expect(filterCurrency(cars, { currency: 'GBP' })).toBe('GBP');
    expect(filterCurrency([], { currency: undefined })).toBe('USD');
  });

  it('leaves other currencies out only while a price range is set, and counts them', () => {
    expect(filterListings(cars, DEFAULT_FILTERS)).toMatchObject({ currency: 'EUR', otherCurrencies: 0 });
    expect(filterListings(cars, DEFAULT_FILTERS).results).toHaveLength(cars.length);

    const ranged = filterListings(cars, { ...DEFAULT_FILTERS, priceRange: [0, 50_000] });
    expect(ranged.results.map((listing) => listing.title)).toEqual(['eur-cheap', 'eur-mid']);
    expect(ranged.otherCurrencies).toBe(2);

    const usd = filterListings(cars, { ...DEFAULT_FILTERS, priceRange: [0, 50_000], currency: 'USD' });
    expect(usd.results.map((listing) => listing.title)).toEqual(['usd-cheap']);
    expect(usd.otherCurrencies).toBe(4);
  });

  it('counts as left out only listings the other filters keep', () => {
    const bmw = filterListings(cars, { ...DEFAULT_FILTERS, make: 'BMW', priceRange: [0, 50_000], currency: 'USD' });
    expect(bmw).toMatchObject({ results: [], otherCurrencies: 1 });
  });

  it('names a chosen currency on the price chip; removing the chip forgets it', () => {
    const filters: FilterState = { ...DEFAULT_FILTERS, priceRange: [0, 50_000], currency: 'EUR' };
    expect(activeFilters(filters)).toEqual([{ key: 'priceRange', label: 'Price: Any - 50,000 EUR' }]);
    expect(activeFilters({ ...DEFAULT_FILTERS, currency: 'EUR' })).toEqual([]);
    expect(clearFilter(filters, 'priceRange').currency).toBeUndefined();
  });
});

function lease(title: string, amount: number): CarListing {
  return testListing({ title, price: { amount, currency: 'USD', frequency: 'month' } });
}

describe('offer: sale, lease or any', () => {
  const cars: CarListing[] = [priced('sale-cheap', 12_000, 'USD'), lease('lease', 399), priced('sale-dear', 28_000, 'USD'), lease('lease-dear', 899)];
  const titles = (overrides: Partial<FilterState>) => applyFilters(cars, state(overrides)).map((listing) => listing.title);

  it("'For sale' (the default, no chip) leaves leases out; 'Lease' shows only them; 'Any' both", () => {
    expect(titles({})).toEqual(['sale-cheap', 'sale-dear']);
    expect(isFilterActive(DEFAULT_FILTERS, 'offer')).toBe(false);
    expect(titles({ offer: 'lease' })).toEqual(['lease', 'lease-dear']);
    expect(titles({ offer: 'any' })).toEqual(cars.map((listing) => listing.title));
  });

  it('compares a price range like with like: a monthly amount is never inside a sale price range', () => {
    expect(titles({ priceRange: [0, 20_000] })).toEqual(['sale-cheap']);
    // With 'Any' the range is a sale price: it limits sales, and leases show at any monthly amount.
    expect(titles({ offer: 'any', priceRange: [0, 20_000] })).toEqual(['sale-cheap', 'lease', 'lease-dear']);
    expect(titles({ offer: 'lease', priceRange: [0, 500] })).toEqual(['lease']);
  });

  it("with 'Lease' the price range is monthly: its own bounds, '/ month' on the chip, other periods left out while it is set", () => {
    const weekly = testListing({ title: 'weekly', price: { amount: 99, currency: 'USD', frequency: 'week' } });
    const leases = [...cars, weekly];
    const leaseState = state({ offer: 'lease', priceRange: [0, FILTER_BOUNDS.leasePrice.max] });
    expect(isFilterActive(leaseState, 'priceRange')).toBe(false);
    expect(applyFilters(leases, leaseState).map((listing) => listing.title)).toEqual(['lease', 'lease-dear', 'weekly']);
    const limited = { ...leaseState, priceRange: [0, 500] as const };
    expect(applyFilters(leases, limited).map((listing) => listing.title)).toEqual(['lease']);
    expect(activeFilters(limited)).toEqual([
      { key: 'priceRange', label: 'Price: Any - 500 / month' },
      { key: 'offer', label: 'Offer: Lease' },
    ]);
    expect(clearFilter(limited, 'priceRange').priceRange).toEqual([0, FILTER_BOUNDS.leasePrice.max]);
  });

  it('switching to an offer on another price scale leaves no price limit the slider no longer shows', () => {
    const sale = state({ priceRange: [0, 20_000] });
    const leased = withFilter(sale, 'offer', 'lease');
    expect(leased.priceRange).toEqual([0, FILTER_BOUNDS.leasePrice.max]);
    expect(isFilterActive(leased, 'priceRange')).toBe(false);
    // 'For sale' and 'Any' share the sale scale: the range stays.
    expect(withFilter(sale, 'offer', 'any').priceRange).toEqual([0, 20_000]);
    const monthly = state({ offer: 'lease', priceRange: [0, 500] });
    expect(withFilter(monthly, 'offer', 'any').priceRange).toEqual(DEFAULT_FILTERS.priceRange);
    // Removing the 'Offer: Lease' chip goes back to 'For sale', and its monthly range with it.
    expect(clearFilter(monthly, 'offer')).toEqual(DEFAULT_FILTERS);
  });
});

describe('buyer-field filters (docs/product.md §2 Home: browse tab, More filters)', () => {
  const golf = testListing({ title: 'golf', specs: { drivetrain: 'FWD', sellerType: 'private', accidentFree: true, previousOwners: 1, powerKw: 110 } });
  const audi = testListing({ title: 'audi', specs: { drivetrain: 'AWD', sellerType: 'dealer', accidentFree: true, previousOwners: 3, powerKw: 180 } });
  const bmw = testListing({ title: 'bmw', specs: { drivetrain: 'AWD', accidentFree: false, powerKw: 150 } });
  const bare = testListing({ title: 'bare' });
  const cars = [golf, audi, bmw, bare];
  const titles = (overrides: Partial<FilterState>) => applyFilters(cars, state(overrides)).map((listing) => listing.title);

  it('constrain nothing while unset, so a listing without the fields shows', () => {
    expect(titles({})).toEqual(['golf', 'audi', 'bmw', 'bare']);
  });

  it.each<[string, Partial<FilterState>, string[]]>([
    ['drivetrain', { drivetrain: 'AWD' }, ['audi', 'bmw']],
    ['seller type', { sellerType: 'dealer' }, ['audi']],
    ['accident-free only leaves out a "no" and a listing that does not say', { accidentFree: true }, ['golf', 'audi']],
    ['max previous owners leaves out more and unknown', { maxOwners: 2 }, ['golf']],
    ['min power leaves out less and unknown', { minPowerKw: 150 }, ['audi', 'bmw']],
    ['combined: AWD and accident-free', { drivetrain: 'AWD', accidentFree: true }, ['audi']],
  ])('%s', (_name, overrides, expected) => {
    expect(titles(overrides)).toEqual(expected);
  });

  it('are counted, labelled in panel order, and cleared one by one or all at once', () => {
    const set = state({ drivetrain: 'AWD', sellerType: 'private', accidentFree: true, maxOwners: 2, minPowerKw: 100, near: undefined });
    expect(activeFilters(set)).toEqual([
      { key: 'drivetrain', label: 'Drivetrain: AWD' },
      { key: 'sellerType', label: 'Seller: Private' },
      { key: 'accidentFree', label: 'Accident-free only' },
      { key: 'maxOwners', label: 'Max. previous owners: 2' },
      { key: 'minPowerKw', label: 'Min. power: 100 kW (136 hp)' },
    ]);
    expect(clearFilter(set, 'accidentFree').accidentFree).toBe(false);
    expect(activeFilters(clearFilter(set, 'minPowerKw'))).toHaveLength(4);
    expect(activeFilters({ ...DEFAULT_FILTERS })).toEqual([]);
  });
});
