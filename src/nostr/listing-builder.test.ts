import { verifyEvent, finalizeEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { newKeys } from '@testing/test-keys';
import { buildListingEvent, generateListingId, type ListingInput } from './listing-builder';
import { isValidListingEvent, parseListing } from './listing';
import { fakeEvent } from '@testing/events';

const NOW = 1_700_000_123_456;

const input: ListingInput = {
  title: '  2019 Toyota Camry ',
  summary: 'One owner',
  description: ' Well kept, full service history. ',
  price: '25000',
  currency: 'usd',
  location: 'Austin, TX',
  make: 'Toyota',
  model: 'Camry',
  year: '2019',
  mileage: '45000',
  fuelType: 'Gasoline',
  transmission: 'Automatic',
  bodyType: 'Sedan',
  color: 'Blue',
  condition: 'Excellent',
  images: ['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg'],
};

const fixedId = () => 'car-1700000123456-abcdefghi';

describe('buildListingEvent', () => {
  it('writes exactly the docs/product.md §3 tags in order', () => {
    expect(buildListingEvent(input, NOW, { generateId: fixedId })).toEqual({
      kind: KIND.listing,
      content: 'Well kept, full service history.',
      created_at: 1_700_000_123,
      tags: [
        ['d', 'car-1700000123456-abcdefghi'],
        ['title', '2019 Toyota Camry'],
        ['summary', 'One owner'],
        ['price', '25000', 'USD'],
        ['location', 'Austin, TX'],
        ['published_at', '1700000123'],
        ['image', 'https://cdn.example/1.jpg'],
        ['image', 'https://cdn.example/2.jpg'],
        ['make', 'Toyota'],
        ['model', 'Camry'],
        ['year', '2019'],
        ['mileage', '45000', 'mi'],
        ['fuel_type', 'Gasoline'],
        ['transmission', 'Automatic'],
        ['body_type', 'Sedan'],
        ['color', 'Blue'],
        ['condition', 'Excellent'],
        ['status', 'active'],
        ['t', 'automobile'],
        ['t', 'car'],
        ['t', 'toyota'],
        ['t', 'camry'],
        ['t', 'sedan'],
        ['stock', '1'],
        ['type', 'simple', 'physical'],
        ['spec', 'make', 'Toyota'],
        ['spec', 'model', 'Camry'],
        ['spec', 'year', '2019'],
        ['spec', 'mileage', '45000 mi'],
        ['spec', 'fuel-type', 'Gasoline'],
        ['spec', 'transmission', 'Automatic'],
        ['spec', 'body-type', 'Sedan'],
        ['spec', 'color', 'Blue'],
        ['spec', 'condition', 'Excellent'],
      ],
    });
  });

  it('builds a new version of a listing: same d, original published_at, sold with stock 0', () => {
    const edited = buildListingEvent(input, NOW + 86_400_000, { d: 'car-original', publishedAt: 1_600_000_000, status: 'sold' });
    expect(edited.created_at).toBe(1_700_086_523);
    expect(edited.tags).toContainEqual(['d', 'car-original']);
    expect(edited.tags).toContainEqual(['published_at', '1600000000']);
    expect(edited.tags).toContainEqual(['status', 'sold']);
    expect(edited.tags).toContainEqual(['stock', '0']);
  });

  it('reads back as the same car, also through the interop tags alone', () => {
    const event = fakeEvent(buildListingEvent(input, NOW, { generateId: fixedId }));
    const listing = parseListing(event);
    expect(listing).toMatchObject({ make: 'Toyota', model: 'Camry', year: '2019', mileageNumber: 45000, status: 'active' });
    const onlySpecs = { ...event, tags: event.tags.filter(([name]) => !['make', 'model', 'year', 'mileage', 'fuel_type', 'body_type', 'color'].includes(name!)) };
    expect(parseListing(onlySpecs)).toMatchObject({ make: 'Toyota', model: 'Camry', year: '2019', mileageNumber: 45000, fuelType: 'Gasoline', bodyType: 'Sedan', color: 'Blue' });
  });

  it('writes the unit in the mileage tag and the spec pair, and reads back in it', () => {
    const event = fakeEvent(buildListingEvent({ ...input, mileage: '120000', mileageUnit: 'km' }, NOW, { generateId: fixedId }));
    expect(event.tags).toContainEqual(['mileage', '120000', 'km']);
    expect(event.tags).toContainEqual(['spec', 'mileage', '120000 km']);
    expect(parseListing(event)).toMatchObject({ mileageValue: 120_000, mileageUnit: 'km' });
    const onlySpec = { ...event, tags: event.tags.filter(([name]) => name !== 'mileage') };
    expect(parseListing(onlySpec)).toMatchObject({ mileageValue: 120_000, mileageUnit: 'km' });
  });

  it.each<[string, Partial<ListingInput>, (tags: string[][]) => void]>([
    ['omits an empty summary', { summary: '   ' }, (tags) => expect(tags.some(([name]) => name === 'summary')).toBe(false)],
    ['omits a missing summary', { summary: undefined }, (tags) => expect(tags.some(([name]) => name === 'summary')).toBe(false)],
    ['adds a frequency', { frequency: ' month ' }, (tags) => expect(tags).toContainEqual(['price', '25000', 'USD', 'month'])],
    ['no image tags without photos', { images: [] }, (tags) => expect(tags.some(([name]) => name === 'image')).toBe(false)],
    [
      'drops unsafe and duplicate photo URLs',
      { images: ['javascript:alert(1)', 'https://cdn.example/a.jpg', 'data:image/png;base64,AA', 'https://cdn.example/a.jpg'] },
      (tags) => expect(tags.filter(([name]) => name === 'image')).toEqual([['image', 'https://cdn.example/a.jpg']]),
    ],
    [
      'no duplicate t tags when make or body equals a fixed tag',
      { make: 'Car', model: 'CAR', bodyType: 'car' },
      (tags) => expect(tags.filter(([name]) => name === 't')).toEqual([['t', 'automobile'], ['t', 'car']]),
    ],
    [
      'lowercases a hyphenated make',
      { make: 'Mercedes-Benz', bodyType: 'SUV' },
      (tags) => expect(tags.filter(([name]) => name === 't').map(([, value]) => value)).toEqual(['automobile', 'car', 'mercedes-benz', 'camry', 'suv']),
    ],
    [
      'publishes the model as a lowercase, trimmed t tag so relay queries find it',
      { make: 'BMW', model: '  3 Series ', bodyType: 'Wagon' },
      (tags) => expect(tags.filter(([name]) => name === 't').map(([, value]) => value)).toEqual(['automobile', 'car', 'bmw', '3 series', 'wagon']),
    ],
    [
      'no empty t tag for an empty model',
      { model: '   ' },
      (tags) => expect(tags.filter(([name]) => name === 't').map(([, value]) => value)).toEqual(['automobile', 'car', 'toyota', 'sedan']),
    ],
    ['defaults an empty currency to USD', { currency: ' ' }, (tags) => expect(tags).toContainEqual(['price', '25000', 'USD'])],
    [
      'keeps script payloads as plain tag text',
      { title: '<script>alert(1)</script>' },
      (tags) => expect(tags).toContainEqual(['title', '<script>alert(1)</script>']),
    ],
  ])('%s', (_name, overrides, check) => {
    check(buildListingEvent({ ...input, ...overrides }, NOW, { generateId: fixedId }).tags);
  });

  it('produces an event that signs, verifies and reads back as the same listing', () => {
    const key = newKeys();
    const event = finalizeEvent(buildListingEvent(input, NOW), key.secretKey);
    expect(verifyEvent(event)).toBe(true);
    expect(isValidListingEvent(event)).toBe(true);
    const listing = parseListing(event);
    expect(listing).toMatchObject({
      title: '2019 Toyota Camry',
      price: { amount: 25000, currency: 'USD' },
      hasPrice: true,
      yearNumber: 2019,
      mileageNumber: 45000,
      status: 'active',
      publishedAt: 1_700_000_123,
      images: input.images,
      pubkey: key.pubkey,
    });
    expect(listing?.d).toMatch(/^car-1700000123456-[0-9a-z]{9}$/);
  });

  it('uses a fresh id per call by default', () => {
    const first = buildListingEvent(input, NOW).tags[0];
    const second = buildListingEvent(input, NOW).tags[0];
    expect(first).not.toEqual(second);
  });
});

describe('generateListingId', () => {
  it.each<[number, () => number, string]>([
    [1_700_000_000_000, () => 0, 'car-1700000000000-000000000'],
    [1_700_000_000_000, () => 0.999999, 'car-1700000000000-zzzzzzzzz'],
    [1_700_000_000_000.7, () => 0.5, 'car-1700000000000-iiiiiiiii'],
    [1, () => 1, 'car-1-zzzzzzzzz'],
    [1, () => -1, 'car-1-000000000'],
    [1, () => Number.NaN, 'car-1-000000000'],
  ])('generateListingId(%d, random) → %s', (now, random, expected) => {
    expect(generateListingId(now, random)).toBe(expected);
  });

  it('draws nine characters from the random source', () => {
    const values = [0, 1 / 36, 2 / 36, 3 / 36, 10 / 36, 11 / 36, 12 / 36, 35 / 36, 0];
    let index = 0;
    expect(generateListingId(5, () => values[index++]!)).toBe('car-5-0123abcz0');
  });
});

const gTags = (geohash: string | undefined) => buildListingEvent({ ...input, geohash }, NOW, { generateId: fixedId }).tags.filter(([name]) => name === 'g');

describe('buildListingEvent: g geohash tags (docs/product.md §3 Car listing)', () => {

  it('writes the precision-5 geohash and each shorter prefix, most precise first, after location', () => {
    const event = buildListingEvent({ ...input, geohash: 'u281z' }, NOW, { generateId: fixedId });
    const names = event.tags.map(([name]) => name);
    expect(names.indexOf('g')).toBe(names.indexOf('location') + 1);
    expect(gTags('u281z')).toEqual([['g', 'u281z'], ['g', 'u281'], ['g', 'u28'], ['g', 'u2'], ['g', 'u']]);
    expect(parseListing(finalizeEvent(event, newKeys().secretKey))?.geohash).toBe('u281z');
  });

  it('never publishes a finer cell than precision 5', () => {
    expect(gTags('u281zqkp9w')[0]).toEqual(['g', 'u281z']);
  });

  it.each([[undefined], [''], ['u281a'], ['<b>']])('writes no g tag for %j', (geohash) => {
    expect(gTags(geohash)).toEqual([]);
  });
});
