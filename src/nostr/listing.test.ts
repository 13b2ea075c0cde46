import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import type { NostrEvent } from './event';
import {
  isValidListingEvent,
  LISTING_LIMITS,
  normalizeCarTag,
  parseListing,
  UNTITLED_LISTING,
  type CarListing,
} from './listing';
import { listingByIdFilter, listingGridFilter } from './listing-req-filters';
import { fakeEvent } from '@testing/events';
import { listingEvent, parsed, seller } from '@testing/listing-events';
import { conduitCar, plebeianCar, shopstrCar } from '@testing/peer-listings';

describe('isValidListingEvent (docs/product.md §5)', () => {
  it.each<[string, Record<string, string[][] | null>, Partial<NostrEvent>, boolean]>([
    ['a full listing', {}, {}, true],
    ['t tag in another case', { t: [['t', 'SUV']] }, {}, true],
    ['only "bike"', { t: [['t', 'bike']] }, {}, true],
    ['wrong kind', {}, { kind: 30403 }, false],
    ['no d tag', { d: null }, {}, false],
    ['no title tag', { title: null }, {}, false],
    ['empty title tag still counts as present', { title: [['title', '']] }, {}, true],
    ['no t tag', { t: null }, {}, false],
    ['only unrelated t tags', { t: [['t', 'boat'], ['t', 'house']] }, {}, false],
    ['car tag with a non-string value', { t: [['t', 5 as unknown as string]] }, {}, false],
    ['d tag without a value', { d: [['d']] }, {}, false],
  ])('%s → %s', (_name, replace, extra, expected) => {
    expect(isValidListingEvent(listingEvent(replace, extra))).toBe(expected);
  });

  it.each([[null], [undefined], ['event'], [{ kind: KIND.listing }], [{ kind: KIND.listing, tags: 'd' }]])(
    'returns false for the malformed value %j',
    (value) => {
      expect(isValidListingEvent(value as unknown as NostrEvent)).toBe(false);
    },
  );
});

