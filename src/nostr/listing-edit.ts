import { DEFAULT_CURRENCY } from '@/config/car-options';
import { KIND } from '@/config/constants';

import { firstTag, type EventTemplate } from './event';
import { buildImetaTag, photosOf } from './imeta';
import { buildListingEvent, type ListingInput } from './listing-builder';
import type { CarListing, ListingStatus } from './listing';
import { readingWithoutUnit } from './mileage';
import { listingAddress } from './listing-address';

/**
 * The seller's side of a listing (docs/product.md §2 My Listings, §3 Car listing, §7 Deletions): a new version
 * of a listing (edit, mark as sold / available) and the NIP-09 request that deletes it. Pure, so every rule
 * here is unit-tested.
 */

/**
 * When a new version of a listing published `nowMs` may be dated, in milliseconds: now, but never in the same
 * second as (or before) the version it replaces. NIP-01 keeps the newest `created_at` per address and breaks
 * a tie by the lowest id, so two edits within one second (or a clock behind the relay's copy) would let
 * chance pick the survivor.
 */
export function nextVersionMs(previousCreatedAt: number, nowMs: number): number {
  return Math.max(Math.floor(nowMs), (previousCreatedAt + 1) * 1000);
}

/**
 * The builder's input for republishing `listing` as it reads (mark as sold / available). The amount and
 * currency are taken from the `price` tag as written, so a price the reader shows as 'Price on request' is
 * not replaced by a made-up 0. The result is rebuilt by the one builder (docs/product.md §3): tags that
 * Carstr does not write are not carried over, but everything it writes is — the VIN and the photos' NIP-92
 * details included, which a buyer's card and the photo-reuse check read.
 */
export function listingInputOf(listing: CarListing): ListingInput {
  const priceTag = firstTag(listing.event, 'price');
  return {
    title: listing.title,
    summary: listing.summary,
    description: listing.description,
    price: priceTag?.[1]?.trim() ?? '',
    currency: priceTag?.[2]?.trim().toUpperCase() || DEFAULT_CURRENCY,
    frequency: listing.price.frequency,
    location: listing.location ?? '',
    geohash: listing.geohash,
    make: listing.make ?? '',
    model: listing.model ?? '',
    year: listing.year ?? '',
    // The unit goes in its own element; left in the value ('87000 km') the rebuilt tag would say both.
    mileage: readingWithoutUnit(listing.mileage, listing.mileageValue),
    mileageUnit: listing.mileageUnit,
    fuelType: listing.fuelType ?? '',
    transmission: listing.transmission ?? '',
    bodyType: listing.bodyType ?? '',
    color: listing.color ?? '',
    condition: listing.condition ?? '',
    // The buyer fields (docs/product.md §3 Car details as spec pairs): marking a car sold must not drop them.
    specs: listing.specs,
    vin: listing.vin,
    images: listing.images,
    imeta: photosOf(listing.event, listing.images)
      .filter((photo) => Object.keys(photo).length > 1)
      .map(buildImetaTag),
  };
}

/**
 * A new version of `listing` (docs/product.md §3: "An edit publishes a new version with the same `d`, a new
 * `created_at` and the original `published_at`, all tags rebuilt by the same builder"), dated strictly after
 * the version it replaces. `status` defaults to the listing's own, so an edit keeps a sold car sold.
 */
export function listingVersionTemplate(
  listing: CarListing,
  input: ListingInput,
  nowMs: number,
  status: ListingStatus = listing.status,
): EventTemplate {
  return buildListingEvent(input, nextVersionMs(listing.createdAt, nowMs), {
    d: listing.d,
    publishedAt: listing.publishedAt ?? listing.createdAt,
    status,
  });
}

/** Mark as sold / Mark as available: the listing as it reads, republished with the other status. */
export function statusChangeTemplate(listing: CarListing, status: ListingStatus, nowMs: number): EventTemplate {
  return listingVersionTemplate(listing, listingInputOf(listing), nowMs, status);
}

/**
 * The NIP-09 deletion of a listing (docs/product.md §7 Deletions): `a` with its address, so every version up
 * to this request goes, `e` with the version on screen, for relays and clients that only honour `e`, and `k`
 * with its kind. Dated no earlier than that version: an `a` request older than the version it names would
 * not delete it (an edit dated a second ahead by {@link nextVersionMs} must not survive its deletion).
 */
export function listingDeletionTemplate(listing: CarListing, nowMs: number): EventTemplate {
  return {
    kind: KIND.deletion,
    content: '',
    tags: [
      ['a', listingAddress(listing)],
      ['e', listing.event.id],
      ['k', String(KIND.listing)],
    ],
    created_at: Math.max(Math.floor(nowMs / 1000), listing.createdAt),
  };
}

/**
 * Whether `latest` (the listing read again from the relays just before an edit is published) is a version
 * the seller has not seen: another one than `base`, the version the form was filled from, and not older than
 * it (on a tie NIP-01 keeps the lowest id, so a different winner at the same second also replaced it).
 * Nothing found is not a conflict: the relays may simply not have answered.
 */
export function isChangedElsewhere(base: CarListing, latest: CarListing | undefined): latest is CarListing {
  return latest !== undefined && latest.event.id !== base.event.id && latest.createdAt >= base.createdAt;
}
