import { KIND } from '@/config/constants';
import { EARLIEST_MEMBER_SINCE } from '@/config/profiles';

import type { NostrFilter } from './event';
import { blossomHashOf, photosOf } from './imeta';
import type { CarListing } from './listing';
import { listingAddress } from './listing-address';

/** What photo reuse reads of a listing: who signed it, when, and its photos. */
export type PhotoListing = Pick<CarListing, 'pubkey' | 'd' | 'event' | 'images' | 'createdAt' | 'publishedAt'>;

/** The earlier listing by another seller that shows one of this listing's photos. */
export interface PhotoReuse<T extends PhotoListing = PhotoListing> {
  original: T;
  /** The shared photo's SHA-256 (lowercase hex). */
  hash: string;
}

/** How many hashes one relay request names: a listing has at most 20 photos (docs/product.md §3 Car listing). */
export const PHOTO_HASH_QUERY_MAX = 20;
/** How many listings the `#x` request asks for: a photo shown in more than this many listings is reused anyway. */
export const PHOTO_HASH_QUERY_LIMIT = 50;

/**
 * The SHA-256 of each photo of a listing (docs/product.md §2 Photo reuse): the NIP-92 `imeta` `x` when the
 * listing gives one, else the Blossom name in the URL (a 64-hex last path segment, with or without an
 * extension); photos with neither have no hash. Each hash once, in photo order.
 */
export function listingPhotoHashes(listing: Pick<CarListing, 'event' | 'images'>): string[] {
  const hashes = new Set<string>();
  for (const photo of photosOf(listing.event, listing.images)) {
    const hash = photo.x ?? blossomHashOf(photo.url);
    if (hash !== undefined) hashes.add(hash);
  }
  return [...hashes];
}

/**
 * When a listing was first published, as its signed tags say: NIP-99 `published_at` (which edits keep, so
 * an original seller who edits later stays first) when it is plausible — after Nostr existed and not after
 * this version's `created_at` — else this version's `created_at`. Both are whatever the author signed.
 */
export function firstPublishedAt(listing: Pick<CarListing, 'createdAt' | 'publishedAt'>): number {
  const published = listing.publishedAt;
  const plausible = published !== undefined && published >= EARLIEST_MEMBER_SINCE && published <= listing.createdAt;
  return plausible ? published : listing.createdAt;
}

/**
 * The earliest listing among `candidates`, by another seller and first published strictly before `listing`,
 * that shows one of its photos (docs/product.md §2 Photo reuse); undefined when there is none. The hashes are
 * compared here on every candidate, so candidates that share nothing (a relay that ignored the `#x` filter
 * and sent everything) never count. The same seller reusing a photo is not flagged, nor is the first publisher.
 */
export function findPhotoReuse<T extends PhotoListing>(listing: PhotoListing, candidates: Iterable<T>): PhotoReuse<T> | undefined {
  const own = new Set(listingPhotoHashes(listing));
  if (own.size === 0) return undefined;
  const published = firstPublishedAt(listing);
  let found: { original: T; hash: string; at: number; address: string } | undefined;
  for (const candidate of candidates) {
    if (candidate.pubkey === listing.pubkey) continue;
    const at = firstPublishedAt(candidate);
    if (at >= published) continue;
    const hash = listingPhotoHashes(candidate).find((candidateHash) => own.has(candidateHash));
    if (hash === undefined) continue;
    const address = listingAddress(candidate);
    // The earliest wins; on a tie the address decides, so the answer does not depend on the candidates' order.
    if (found === undefined || at < found.at || (at === found.at && address < found.address)) found = { original: candidate, hash, at, address };
  }
  return found === undefined ? undefined : { original: found.original, hash: found.hash };
}

/**
 * The relay request for other listings with these photos: `#x` matches listings that carry the hash as an
 * `x` tag (the `imeta` `x` is inside another tag, which relays do not index). A relay may ignore the filter;
 * findPhotoReuse checks every answer.
 */
export function photoHashFilter(hashes: readonly string[]): NostrFilter {
  return { kinds: [KIND.listing], '#x': hashes.slice(0, PHOTO_HASH_QUERY_MAX), limit: PHOTO_HASH_QUERY_LIMIT };
}