describe('parseListing', () => {
  it('maps every field of a complete listing', () => {
    const event = listingEvent();
    expect(parseListing(event)).toEqual({
      id: 'car-1700000000000-abc123xyz',
      d: 'car-1700000000000-abc123xyz',
      title: '2019 Toyota Camry',
      summary: 'One owner',
      description: 'Well kept, full service history.',
      price: { amount: 25000, currency: 'USD', frequency: undefined },
      hasPrice: true,
      location: 'Austin, TX',
      geohash: undefined,
      images: ['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg'],
      make: 'Toyota',
      model: 'Camry',
      year: '2019',
      yearNumber: 2019,
      mileage: '45,000',
      mileageNumber: 45000,
      mileageUnit: 'mi',
      mileageValue: 45000,
      fuelType: 'Gasoline',
      transmission: 'Automatic',
      bodyType: 'Sedan',
      color: 'Blue',
      condition: 'Excellent',
      status: 'active',
      publishedAt: 1_700_000_000,
      createdAt: event.created_at,
      pubkey: seller.pubkey,
      event,
    } satisfies CarListing);
  });

  it('returns null for invalid events', () => {
    expect(parseListing(listingEvent({ t: null }))).toBeNull();
    expect(parseListing(listingEvent({}, { kind: 1 }))).toBeNull();
    expect(parseListing({ ...listingEvent(), id: 'not-hex' })).toBeNull();
    expect(parseListing(null as unknown as NostrEvent)).toBeNull();
  });

  it('applies the docs/product.md §3 defaults', () => {
    const listing = parsed({ title: [['title', '   ']], price: null, summary: null, location: null });
    expect(listing.title).toBe(UNTITLED_LISTING);
    expect(listing.price).toEqual({ amount: 0, currency: 'USD', frequency: undefined });
    expect(listing.hasPrice).toBe(false);
    expect(listing.summary).toBeUndefined();
    expect(listing.location).toBeUndefined();
  });

  it('uses the event id when d is empty', () => {
    const event = listingEvent({ d: [['d', '']] });
    expect(parseListing(event)?.id).toBe(event.id);
  });

  it('refuses a d tag too long for a URL', () => {
    expect(parseListing(listingEvent({ d: [['d', 'x'.repeat(LISTING_LIMITS.d)]] }))).not.toBeNull();
    expect(parseListing(listingEvent({ d: [['d', 'x'.repeat(LISTING_LIMITS.d + 1)]] }))).toBeNull();
  });

  it.each<[string, string[][] | null, 'active' | 'sold']>([
    ['sold', [['status', 'sold']], 'sold'],
    ['SOLD in caps', [['status', ' SOLD ']], 'sold'],
    ['active', [['status', 'active']], 'active'],
    ['unknown status', [['status', 'pending']], 'active'],
    ['no status', null, 'active'],
    ['status without a value', [['status']], 'active'],
  ])('status: %s', (_name, tags, expected) => {
    expect(parsed({ status: tags }).status).toBe(expected);
  });

  it('keeps only http(s) images, without duplicates, at most 20', () => {
    const images = [
      ['image', 'javascript:alert(1)'],
      ['image', 'data:image/png;base64,AAAA'],
      ['image', 'vbscript:msgbox(1)'],
      ['image', '/relative.jpg'],
      ['image', 'https://cdn.example/a.jpg'],
      ['image', 'https://cdn.example/a.jpg'],
      ['image', 'http://cdn.example/b.jpg', '800x600'],
      ...Array.from({ length: 30 }, (_, index) => ['image', `https://cdn.example/${index}.jpg`]),
    ];
    const listing = parsed({ image: images });
    expect(listing.images).toHaveLength(LISTING_LIMITS.images);
    expect(listing.images.slice(0, 3)).toEqual([
      'https://cdn.example/a.jpg',
      'http://cdn.example/b.jpg',
      'https://cdn.example/0.jpg',
    ]);
    expect(listing.images.every((url) => /^https?:\/\//.test(url))).toBe(true);
  });

  it('keeps script payloads as plain text', () => {
    const payload = '<img src=x onerror=alert(1)>';
    const listing = parsed({ title: [['title', payload]], make: [['make', '<script>alert(1)</script>']] }, { content: payload });
    expect(listing.title).toBe(payload);
    expect(listing.make).toBe('<script>alert(1)</script>');
    expect(listing.description).toBe(payload);
  });

  it('caps long text and survives 250 tags and 64 KiB of content', () => {
    const huge = 'x'.repeat(64 * 1024);
    const junk = Array.from({ length: 250 }, (_, index) => ['junk', String(index), huge.slice(0, 100)]);
    const listing = parsed(
      {
        title: [['title', huge]],
        summary: [['summary', huge]],
        location: [['location', huge]],
        make: [['make', huge]],
        junk,
      },
      { content: huge },
    );
    expect(listing.title).toHaveLength(LISTING_LIMITS.title);
    expect(listing.summary).toHaveLength(LISTING_LIMITS.summary);
    expect(listing.location).toHaveLength(LISTING_LIMITS.location);
    expect(listing.make).toHaveLength(LISTING_LIMITS.field);
    expect(listing.description).toHaveLength(LISTING_LIMITS.description);
  });

});

describe('listing filters', () => {
  it('asks for the grid with the docs/product.md §7 car tags in their common spellings, and limit 100', () => {
    const filter = listingGridFilter();
    expect(filter).toMatchObject({ kinds: [KIND.listing], limit: 100 });
    const asked = filter['#t'] ?? [];
    for (const tag of ['automobile', 'car', 'vehicle', 'auto', 'truck', 'suv', 'sedan', 'coupe', 'hatchback', 'convertible']) {
      expect(asked).toContain(tag);
    }
    for (const variant of ['Car', 'Cars', 'cars', 'Vehicle', 'vehicles', 'Automotive', 'automotive', 'SUV', 'Trucks']) expect(asked).toContain(variant);
    expect(asked).not.toContain('motorcycle');
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('asks for one listing by d, with the author when known', () => {
    expect(listingByIdFilter('car-1')).toEqual({ kinds: [KIND.listing], '#d': ['car-1'], limit: 1 });
    expect(listingByIdFilter('car-1', seller.pubkey)).toEqual({
      kinds: [KIND.listing],
      '#d': ['car-1'],
      authors: [seller.pubkey],
      limit: 1,
    });
  });
});

describe('listings published by other marketplaces', () => {
  const at = { pubkey: 'c'.repeat(64), created_at: 1_755_800_000 };

  it('reads a Shopstr car tagged `Car`', () => {
    const listing = parseListing(fakeEvent({ ...shopstrCar('shop-1'), ...at }));
    expect(listing).toMatchObject({ title: '2015 Toyota Corolla', status: 'active', condition: 'Used - Good', price: { amount: 9500, currency: 'USD' } });
  });

  it('reads a Plebeian car: `Cars` tag, vehicle details from Title Case spec pairs', () => {
    const listing = parseListing(fakeEvent({ ...plebeianCar('pleb-1'), ...at }));
    expect(listing).toMatchObject({ make: 'Honda', model: 'Civic', year: '2017', mileageNumber: 64000, fuelType: 'Gasoline', transmission: 'Manual' });
  });

  it('reads stock 0 as SOLD and hides visibility=hidden', () => {
    expect(parseListing(fakeEvent({ ...plebeianCar('pleb-2', { stock: '0' }), ...at }))?.status).toBe('sold');
    expect(parseListing(fakeEvent({ ...conduitCar('cond-1', { stock: '0' }), ...at }))?.status).toBe('sold');
    expect(parseListing(fakeEvent({ ...plebeianCar('pleb-3', { visibility: 'hidden' }), ...at }))).toBeNull();
    expect(parseListing(fakeEvent({ ...plebeianCar('pleb-4', { visibility: 'Not for sale' }), ...at }))).toBeNull();
    expect(parseListing(fakeEvent({ ...plebeianCar('pleb-5', { visibility: 'pre-order' }), ...at }))?.status).toBe('active');
  });

  it('reads GammaMarkets frequency letters as words', () => {
    for (const [letter, word] of [
      ['D', 'day'],
      ['W', 'week'],
      ['M', 'month'],
      ['Y', 'year'],
    ]) {
      expect(parseListing(fakeEvent({ ...plebeianCar('pleb-f', { frequency: letter }), ...at }))?.price.frequency).toBe(word);
    }
  });

  it('reads a Conduit car tagged lowercase `cars`', () => {
    expect(parseListing(fakeEvent({ ...conduitCar('cond-2'), ...at }))).toMatchObject({ title: '2012 Mazda MX-5', status: 'active' });
  });

  it('normalises case and plurals of car tags, but never guesses from the title', () => {
    for (const tag of ['Car', 'CARS', 'Vehicles', 'automotive', 'Automotive', 'SUVs', 'Trucks']) {
      expect(isValidListingEvent(fakeEvent({ kind: KIND.listing, tags: [['d', 'x'], ['title', 'A car'], ['t', tag]] }))).toBe(true);
    }
    for (const tag of ['Other', 'Physical', 'carpet', 'scars']) {
      expect(isValidListingEvent(fakeEvent({ kind: KIND.listing, tags: [['d', 'x'], ['title', '2015 Toyota Corolla car'], ['t', tag]] }))).toBe(false);
    }
    expect(normalizeCarTag(' Cars ')).toBe('car');
    expect(normalizeCarTag('bus')).toBe('bus');
  });

  it('ignores hostile spec pairs', () => {
    const event = fakeEvent({
      ...at,
      kind: KIND.listing,
      tags: [['d', 'h'], ['title', 'Hostile'], ['t', 'car'], ['spec', 'Make'], ['spec', 'Model', 7 as unknown as string], ['spec', 'Year', '   '], ['spec', 'make', 'x'.repeat(5000)]],
    });
    const listing = parseListing(event);
    expect(listing?.model).toBeUndefined();
    expect(listing?.year).toBeUndefined();
    expect(listing?.make?.length).toBeLessThanOrEqual(100);
  });
});

describe('parseListing: g geohash tags (docs/product.md §3 Mapped listing)', () => {
  it('takes the most precise valid geohash', () => {
    const listing = parsed({ g: [['g', 'u'], ['g', 'u281z'], ['g', 'u28']] });
    expect(listing.geohash).toBe('u281z');
  });

  it('ignores hostile g tags: non-geohash characters, 30 characters, more than 12, wrong types', () => {
    const listing = parsed({
      g: [
        ['g', 'x'.repeat(30)],
        ['g', 'u281zqkp9wxyz'],
        ['g', 'u281a'],
        ['g', '<script>alert(1)</script>'],
        ['g', 'U281Z'],
        ['g', 5 as unknown as string],
        ['g', 'u28'],
      ],
    });
    expect(listing.geohash).toBe('u28');
    expect(parsed({ g: [['g', 'javascript:'], ['g', '']] }).geohash).toBeUndefined();
    expect(parsed().geohash).toBeUndefined();
  });
});

