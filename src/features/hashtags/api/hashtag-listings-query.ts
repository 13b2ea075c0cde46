import type { NPool } from '@nostrify/nostrify';
import { queryOptions } from '@tanstack/react-query';

import { TIMEOUTS } from '@/config/constants';
import { toListings } from '@/features/listings/api/listings-query';
import type { RelayQuery } from '@/features/relay/useReadRelay';
import { retryUnlessUnreachable } from '@/features/listings/api/unreachable-relay';
import type { CarListing } from '@/nostr/listing';

import { carriesTag, hashtagListingsFilter } from '../hashtag';

export function hashtagListingsQueryKey(relayUrl: string, tag: string) {
  return ['hashtag-listings', relayUrl, tag.toLowerCase()] as const;
}

/**
 * Valid car listings carrying `tag` (any case), newest version per seller and `d`, newest first: the grid's
 * request and mapping (SPEC §7 Listing grid) with the tag in place of the car tags.
 */
export function hashtagListingsQueryOptions(relayUrl: string, tag: string, query: RelayQuery, pool: NPool) {
  return queryOptions({
    queryKey: hashtagListingsQueryKey(relayUrl, tag),
    enabled: tag !== '',
    retry: retryUnlessUnreachable(pool, relayUrl),
    queryFn: async ({ signal }): Promise<CarListing[]> => {
      const events = await query([hashtagListingsFilter(tag)], { signal, timeoutMs: TIMEOUTS.listingQuery });
      return toListings(events).filter((listing) => carriesTag(listing, tag));
    },
  });
}
