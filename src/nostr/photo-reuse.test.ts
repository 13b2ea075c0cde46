import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { parsedListing, signedListing, signedListingWithImeta } from '@testing/listing-fixtures';
import { newKeys } from '@testing/test-keys';

import { findPhotoReuse, firstPublishedAt, listingPhotoHashes, photoHashFilter } from './photo-reuse';

const H = 'ab'.repeat(32);
const FRESH = 'cd'.repeat(32);
const T0 = 1_700_000_000;
const alice = newKeys();
const bob = newKeys();

/** A listing whose one photo is named by `imeta x` only (a URL without a hash). */
function withImetaHash(keys: ReturnType<typeof newKeys>, hash: string, createdAt: number) {
  const url = `https://cdn.example/photos/${createdAt}.jpg`;
  return parsedListing(signedListingWithImeta(keys, { images: [url], createdAt }, ['imeta', `url ${url}`, `x ${hash}`]));
}

/** A listing whose photo is a Blossom URL: the hash is its last path segment. */
function withBlossomUrl(keys: ReturnType<typeof newKeys>, hash: string, createdAt: number, extension = '.jpg') {
  return parsedListing(signedListing(keys, { images: [`https://blossom.example/${hash}${extension}`], createdAt }));
}

describe('listingPhotoHashes', () => {
  it('reads the imeta x, else the Blossom hash of the URL (with or without extension), each once', () => {
    expect(listingPhotoHashes(withImetaHash(alice, H, T0))).toEqual([H]);
    expect(listingPhotoHashes(withBlossomUrl(alice, H.toUpperCase(), T0))).toEqual([H]);
    expect(listingPhotoHashes(withBlossomUrl(alice, H, T0, ''))).toEqual([H]);
    const twice = parsedListing(signedListing(alice, { images: [`https://a.example/${H}.jpg`, `https://b.example/${H}.png`, 'https://c.example/car.jpg'] }));
    expect(listingPhotoHashes(twice)).toEqual([H]);
  });

  it('prefers the imeta x over the hash in the URL', () => {
    const url = `https://blossom.example/${FRESH}.jpg`;
    const listing = parsedListing(signedListingWithImeta(alice, { images: [url] }, ['imeta', `url ${url}`, `x ${H}`]));
    expect(listingPhotoHashes(listing)).toEqual([H]);
  });

  it('finds no hash in a plain URL or a malformed x', () => {
    const url = 'https://cdn.example/car-123.jpg';
    const listing = parsedListing(signedListingWithImeta(alice, { images: [url] }, ['imeta', `url ${url}`, 'x not-a-hash']));
    expect(listingPhotoHashes(listing)).toEqual([]);
  });
});

describe('firstPublishedAt', () => {
  it('uses published_at (kept across edits) when plausible, else created_at', () => {
    expect(firstPublishedAt({ createdAt: T0 + 500, publishedAt: T0 })).toBe(T0);
    expect(firstPublishedAt({ createdAt: T0, publishedAt: undefined })).toBe(T0);
    // After its own created_at, or before Nostr existed: not a first publication time.
    expect(firstPublishedAt({ createdAt: T0, publishedAt: T0 + 10 })).toBe(T0);
    expect(firstPublishedAt({ createdAt: T0, publishedAt: 1000 })).toBe(T0);
  });
});

describe('findPhotoReuse', () => {
  it("flags the later listing with another seller's earlier listing and the shared hash, not the earlier one", () => {
    const original = withBlossomUrl(alice, H, T0);
    const copy = withImetaHash(bob, H, T0 + 60);
    expect(findPhotoReuse(copy, [original, copy])).toEqual({ original, hash: H });
    expect(findPhotoReuse(original, [original, copy])).toBeUndefined();
  });

  it('does not flag a seller reusing their own photo, nor a fresh photo', () => {
    const first = withBlossomUrl(bob, H, T0);
    const again = withImetaHash(bob, H, T0 + 60);
    const fresh = withImetaHash(bob, FRESH, T0 + 120);
    const others = withBlossomUrl(alice, H, T0 - 60);
    expect(findPhotoReuse(again, [first])).toBeUndefined();
    expect(findPhotoReuse(fresh, [first, again, others])).toBeUndefined();
  });

  it('ignores what shares no photo (a relay that ignored the #x filter), and same-second listings', () => {
    const copy = withImetaHash(bob, H, T0 + 60);
    const unrelated = [withBlossomUrl(alice, FRESH, T0), parsedListing(signedListing(alice, { createdAt: T0 }))];
    expect(findPhotoReuse(copy, unrelated)).toBeUndefined();
    expect(findPhotoReuse(copy, [withBlossomUrl(alice, H, T0 + 60)])).toBeUndefined();
  });

  it('names the earliest of several earlier listings, whatever their order', () => {
    const carol = newKeys();
    const earliest = withBlossomUrl(carol, H, T0);
    const middle = withBlossomUrl(alice, H, T0 + 30);
    const copy = withImetaHash(bob, H, T0 + 60);
    expect(findPhotoReuse(copy, [middle, earliest])?.original).toBe(earliest);
    expect(findPhotoReuse(copy, [earliest, middle])?.original).toBe(earliest);
  });

  it('keeps the original first when its seller edits it later (published_at stays)', () => {
    const edited = parsedListing(
      signedListing(alice, { images: [`https://blossom.example/${H}.jpg`], createdAt: T0 + 600 }),
    );
    const original = { ...edited, publishedAt: T0 };
    const copy = withImetaHash(bob, H, T0 + 60);
    expect(findPhotoReuse(copy, [original])?.original).toBe(original);
    expect(findPhotoReuse(original, [copy])).toBeUndefined();
  });
});

describe('photoHashFilter', () => {
  it('asks for car listings tagged with the hashes, at most 20 of them', () => {
    const hashes = Array.from({ length: 25 }, (_, index) => index.toString(16).padStart(64, '0'));
    const filter = photoHashFilter(hashes);
    expect(filter.kinds).toEqual([KIND.listing]);
    expect(filter['#x']).toEqual(hashes.slice(0, 20));
    expect(filter.limit).toBe(50);
  });
});
