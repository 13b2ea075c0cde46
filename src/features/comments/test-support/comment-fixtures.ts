import { finalizeEvent, generateSecretKey, getPublicKey, nip19, type VerifiedEvent } from 'nostr-tools';

// Test data for comment tests; not shipped, only tests import it. Tags are written out by hand here rather
// than with the app's builder, so a builder bug cannot hide behind matching fixtures.

export interface TestKeys {
  secretKey: Uint8Array;
  pubkey: string;
}

export function testKeys(): TestKeys {
  const secretKey = generateSecretKey();
  return { secretKey, pubkey: getPublicKey(secretKey) };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A minimal valid car listing (kind 30402) by `seller`. */
export function signedListing(seller: TestKeys, d: string, title = 'Test car'): VerifiedEvent {
  return finalizeEvent(
    {
      kind: 30402,
      created_at: nowSeconds(),
      content: 'A car for tests.',
      tags: [['d', d], ['title', title], ['price', '1000', 'USD'], ['t', 'car'], ['status', 'active']],
    },
    seller.secretKey,
  );
}

/** Where a test thread hangs: a listing's coordinate and its author. */
export interface ListingRef {
  pubkey: string;
  d: string;
}

export function coordinate(listing: ListingRef): string {
  return `30402:${listing.pubkey}:${listing.d}`;
}

/** A NIP-22 comment on the listing: top-level without `parent`, else a reply to it. */
export function signedComment(
  author: TestKeys,
  listing: ListingRef,
  content: string,
  options: { parent?: VerifiedEvent; createdAt?: number } = {},
): VerifiedEvent {
  const { parent, createdAt = nowSeconds() } = options;
  const rootTags = [['A', coordinate(listing)], ['K', '30402'], ['P', listing.pubkey]];
  const parentTags = parent
    ? [['e', parent.id], ['k', '1111'], ['p', parent.pubkey]]
    : [['a', coordinate(listing)], ['k', '30402'], ['p', listing.pubkey]];
  return finalizeEvent({ kind: 1111, created_at: createdAt, content, tags: [...rootTags, ...parentTags] }, author.secretKey);
}

export function signedProfile(keys: TestKeys, metadata: Record<string, unknown>): VerifiedEvent {
  return finalizeEvent({ kind: 0, created_at: nowSeconds(), tags: [], content: JSON.stringify(metadata) }, keys.secretKey);
}

/** Stores an nsec login the way the accounts feature does, so the app starts signed in as `keys`. */
export function storeNsecLogin(keys: TestKeys): void {
  const login = {
    id: `nsec:${keys.pubkey}`,
    type: 'nsec',
    pubkey: keys.pubkey,
    createdAt: new Date().toISOString(),
    data: { nsec: nip19.nsecEncode(keys.secretKey) },
  };
  localStorage.setItem('carstr:logins', JSON.stringify([login]));
}
