/** CarListing factory for unit tests of grid logic. Not imported by application code. */
import { KIND } from '../../src/config/constants';

import type { CarListing } from '../../src/nostr/listing';
import { fakeEvent } from './events';

export function testListing(overrides: Partial<CarListing> = {}): CarListing {
  const createdAt = overrides.createdAt ?? 1_700_000_000;
  const event = overrides.event ?? fakeEvent({ kind: KIND.listing, created_at: createdAt });
  return {
    id: overrides.d ?? `car-${event.id.slice(-6)}`,
    d: `car-${event.id.slice(-6)}`,
    title: 'Test car',
    summary: undefined,
    description: '',
    price: { amount: 20_000, currency: 'USD', frequency: undefined },
    hasPrice: true,
    location: undefined,
    geohash: undefined,
    images: [],
    make: undefined,
    model: undefined,
    year: undefined,
    yearNumber: undefined,
    mileage: undefined,
    mileageNumber: undefined,
    fuelType: undefined,
    transmission: undefined,
    bodyType: undefined,
    color: undefined,
    condition: undefined,
    status: 'active',
    publishedAt: undefined,
    pubkey: event.pubkey,
    ...overrides,
    createdAt,
    event,
  };
}
