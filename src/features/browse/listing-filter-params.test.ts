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
      offer: 'lease',
      currency: 'EUR',
      near: undefined,
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
      offer: 'lease',
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
    ['an old link at the old defaults keeps working, now as the limits it names', 'year=2000-2027&price=0-100000&miles=200000', { yearRange: [2000, Math.min(2027, FILTER_BOUNDS.year.max)], priceRange: [0, 100_000], maxMileage: { value: 200_000, unit: 'mi' } }],
    ['offer lease', 'offer=lease', { offer: 'lease' }],
    ['offer any, any case', 'offer=ANY', { offer: 'any' }],
    ['unknown offer reads as for sale', 'offer=rent', {}],
    ['over-long digits refused', `miles=${'9'.repeat(400)}`, {}],
    ['currency in capitals', 'cur=eur', { currency: 'EUR' }],
    ['script currency dropped', 'cur=%3Cscript%3E', {}],
    ['over-long currency dropped', 'cur=EUROEUROEURO', {}],
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
