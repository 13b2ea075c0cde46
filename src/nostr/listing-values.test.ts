import { describe, expect, it } from 'vitest';

import { CURRENT_YEAR } from '@/config/car-options';

import { KIND } from '@/config/constants';

import { parseListing } from './listing';
import { fakeEvent } from '@testing/events';
import { parsed } from '@testing/listing-events';

describe('parseListing value parsing', () => {
  it.each<[string, string[], { amount: number; currency: string; frequency: string | undefined }, boolean]>([
    ['plain amount', ['price', '25000', 'USD'], { amount: 25000, currency: 'USD', frequency: undefined }, true],
    ['lowercase currency, spaces', ['price', ' 399 ', ' eur ', 'month'], { amount: 399, currency: 'EUR', frequency: 'month' }, true],
    ['decimal BTC', ['price', '0.00042', 'BTC'], { amount: 0.00042, currency: 'BTC', frequency: undefined }, true],
    ['zero is a price', ['price', '0', 'USD'], { amount: 0, currency: 'USD', frequency: undefined }, true],
    ['no currency defaults to USD', ['price', '100'], { amount: 100, currency: 'USD', frequency: undefined }, true],
    ['NaN', ['price', 'NaN', 'USD'], { amount: 0, currency: 'USD', frequency: undefined }, false],
    ['Infinity', ['price', 'Infinity', 'USD'], { amount: 0, currency: 'USD', frequency: undefined }, false],
    ['1e308', ['price', '1e308', 'USD'], { amount: 0, currency: 'USD', frequency: undefined }, false],
    ['309 digits', ['price', '1'.padEnd(309, '0'), 'USD'], { amount: 0, currency: 'USD', frequency: undefined }, false],
    ['negative', ['price', '-5000', 'USD'], { amount: 0, currency: 'USD', frequency: undefined }, false],
    ['words', ['price', 'call me', 'USD'], { amount: 0, currency: 'USD', frequency: undefined }, false],
    ['thousands separator', ['price', '25,000', 'USD'], { amount: 0, currency: 'USD', frequency: undefined }, false],
    ['hex', ['price', '0x10', 'USD'], { amount: 0, currency: 'USD', frequency: undefined }, false],
    ['empty amount', ['price', '', 'USD'], { amount: 0, currency: 'USD', frequency: undefined }, false],
    ['script as currency', ['price', '100', '<script>'], { amount: 0, currency: 'USD', frequency: undefined }, false],
    ['script as frequency', ['price', '100', 'USD', '<b>x</b>'], { amount: 100, currency: 'USD', frequency: undefined }, true],
  ])('price: %s', (_name, tag, price, hasPrice) => {
    const listing = parsed({ price: [tag] });
    expect(listing.price).toEqual(price);
    expect(listing.hasPrice).toBe(hasPrice);
  });

  it('reads a price tag with a non-string currency as having no currency', () => {
    const listing = parsed({ price: [['price', '100', 42 as unknown as string, 'month']] });
    expect(listing.price).toEqual({ amount: 100, currency: 'USD', frequency: undefined });
  });

  it.each<[string, string, number | undefined]>([
    ['2019', '2019', 2019],
    [' 2019 ', '2019', 2019],
    ['1886', '1886', 1886],
    ['1885', '1885', undefined],
    [String(CURRENT_YEAR + 2), String(CURRENT_YEAR + 2), CURRENT_YEAR + 2],
    [String(CURRENT_YEAR + 3), String(CURRENT_YEAR + 3), undefined],
    ['19', '19', undefined],
    ['NaN', 'NaN', undefined],
    ['1e308', '1e308', undefined],
    ['-2019', '-2019', undefined],
    ['2019.5', '2019.5', undefined],
    ['ninety-nine and more words', 'ninety-nine and', undefined],
  ])('year %j → display %j, number %j', (value, display, number) => {
    const listing = parsed({ year: [['year', value]] });
    expect(listing.year).toBe(display);
    expect(listing.yearNumber).toBe(number);
  });

  it.each<[string, number | undefined]>([
    ['45000', 45000],
    ['45,000', 45000],
    ['45 000', 45000],
    ['45000 mi', 45000],
    ['45000 miles', 45000],
    ['1234.5', 1234.5],
    ['0', 0],
    ['10000000', 10_000_000],
    ['10000001', undefined],
    // Kilometres count in miles for comparing (src/nostr/mileage.ts); the card shows the seller's km.
    ['72000 km', 72_000 / 1.609344],
    ['-5', undefined],
    ['NaN', undefined],
    ['Infinity', undefined],
    ['1e308', undefined],
    ['low', undefined],
  ])('mileage %j → %j', (value, number) => {
    const listing = parsed({ mileage: [['mileage', value]] });
    expect(listing.mileage).toBe(value);
    expect(listing.mileageNumber).toBe(number);
  });

  it.each([
    ['1700000000', 1_700_000_000],
    ['NaN', undefined],
    ['-1', undefined],
    ['1e12', undefined],
    ['9'.repeat(400), undefined],
  ])('published_at %j → %j', (value, expected) => {
    expect(parsed({ published_at: [['published_at', value]] }).publishedAt).toBe(expected);
  });

  it('never throws on randomly malformed tags', () => {
    const values: unknown[] = [null, undefined, 5, -1, 1e308, Number.NaN, '', 'NaN', {}, [], ['x'], 'x'.repeat(5000), true];
    const names = ['d', 'title', 'price', 'year', 'mileage', 'image', 'status', 't', 'published_at', 'make'];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let round = 0; round < 300; round += 1) {
      const tags: unknown[] = [['d', 'x'], ['title', 'y'], ['t', 'car']];
      for (let index = 0; index < 20; index += 1) {
        const arity = next() % 5;
        const tag: unknown[] = [names[next() % names.length]];
        for (let position = 0; position < arity; position += 1) tag.push(values[next() % values.length]);
        tags.push(next() % 10 === 0 ? values[next() % values.length] : tag);
      }
      const event = fakeEvent({ kind: KIND.listing, tags: tags as string[][] });
      expect(() => parseListing(event)).not.toThrow();
      expect(parseListing(event)?.title).toBe('y');
    }
  });
});
