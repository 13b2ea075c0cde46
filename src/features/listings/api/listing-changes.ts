import type { Query, QueryClient } from '@tanstack/react-query';

import { KIND } from '@/config/constants';
import type { CarListing } from '@/nostr/listing';

import { listingCache } from '../cache/listing-cache';

/**
 * What the seller just did to one of their listings (docs/product.md §4 Seller actions): a new version (edit,
 * mark as sold / available) or a deletion.
 */
export interface ListingChange {
  type: 'replace' | 'remove';
  /** The new version, or the version deleted. */
  listing: CarListing;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A mapped listing (`parseListing`'s output), recognised by shape: query data holds nothing else like it. */
function isCarListing(value: unknown): value is CarListing {
  if (!isRecord(value) || typeof value.d !== 'string' || typeof value.pubkey !== 'string') return false;
  return isRecord(value.event) && value.event.kind === KIND.listing;
}

function isListingArray(value: unknown): value is CarListing[] {
  return Array.isArray(value) && value.every(isCarListing);
}

/** Same address (`pubkey:d`): any version of the changed listing. */
function targets(listing: CarListing, change: ListingChange): boolean {
  return listing.pubkey === change.listing.pubkey && listing.d === change.listing.d;
}

/** `listings` with the change applied; the same array when it holds no version of the listing. */
function changeList(listings: CarListing[], change: ListingChange): CarListing[] {
  if (!listings.some((listing) => targets(listing, change))) return listings;
  if (change.type === 'remove') return listings.filter((listing) => !targets(listing, change));
  // An older version never replaces a newer one that a refetch already brought.
  return listings.map((listing) => (targets(listing, change) && change.listing.createdAt >= listing.createdAt ? change.listing : listing));
}

/**
 * Query data with the change applied, whatever query holds it: a list of listings (hashtag page), an object
 * with `listings` (a read, a grid page, My Listings), infinite pages of those (the grid), or a detail lookup
 * (`found` / `choose`). Returns `data` itself when nothing in it is the changed listing, so untouched queries
 * are left alone. Recognising the shapes rather than the keys means every screen that shows listings (the
 * profile page's too) drops a deleted one and shows a new version at once, without this feature knowing it.
 */
export function applyListingChange(data: unknown, change: ListingChange): unknown {
  if (isListingArray(data)) return changeList(data, change);
  if (!isRecord(data)) return data;
  if (Array.isArray(data.pages)) {
    let changed = false;
    const pages = data.pages.map((page: unknown) => {
      const next = applyListingChange(page, change);
      if (next !== page) changed = true;
      return next;
    });
    return changed ? { ...data, pages } : data;
  }
  if (isListingArray(data.listings)) {
    const listings = changeList(data.listings, change);
    return listings === data.listings ? data : { ...data, listings };
  }
  if (data.status === 'found' && isCarListing(data.listing) && targets(data.listing, change)) {
    if (change.type === 'remove') return { status: 'missing' };
    return change.listing.createdAt >= data.listing.createdAt ? { ...data, listing: change.listing } : data;
  }
  if (data.status === 'choose' && isListingArray(data.candidates)) {
    const candidates = changeList(data.candidates, change);
    return candidates === data.candidates ? data : { ...data, candidates };
  }
  return data;
}

/**
 * Shows the change on every screen at once: every cached query holding the listing gets the new version (or
 * loses it), then those queries are invalidated so the relays confirm it (docs/architecture.md §9). A deletion
 * is also dropped from the local listing cache of every relay named, so a repeat visit does not paint it
 * before the grid's revalidation would have removed it.
 */
export function showListingChange(client: QueryClient, change: ListingChange, relays: readonly string[] = []): void {
  const touched = new Set<Query>();
  for (const query of client.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = applyListingChange(data, change);
    if (next === data) continue;
    client.setQueryData(query.queryKey, next);
    touched.add(query);
  }
  if (change.type === 'remove') {
    for (const relay of new Set(relays)) void listingCache().forget(relay, [change.listing]);
  }
  void client.invalidateQueries({ predicate: (query) => touched.has(query) });
}
