import { describe, expect, it } from 'vitest';

import { FILTER_BOUNDS } from '@/config/car-options';
import { DEFAULT_FILTERS, type FilterState } from '@/nostr/listing-match';
import type { SortOrder } from '@/nostr/listing-sort';

import { filtersFromSearchParams, filtersToSearchParams, MAX_QUERY_LENGTH } from './listing-filter-params';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('filtersToSearchParams', () => {
  it('writes nothing at the defaults', () => {
    expect(filtersToSearchParams(DEFAULT_FILTERS, 'newest', '').toString()).toBe('');
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('writes every moved filter with its short key', () => {
    const filters: FilterState = {
      make: 'Mercedes-Benz',
      bodyType: 'SUV',
      fuelType: 'Plug-in Hybrid',
      transmission: 'CVT',
      yearRange: [2005, 2020],
      priceRange: [0, 50_000],
      maxMileage: { value: 100_000, unit: 'mi' },
      offer: 'any',
      currency: 'EUR',
      near: undefined,
      drivetrain: 'AWD',
      sellerType: 'dealer',
      accidentFree: true,
      maxOwners: 2,
      minPowerKw: 100,
    };
    const params = filtersToSearchParams(filters, 'price-asc', ' camry & co ');
    expect(Object.fromEntries(params)).toEqual({
      q: 'camry & co',
      make: 'Mercedes-Benz',
      body: 'SUV',
      fuel: 'Plug-in Hybrid',
      trans: 'CVT',
      year: '2005-2020',
      price: '0-50000',
      cur: 'EUR',
      miles: '100000',
      offer: 'any',
      drive: 'AWD',
      seller: 'dealer',
      accfree: '1',
      owners: '2',
      minkw: '100',
      sort: 'price-asc',
    });
  });

  it('round-trips through the URL', () => {
    const filters: FilterState = { ...DEFAULT_FILTERS, make: 'BMW', yearRange: [1995, 2010], maxMileage: { value: 50_000, unit: 'km' }, offer: 'any' };
    const sort: SortOrder = 'year-desc';
    const url = `?${filtersToSearchParams(filters, sort, 'm3').toString()}`;
    expect(read(url)).toEqual({ filters, sort, query: 'm3' });
  });
});

describe('filtersFromSearchParams', () => {
  it('reads an empty URL as the defaults', () => {
    expect(read('')).toEqual({ filters: DEFAULT_FILTERS, sort: 'newest', query: '' });
  });

  it.each<[string, string, Partial<FilterState>]>([
    ['canonical make spelling', 'make=mercedes-benz', { make: 'Mercedes-Benz' }],
    ['folded make in the list spelling', 'make=skoda', { make: 'Škoda' }],
    ['a make the list lacks is kept, trimmed', 'make=%20Wartburg%20%20353%20', { make: 'Wartburg 353' }],
    ['over-long make dropped', `make=${'x'.repeat(41)}`, {}],
    ['"Other" is not a filter make', 'make=Other', {}],
    ['script make dropped', 'make=%3Cscript%3E', {}],
    ['body in lowercase', 'body=suv', { bodyType: 'SUV' }],
    ['unknown fuel dropped', 'fuel=coal', {}],
    ['transmission', 'trans=semi-automatic', { transmission: 'Semi-Automatic' }],
    ['year range', 'year=2005-2020', { yearRange: [2005, 2020] }],
    ['reversed range swapped', 'year=2020-2005', { yearRange: [2005, 2020] }],
    ['range clamped to bounds', 'year=1900-2999', { yearRange: [FILTER_BOUNDS.year.min, FILTER_BOUNDS.year.max] }],
    ['price snapped to the 1000 step', 'price=1499-50501', { priceRange: [1_000, 51_000] }],
    ['price clamped', 'price=0-99999999', { priceRange: [0, FILTER_BOUNDS.price.max] }],
    ['negative range refused', 'price=-5-100', {}],
    ['exponent refused', 'price=0-1e308', {}],
    ['Infinity refused', 'miles=Infinity', {}],
    ['NaN refused', 'year=NaN-NaN', {}],
    ['single number for a range refused', 'year=2010', {}],
    ['mileage snapped to the 5000 step', 'miles=12345', { maxMileage: { value: 10_000, unit: 'mi' } }],
    ['mileage in kilometres', 'maxkm=150000', { maxMileage: { value: 150_000, unit: 'km' } }],
    ['mileage at or past the slider end is no limit', 'miles=999999999', {}],
    // 200,000 mi is now the miles slider's end (one physical range with 300,000 km, docs/product.md §2 Units), so no limit.
    ['an old link at the old defaults keeps working, now as the limits it names', 'year=2000-2027&price=0-100000&miles=200000', { yearRange: [2000, Math.min(2027, FILTER_BOUNDS.year.max)], priceRange: [0, 100_000] }],
    ['an old link in miles keeps its limit in miles', 'miles=150000', { maxMileage: { value: 150_000, unit: 'mi' } }],
    ['kilometres snap to their own 5000 step and end at 300,000 km', 'maxkm=295001', { maxMileage: { value: 295_000, unit: 'km' } }],
    ['300,000 km is the end of the km slider: no limit', 'maxkm=300000', {}],
    ['both units given: the kilometres win', 'maxkm=100000&miles=50000', { maxMileage: { value: 100_000, unit: 'km' } }],
    ['offer lease: the untouched price range is the monthly one', 'offer=lease', { offer: 'lease', priceRange: [0, FILTER_BOUNDS.leasePrice.max] }],
    ['a lease price range is monthly, in steps of 50', 'offer=lease&price=0-1020', { offer: 'lease', priceRange: [0, 1_000] }],
    ['a lease price range past the monthly end is no limit', 'offer=lease&price=0-50000', { offer: 'lease', priceRange: [0, FILTER_BOUNDS.leasePrice.max] }],
    ['offer any, any case', 'offer=ANY', { offer: 'any' }],
    ['unknown offer reads as for sale', 'offer=rent', {}],
    ['over-long digits refused', `miles=${'9'.repeat(400)}`, {}],
    ['currency in capitals', 'cur=eur', { currency: 'EUR' }],
    ['script currency dropped', 'cur=%3Cscript%3E', {}],
    ['over-long currency dropped', 'cur=EUROEUROEURO', {}],
    ['drivetrain in any case', 'drive=awd', { drivetrain: 'AWD' }],
    ['4WD', 'drive=4WD', { drivetrain: '4WD' }],
    ['unknown drivetrain dropped', 'drive=quattro', {}],
    ['seller type in any case', 'seller=Dealer', { sellerType: 'dealer' }],
    ['unknown seller type dropped', 'seller=trade', {}],
    ['accident-free only', 'accfree=1', { accidentFree: true }],
    ['accident-free other than 1 is off', 'accfree=yes', {}],
    ['max owners, one of the choices', 'owners=2', { maxOwners: 2 }],
    ['max owners not a choice dropped', 'owners=7', {}],
    ['max owners not a number dropped', 'owners=-1', {}],
    ['min power, one of the choices', 'minkw=150', { minPowerKw: 150 }],
    ['min power not a choice dropped', 'minkw=123', {}],
    ['min power exponent dropped', 'minkw=1e2', {}],
  ])('%s', (_name, query, expected) => {
    expect(read(query).filters).toEqual({ ...DEFAULT_FILTERS, ...expected });
  });

  it.each([
    ['sort=price-desc', 'price-desc'],
    ['sort=PRICE-DESC', 'newest'],
    ['sort=__proto__', 'newest'],
    ['sort=', 'newest'],
  ])('%s → sort %s', (query, sort) => {
    expect(read(query).sort).toBe(sort);
  });

  it('trims and caps the search text and keeps payloads as plain text', () => {
    expect(read('q=%20%3Cscript%3Ealert(1)%3C%2Fscript%3E%20').query).toBe('<script>alert(1)</script>');
    expect(read(`q=${'x'.repeat(10_000)}`).query).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('uses the first of repeated keys', () => {
    expect(read('make=BMW&make=Kia').filters.make).toBe('BMW');
  });
});

describe('the distance filter in the URL (docs/product.md §2 Location and distance)', () => {
  const munich = { label: 'Munich, Germany', lat: 48.14, lon: 11.58, radiusKm: 50 } as const;

  it('round-trips the city, its position and the radius; nearest first is then the default order', () => {
    const params = filtersToSearchParams({ ...DEFAULT_FILTERS, near: munich }, 'distance');
    expect(Object.fromEntries(params)).toEqual({ near: 'Munich, Germany', at: '48.14,11.58', km: '50' });
    const state = read(params.toString());
    expect(state.filters.near).toEqual(munich);
    expect(state.sort).toBe('distance');
    // Newest first must then be written, or it would read back as nearest first.
    expect(read(filtersToSearchParams({ ...DEFAULT_FILTERS, near: munich }, 'newest').toString()).sort).toBe('newest');
  });

  it.each([
    ['no position', 'near=Munich'],
    ['a position off the globe', 'near=X&at=91,0'],
    ['a longitude off the globe', 'near=X&at=0,181'],
    ['not numbers', 'near=X&at=abc,def'],
    ['an exponent', 'near=X&at=1e1,2'],
    ['a script', 'near=X&at=<script>'],
  ])('ignores %s', (_name, query) => {
    expect(read(query).filters.near).toBeUndefined();
  });

  it('reads an unknown radius as the default and keeps the label as plain, capped text', () => {
    const near = read(`near=${encodeURIComponent('<img src=x onerror=alert(1)>' + 'x'.repeat(500))}&at=-33.87,151.21&km=30`).filters.near;
    expect(near?.radiusKm).toBe(100);
    expect(near?.label.startsWith('<img src=x onerror=alert(1)>')).toBe(true);
    expect(near?.label.length).toBeLessThanOrEqual(200);
    expect(read('at=10.5,20').filters.near?.label).toBe('10.5, 20');
  });

  it('drops a distance order without a city', () => {
    expect(read('sort=distance').sort).toBe('newest');
    expect(filtersToSearchParams(DEFAULT_FILTERS, 'distance').toString()).toBe('');
  });
});


describe("'Best match' in the URL (docs/product.md §2 Home: browse tab)", () => {
  it('is the order of a search text unless another is written, and never without a text', () => {
    expect(read('q=volvo').sort).toBe('best-match');
    expect(read('q=volvo&sort=newest').sort).toBe('newest');
    expect(read('q=volvo&sort=price-asc').sort).toBe('price-asc');
    expect(read('sort=best-match').sort).toBe('newest');
    // Near a city nearest first stays the default; 'Best match' is then a choice.
    expect(read('q=volvo&near=Munich&at=48.14,11.58').sort).toBe('distance');
    expect(read('q=volvo&sort=best-match&near=Munich&at=48.14,11.58').sort).toBe('best-match');
  });

  it('is left out of the URL with a text, newest first written', () => {
    expect(filtersToSearchParams(DEFAULT_FILTERS, 'best-match', 'volvo').toString()).toBe('q=volvo');
    expect(filtersToSearchParams(DEFAULT_FILTERS, 'newest', 'volvo').toString()).toBe('q=volvo&sort=newest');
    expect(filtersToSearchParams(DEFAULT_FILTERS, 'best-match', '').toString()).toBe('');
  });
});
