import { KIND } from '@/config/constants';

import { tagValues, type NostrEvent, type NostrFilter } from './event';
import { listingCoordinate, type CarListing } from './listing';

/**
 * NIP-09 deletion requests that could remove any of `listings`: by coordinate (`a`, which removes every
 * version up to the request's time) and by event id (`e`). Restricted to the listings' authors, since only
 * an author can delete their own events. One REQ with two filters; no filters when there is nothing to check.
 */
export function deletionFilters(listings: readonly CarListing[]): NostrFilter[] {
  if (listings.length === 0) return [];
  const authors = [...new Set(listings.map((listing) => listing.pubkey))];
  return [
    { kinds: [KIND.deletion], authors, '#a': [...new Set(listings.map(listingCoordinate))] },
    { kinds: [KIND.deletion], authors, '#e': listings.map((listing) => listing.event.id) },
  ];
}

/**
 * `listings` without the ones a kind-5 event by the same author deletes: an `e` tag naming the version's id,
 * or an `a` tag naming its coordinate with the request at least as new as the version (NIP-09: a later
 * edit published after the deletion request stands). Requests by anyone else are ignored.
 */
export function withoutDeleted(listings: readonly CarListing[], deletions: readonly NostrEvent[]): CarListing[] {
  const deletedIds = new Set<string>();
  const deletedUntil = new Map<string, number>();
  for (const deletion of deletions) {
    if (deletion.kind !== KIND.deletion) continue;
    for (const id of tagValues(deletion, 'e')) deletedIds.add(`${deletion.pubkey}:${id}`);
    for (const coordinate of tagValues(deletion, 'a')) {
      // Only the author named inside the coordinate may delete it.
      if (!coordinate.startsWith(`${KIND.listing}:${deletion.pubkey}:`)) continue;
      deletedUntil.set(coordinate, Math.max(deletedUntil.get(coordinate) ?? 0, deletion.created_at));
    }
  }
  if (deletedIds.size === 0 && deletedUntil.size === 0) return [...listings];
  return listings.filter((listing) => {
    if (deletedIds.has(`${listing.pubkey}:${listing.event.id}`)) return false;
    const until = deletedUntil.get(listingCoordinate(listing));
    return until === undefined || listing.createdAt > until;
  });
}
