import type { NostrEvent } from 'nostr-tools';

import { KIND } from '../../src/config/constants';

import { parseListing, type CarListing } from '../../src/nostr/listing';

import { nowSeconds, signEvent, type TestKeys } from './test-keys';

/** Test data for browse and detail tests (component and browser). Not shipped: only tests import it. */

/** The same as `newKeys` of ./test-keys.ts, under the name older tests use. */
export { newKeys as testKeys } from './test-keys';

/** A word no other test (and no demo listing) uses, so a search for it isolates one test's listings. */
export function uniqueToken(): string {
  return `zq${Math.random().toString(36).slice(2, 10)}`;
}

export interface ListingFields {
  d?: string;
  /** null leaves the tag out (an invalid listing). */
  title?: string | null;
  summary?: string;
  description?: string;
  /** [amount, currency, frequency?]; null leaves the price tag out ('Price on request'). */
  price?: readonly string[] | null;
  location?: string;
  make?: string;
  model?: string;
  year?: string;
  mileage?: string;
  fuelType?: string;
  transmission?: string;
  bodyType?: string;
  color?: string;
  condition?: string;
  status?: string;
  images?: readonly string[];
  /** Defaults to ['automobile', 'car']. */
  t?: readonly string[];
  kind?: number;
  createdAt?: number;
  /** Leave the `d` tag out (an invalid listing). */
  omitD?: boolean;
}

function optional(name: string, value: string | undefined): string[][] {
  return value === undefined ? [] : [[name, value]];
}

/** A signed kind-30402 car listing with the tags of docs/product.md §3; every field can be overridden or left out. */
export function signedListing(keys: TestKeys, fields: ListingFields = {}): NostrEvent {
  const d = fields.d ?? `car-${Math.random().toString(36).slice(2)}`;
  const tags: string[][] = [
    ...(fields.omitD ? [] : [['d', d]]),
    ...(fields.title === null ? [] : [['title', fields.title ?? 'Test car']]),
    ...optional('summary', fields.summary),
    ...(fields.price === null ? [] : [['price', ...(fields.price ?? ['25000', 'USD'])]]),
    ...optional('location', fields.location),
    ['published_at', String(fields.createdAt ?? nowSeconds())],
    ...(fields.images ?? []).map((url) => ['image', url]),
    ...optional('make', fields.make),
    ...optional('model', fields.model),
    ...optional('year', fields.year),
    ...optional('mileage', fields.mileage),
    ...optional('fuel_type', fields.fuelType),
    ...optional('transmission', fields.transmission),
    ...optional('body_type', fields.bodyType),
    ...optional('color', fields.color),
    ...optional('condition', fields.condition),
    ['status', fields.status ?? 'active'],
    ...(fields.t ?? ['automobile', 'car']).map((tag) => ['t', tag]),
  ];
  return signEvent(keys, { kind: fields.kind ?? KIND.listing, created_at: fields.createdAt ?? nowSeconds(), tags, content: fields.description ?? '' });
}

/** `signedListing` with `imeta` appended (the photo details our uploads write), or as is without one. */
export function signedListingWithImeta(keys: TestKeys, fields: ListingFields, imeta: string[] | undefined): NostrEvent {
  const base = signedListing(keys, fields);
  return signEvent(keys, { kind: base.kind, created_at: base.created_at, content: base.content, tags: imeta === undefined ? base.tags : [...base.tags, imeta] });
}

/** The listing a fixture event reads as; throws when it is not one. */
export function parsedListing(event: NostrEvent): CarListing {
  const parsed = parseListing(event);
  if (parsed === null) throw new Error('fixture is not a valid listing');
  return parsed;
}
