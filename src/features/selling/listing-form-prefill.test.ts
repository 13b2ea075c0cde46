import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { buildImetaTag } from '@/nostr/imeta';
import { parseListing } from '@/nostr/listing';
import { buildListingEvent, type ListingInput } from '@/nostr/listing-builder';
import { fakeEvent } from '@testing/events';

import { emptyCarDetails } from './car-details-form';
import { listingFormValues } from './listing-form-prefill';
import { listingFormSchema, toListingInput } from './listing-form-schema';

const input: ListingInput = {
  title: '2019 Toyota Camry SE',
  summary: 'One owner',
  description: 'Well kept, full service history.',
  price: '24500.50',
  currency: 'EUR',
  location: 'Austin, TX',
  geohash: '9v6kp',
  make: 'Toyota',
  model: 'Camry',
  year: '2019',
  mileage: '42000',
  // Kilometres round-trip: the form shows the number and the unit apart (docs/product.md §2 Edit listing).
  mileageUnit: 'km',
  fuelType: 'Hybrid',
  transmission: 'CVT',
  bodyType: 'Sedan',
  color: 'Blue',
  condition: 'Like New',
  vin: '2T1BURHEXJC034567',
  images: ['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg', 'https://cdn.example/3.jpg'],
  // The first photo was uploaded by Carstr (with its details), the others are plain URLs.
  imeta: [
    buildImetaTag({ url: 'https://cdn.example/1.jpg', m: 'image/jpeg', size: 1234, dim: { width: 2048, height: 1536 }, alt: '2019 Toyota Camry SE, photo 1 of 3' }),
  ],
};

function listingFrom(tags: string[][], content = input.description) {
  const listing = parseListing(fakeEvent({ kind: KIND.listing, tags, content }));
  if (listing === null) throw new Error('invalid fixture');
  return listing;
}

describe('listingFormValues', () => {
  it('fills every field and photo of a listing the form published, and round-trips through the form rules', () => {
    const listing = listingFrom(buildListingEvent(input, 1_700_000_000_000, { d: 'car-1' }).tags);
    const values = listingFormValues(listing);
    expect(values).toEqual({ ...input, summary: 'One owner', details: emptyCarDetails() });
    const parsed = listingFormSchema.safeParse(values);
    expect(parsed.success).toBe(true);
    expect(toListingInput(parsed.data!)).toEqual(input);
  });

  it('matches options whatever their case, and leaves unknown ones empty for the seller to choose', () => {
    const listing = listingFrom([
      ['d', 'car-2'],
      ['title', 'Imported listing'],
      ['price', '100', 'sek'],
      ['make', 'TOYOTA'],
      ['body_type', 'suv'],
      ['fuel_type', 'Steam'],
      ['condition', 'like new'],
      ['t', 'car'],
    ]);
    const values = listingFormValues(listing);
    expect(values.make).toBe('Toyota');
    expect(values.bodyType).toBe('SUV');
    expect(values.condition).toBe('Like New');
    expect(values.fuelType).toBe('');
    expect(values.currency).toBe('');
    expect(values.summary).toBe('');
    expect(values.location).toBe('');
  });

  it("shows a listed make in the list's spelling, and keeps any other make text as it is", () => {
    const withMake = (make: string) => listingFormValues(listingFrom([['d', 'car-m'], ['title', 'Made'], ['make', make], ['t', 'car']])).make;
    expect(withMake('skoda')).toBe('Škoda');
    expect(withMake('mercedes benz')).toBe('Mercedes-Benz');
    expect(withMake('OTHER')).toBe('Other');
    expect(withMake('  Wartburg   353 ')).toBe('Wartburg 353');
    expect(listingFormValues(listingFrom([['d', 'car-n'], ['title', 'No make'], ['t', 'car']])).make).toBe('');
  });

  it('keeps the geohash, never finer than precision 5, and none when the listing has no valid one', () => {
    const base = [['d', 'car-g'], ['title', 'Placed'], ['t', 'car']];
    expect(listingFormValues(listingFrom([...base, ['g', '9v6kpmr1']])).geohash).toBe('9v6kp');
    expect(listingFormValues(listingFrom([...base, ['g', 'not a geohash']])).geohash).toBe('');
  });

  it('keeps the price as written in its tag', () => {
    const listing = listingFrom([
      ['d', 'car-3'],
      ['title', 'Odd price'],
      ['price', ' 1e5 ', 'USD'],
      ['t', 'car'],
    ]);
    expect(listing.hasPrice).toBe(false);
    expect(listingFormValues(listing).price).toBe('1e5');
    expect(listingFormValues(listing).currency).toBe('USD');
  });
});
