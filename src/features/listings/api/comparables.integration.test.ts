import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { newKeys } from '@testing/test-keys';
import { publishEvents, startTestRelay } from '@testing/test-relay';
import { relaySource } from '@/features/network/public';
import { parseListing } from '@/nostr/listing';
import { PRICE_LABEL_TEXT, ratePrice, type PriceRating } from '@/nostr/price-rating';

import { signedListing } from '@testing/listing-fixtures';
import { comparablesFilter } from './useComparableRating';
import { readListings } from './read-listings';

// Node 20 has no global WebSocket; the relay reader uses the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

function car(model: string, price: string, t: readonly string[] = ['automobile', 'car', 'toyota']) {
  return signedListing(newKeys(), { title: `${model} ${price}`, make: 'Toyota', model, year: '2018', mileage: '50000', price: [price, 'USD'], t });
}

function text(rating: PriceRating): string {
  return rating.status === 'rated' ? PRICE_LABEL_TEXT[rating.label] : rating.reason;
}

describe('fair-price rating from the relay (the detail page’s request for the make)', () => {
  it('finds the comparables by #t and gives the exact label 20 % under, at and 15 % over the median; too few with four', async () => {
    const relay = await startTestRelay();
    try {
      const comparables = ['18000', '19000', '20000', '21000', '22000'].map((price) => car('Corolla', price));
      // Capitalised topic from another client; a different make's car that must not be asked for.
      comparables[0] = car('Corolla', '18000', ['car', 'Toyota']);
      const yaris = ['9000', '9500', '10000', '10500'].map((price) => car('Yaris', price));
      await publishEvents(relay.url, [...comparables, ...yaris, car('Corolla', '1000', ['car', 'honda'])]);

      const read = await readListings(relaySource([relay.url]), [comparablesFilter('Toyota')]);
      expect(read.listings).toHaveLength(9);
      const subject = (model: string, price: string) => parseListing(car(model, price))!;
      expect(text(ratePrice(subject('Corolla', '16000'), read.listings))).toBe('Great price');
      expect(text(ratePrice(subject('Corolla', '20000'), read.listings))).toBe('Fair price');
      expect(text(ratePrice(subject('Corolla', '23000'), read.listings))).toBe('Overpriced');
      expect(text(ratePrice(subject('Yaris', '8000'), read.listings))).toBe('not-enough');
    } finally {
      await relay.close();
    }
  });
});
