import type { NPool } from '@nostrify/nostrify';
import { queryOptions } from '@tanstack/react-query';

import { KIND, TIMEOUTS } from '@/config/constants';
import { isHex64, type NostrFilter } from '@/nostr/event';
import { listingByIdFilter, type CarListing } from '@/nostr/listing';

import { toListings } from './to-listings';
import type { RelayQuery } from '@/features/relay/useReadRelay';
import { retryUnlessUnreachable } from './unreachable-relay';

/**
 * What a `/listing/<id>` visit found. `choose` happens only without a seller hint, when several authors
 * publish a listing under the same `d`: the page lets the user pick instead of guessing, because anyone can
 * reuse someone else's `d` (DESIGN §4 Trust).
 */
export type ListingLookup =
  | { status: 'found'; listing: CarListing }
  | { status: 'choose'; candidates: CarListing[] }
  | { status: 'missing' };

/** How many versions to ask for when the author is unknown: enough to notice impostors, small to load. */
export const CANDIDATE_LIMIT = 20;

export function listingQueryKey(relayUrl: string, id: string, seller: string | undefined) {
  return ['listing', relayUrl, id, seller ?? null] as const;
}

function lookupFilters(id: string, seller: string | undefined): NostrFilter[] {
  const byD = seller === undefined ? { ...listingByIdFilter(id), limit: CANDIDATE_LIMIT } : listingByIdFilter(id, seller);
  const filters: NostrFilter[] = [byD];
  // A listing with an empty `d` is routed by its event id (SPEC §3 Mapped listing: "id from d, else the event id").
  if (isHex64(id)) {
    const byId: NostrFilter = { kinds: [KIND.listing], ids: [id] };
    if (seller !== undefined) byId.authors = [seller];
    filters.push(byId);
  }
  return filters;
}

/** Interprets the events of a lookup; relays that ignore parts of a filter cannot smuggle in other listings. */
export function toListingLookup(events: Parameters<typeof toListings>[0], id: string, seller: string | undefined): ListingLookup {
  const matches = toListings(events).filter(
    (listing) => listing.id === id && (seller === undefined || listing.pubkey === seller),
  );
  const [first] = matches;
  if (first === undefined) return { status: 'missing' };
  if (matches.length === 1) return { status: 'found', listing: first };
  return { status: 'choose', candidates: matches };
}

/** SPEC §7 One listing: kind 30402 by `#d` (and author when known), 5 s timeout; disabled for an empty id. */
export function listingQueryOptions(relayUrl: string, id: string, seller: string | undefined, query: RelayQuery, pool: NPool) {
  return queryOptions({
    queryKey: listingQueryKey(relayUrl, id, seller),
    enabled: id !== '',
    retry: retryUnlessUnreachable(pool, relayUrl),
    queryFn: async ({ signal }): Promise<ListingLookup> => {
      const events = await query(lookupFilters(id, seller), { signal, timeoutMs: TIMEOUTS.listingQuery });
      return toListingLookup(events, id, seller);
    },
  });
}
