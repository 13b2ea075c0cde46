import type { NostrEvent } from 'nostr-tools';

import { KIND } from '../../src/config/constants';

import { nowSeconds, signEvent, type TestKeys } from './test-keys';

// Test data for comment tests; not shipped, only tests import it. Tags are written out by hand here rather
// than with the app's builder, so a builder bug cannot hide behind matching fixtures. Keys, profiles and
// publishing come from ./test-relay.ts.

/** A minimal valid car listing (kind 30402) by `seller`. */
export function signedListing(seller: TestKeys, d: string, title = 'Test car'): NostrEvent {
  return signEvent(seller, {
    kind: KIND.listing,
    content: 'A car for tests.',
    tags: [['d', d], ['title', title], ['price', '1000', 'USD'], ['t', 'car'], ['status', 'active']],
  });
}

/** Where a test thread hangs: a listing's coordinate and its author. */
export interface ListingRef {
  pubkey: string;
  d: string;
}

export function coordinate(listing: ListingRef): string {
  return `${KIND.listing}:${listing.pubkey}:${listing.d}`;
}

/** A NIP-22 comment on the listing: top-level without `parent`, else a reply to it. */
export function signedComment(
  author: TestKeys,
  listing: ListingRef,
  content: string,
  options: { parent?: NostrEvent; createdAt?: number } = {},
): NostrEvent {
  const { parent, createdAt = nowSeconds() } = options;
  const rootTags = [['A', coordinate(listing)], ['K', String(KIND.listing)], ['P', listing.pubkey]];
  const parentTags = parent
    ? [['e', parent.id], ['k', String(KIND.comment)], ['p', parent.pubkey]]
    : [['a', coordinate(listing)], ['k', String(KIND.listing)], ['p', listing.pubkey]];
  return signEvent(author, { kind: KIND.comment, created_at: createdAt, content, tags: [...rootTags, ...parentTags] });
}
