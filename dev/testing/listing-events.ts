/** Kind-30402 event factories for the listing parser tests. Not imported by application code. */
import { KIND } from '../../src/config/constants';

import type { NostrEvent } from '../../src/nostr/event';
import { parseListing, type CarListing } from '../../src/nostr/listing';
import { fakeEvent, signedEvent } from './events';
import { newKeys } from './test-keys';

export const seller = newKeys();

export const BASE_TAGS: string[][] = [
  ['d', 'car-1700000000000-abc123xyz'],
  ['title', '2019 Toyota Camry'],
  ['summary', 'One owner'],
  ['price', '25000', 'usd'],
  ['location', 'Austin, TX'],
  ['published_at', '1700000000'],
  ['image', 'https://cdn.example/1.jpg'],
  ['image', 'https://cdn.example/2.jpg'],
  ['make', 'Toyota'],
  ['model', 'Camry'],
  ['year', '2019'],
  ['mileage', '45,000'],
  ['fuel_type', 'Gasoline'],
  ['transmission', 'Automatic'],
  ['body_type', 'Sedan'],
  ['color', 'Blue'],
  ['condition', 'Excellent'],
  ['status', 'active'],
  ['t', 'automobile'],
  ['t', 'car'],
];

/**
 * A signed listing event with `BASE_TAGS`, where `replace` swaps (or with `null` removes) tags by name.
 * Tags with non-string elements cannot be signed, so those events are built unsigned: a relay that skips
 * verification could still hand them over.
 */
export function listingEvent(replace: Record<string, string[][] | null> = {}, extra: Partial<NostrEvent> = {}): NostrEvent {
  const names = new Set(Object.keys(replace));
  const tags = BASE_TAGS.filter(([name]) => !names.has(name!));
  for (const value of Object.values(replace)) if (value) tags.push(...value);
  const template = { kind: KIND.listing, content: 'Well kept, full service history.', tags, ...extra };
  const signable = tags.every((tag) => tag.every((element) => typeof element === 'string'));
  return signable ? signedEvent(seller, template) : fakeEvent({ pubkey: seller.pubkey, ...template });
}

export function parsed(replace: Record<string, string[][] | null> = {}, extra: Partial<NostrEvent> = {}): CarListing {
  const listing = parseListing(listingEvent(replace, extra));
  if (listing === null) throw new Error('expected a listing');
  return listing;
}
