import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { KIND } from '@/config/constants';
import { PROFILE_LISTINGS_LIMIT } from '@/config/profiles';
import { readListings, type ListingSource } from '@/features/listings/public';
import { outboxSource } from '@/features/network/public';
import { isHex64, type NostrFilter } from '@/nostr/event';
import type { CarListing } from '@/nostr/listing';

/** A person's car listings as their profile page shows them: for sale first, then sold; each newest first. */
export interface ProfileListings {
  active: CarListing[];
  sold: CarListing[];
}

export function profileListingsQueryKey(relaysKey: string, pubkey: string) {
  return ['profile-listings', relaysKey, pubkey] as const;
}

export function profileListingsFilter(pubkey: string): NostrFilter {
  return { kinds: [KIND.listing], authors: [pubkey], limit: PROFILE_LISTINGS_LIMIT };
}

/**
 * Only `pubkey`'s listings (a relay may ignore `authors`), split by status, keeping the newest-first order
 * readListings returns.
 */
export function splitListings(listings: readonly CarListing[], pubkey: string): ProfileListings {
  const own = listings.filter((listing) => listing.pubkey === pubkey);
  return { active: own.filter((listing) => listing.status !== 'sold'), sold: own.filter((listing) => listing.status === 'sold') };
}

/**
 * docs/product.md §2 Profile page: the person's kind-30402 listings, read the one way listings are read
 * (validity, newest version per `d`, NIP-09 deletions), from `source` (the read relays plus the link's hints).
 * When those hold none, the person's own NIP-65 write relays are asked (the outbox model).
 */
export function profileListingsQueryOptions(source: ListingSource, pubkey: string, client: QueryClient) {
  return queryOptions({
    queryKey: profileListingsQueryKey(source.key, pubkey),
    enabled: isHex64(pubkey),
    queryFn: async ({ signal }): Promise<ProfileListings> => {
      const filters = [profileListingsFilter(pubkey)];
      const found = splitListings((await readListings(source, filters, { signal })).listings, pubkey);
      if (found.active.length + found.sold.length > 0) return found;
      const outbox = await outboxSource(client, source, pubkey);
      if (outbox === undefined) return found;
      try {
        return splitListings((await readListings(outbox, filters, { signal })).listings, pubkey);
      } catch (error) {
        if (signal.aborted) throw error;
        return found;
      }
    },
  });
}
