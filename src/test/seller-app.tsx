import type { NostrEvent } from 'nostr-tools';

import { buildListingEvent, type ListingInput } from '@/nostr/listing-builder';
import { EditListingPage } from '@/pages/EditListingPage';
import { HomePage } from '@/pages/HomePage';
import { ListingPage } from '@/pages/ListingPage';
import { MyListingsPage } from '@/pages/MyListingsPage';
import { renderScreen } from '@/test/render-screen';

import { signEvent, type TestKeys } from '@testing/test-keys';

/** Test helpers for the seller's screens (component tests only). */

export function carInput(overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    title: '2018 Mazda CX-5 Touring',
    summary: 'Two owners, no accidents',
    description: 'Timing chain, brakes and tyres done last year. Non-smoker.',
    price: '18900',
    currency: 'USD',
    location: 'Denver, CO',
    make: 'Mazda',
    model: 'CX-5',
    year: '2018',
    mileage: '61000',
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    bodyType: 'SUV',
    color: 'Soul Red',
    condition: 'Good',
    images: ['https://media.example/cx5-front.jpg', 'https://media.example/cx5-side.jpg'],
    ...overrides,
  };
}

/**
 * A listing exactly as the sell form publishes it (the app's builder), signed by `keys`, dated `createdAt`;
 * with `options.publishedAt`, a later version of one (an edit made elsewhere).
 */
export function sellersListing(
  keys: TestKeys,
  d: string,
  createdAt: number,
  overrides: Partial<ListingInput> = {},
  options: { publishedAt?: number } = {},
): NostrEvent {
  return signEvent(keys, buildListingEvent(carInput(overrides), createdAt * 1000, { d, publishedAt: options.publishedAt }));
}

/** The seller's screens and the pages they lead to, in the app's providers. */
export function renderSellerApp(path: string, relayUrl?: string) {
  return renderScreen(
    {
      '/': <HomePage />,
      '/my-listings': <MyListingsPage />,
      '/my-listings/edit/:listingId': <EditListingPage />,
      '/listing/:listingId': <ListingPage />,
    },
    { path, relayUrl },
  );
}

export function tagOf(event: NostrEvent, name: string): string[] | undefined {
  return event.tags.find(([tagName]) => tagName === name);
}
