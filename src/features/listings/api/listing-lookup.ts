import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { outboxSource, relaySource } from '@/features/network/public';
import { eventStore } from '@/features/relay/public';
import type { NostrEvent } from '@/nostr/event';
import type { CarListing } from '@/nostr/listing';
import { listingLookupFilters } from '@/nostr/listing-req-filters';

import { acceptRelayUrl, relayPolicyFor } from '@/nostr/relay-list';

import { preloadDetailPhoto } from './detail-photo-preload';
import { readListings, type ListingSource, type ListingsRead } from './read-listings';
import { listingEvent, toListings } from './to-listings';

/**
 * What a `/listing/<id>` visit found. `choose` happens only without a seller hint, when several authors
 * publish a listing under the same `d`: the page lets the user pick instead of guessing, because anyone can
 * reuse someone else's `d` (docs/architecture.md §7).
 */
export type ListingLookup =
  /** `relays`: where this version was seen (share links carry two of them as hints). */
  | { status: 'found'; listing: CarListing; relays?: readonly string[] }
  | { status: 'choose'; candidates: CarListing[] }
  | { status: 'missing' };

export function listingQueryKey(relaysKey: string, id: string, seller: string | undefined) {
  return ['listing', relaysKey, id, seller ?? null] as const;
}

/** Relay hints from a shared link (an naddr's), at most two, that this page may contact. */
const MAX_HINTS = 2;

/** Interprets the listings of a lookup; relays that ignore parts of a filter cannot smuggle in other listings. */
export function toListingLookup(listings: readonly CarListing[], id: string, seller: string | undefined): ListingLookup {
  const matches = listings.filter((listing) => listing.id === id && (seller === undefined || listing.pubkey === seller));
  const [first] = matches;
  if (first === undefined) return { status: 'missing' };
  if (matches.length === 1) return { status: 'found', listing: first };
  return { status: 'choose', candidates: matches };
}

/** The lookup of one read, with where the found version was seen. */
function lookupOf(read: ListingsRead, id: string, seller: string | undefined): ListingLookup {
  const lookup = toListingLookup(read.listings, id, seller);
  return lookup.status === 'found' ? { ...lookup, relays: read.seenOn.get(lookup.listing.event.id) ?? [] } : lookup;
}

/**
 * A link that names the seller shows the listing as soon as a verified version of it has arrived, while the
 * other relays finish and its deletion check is out (the check's round trip was a third of a cold visit to a
 * listing link); the query's result then confirms it, shows a newer version, or says it was deleted. Like
 * the grid's first cards (first-page-load.ts), a relay that keeps serving a deleted listing can show it for
 * that moment. Without a seller the page waits for every relay: several sellers may use the same id.
 */
function showBeforeDeletionCheck(client: QueryClient, queryKey: readonly unknown[], events: readonly NostrEvent[], id: string, seller: string | undefined): void {
  if (seller === undefined) return;
  const early = toListingLookup(toListings(events), id, seller);
  if (early.status !== 'found') return;
  const shown = client.getQueryData<ListingLookup>(queryKey);
  // The version shown stays unless the event store says the early one is newer.
  if (shown?.status === 'found' && eventStore.current([shown.listing, early.listing], listingEvent)[0] !== early.listing) return;
  client.setQueryData<ListingLookup>(queryKey, early);
  // Not confirmed yet: if the page is left before the check ends, the next visit asks again.
  void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
}

export interface LookupOptions {
  client: QueryClient;
  /** Relays a shared link named (naddr relay hints). */
  hints?: readonly string[];
}

/**
 * docs/product.md §7 One listing: kind 30402 by `#d` (and author when known), read the one way listings are
 * read, from the read relays plus the link's relay hints. When they lack it and the link named the seller,
 * the seller's own write relays are asked too (the outbox model, NIP-65). Disabled for an empty id.
 */
export function listingQueryOptions(source: ListingSource, id: string, seller: string | undefined, { client, hints = [] }: LookupOptions) {
  const policy = relayPolicyFor(globalThis.location);
  const hinted = hints.map((hint) => acceptRelayUrl(hint, policy)).filter((url) => url !== undefined && !source.relays.includes(url)).slice(0, MAX_HINTS);
  const first = hinted.length === 0 ? source : relaySource([...source.relays, ...(hinted as string[])]);
  const queryKey = [...listingQueryKey(source.key, id, seller), ...hinted] as const;
  return queryOptions({
    queryKey,
    enabled: id !== '',
    queryFn: async ({ signal }): Promise<ListingLookup> => {
      // The same filters as the boot script's REQ on a listing link (src/boot-connect.ts), which this takes over.
      const filters = listingLookupFilters(id, seller);
      const onProgress = (events: readonly NostrEvent[]) => {
        preloadDetailPhoto(events, id, seller);
        showBeforeDeletionCheck(client, queryKey, events, id, seller);
      };
      const lookup = lookupOf(await readListings(first, filters, { signal, onProgress }), id, seller);
      if (lookup.status !== 'missing' || seller === undefined) return lookup;
      const outbox = await outboxSource(client, first, seller);
      if (outbox === undefined) return lookup;
      try {
        return lookupOf(await readListings(outbox, filters, { signal }), id, seller);
      } catch (error) {
        if (signal.aborted) throw error;
        return lookup;
      }
    },
  });
}
