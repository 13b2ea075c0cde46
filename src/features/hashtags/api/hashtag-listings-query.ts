import { queryOptions } from '@tanstack/react-query';

import { readListings, type ListingSource } from '@/features/listings/public';
import type { CarListing } from '@/nostr/listing';

import { carriesTag, hashtagListingsFilter } from '../hashtag';

export function hashtagListingsQueryKey(relaysKey: string, tag: string) {
  return ['hashtag-listings', relaysKey, tag.toLowerCase()] as const;
}

/**
 * Valid car listings carrying `tag` (any case), read the one way listings are read (newest version per
 * seller and `d`, deletions applied, newest first), with the tag in place of the car tags.
 */
export function hashtagListingsQueryOptions(source: ListingSource, tag: string) {
  return queryOptions({
    queryKey: hashtagListingsQueryKey(source.key, tag),
    enabled: tag !== '',
    queryFn: async ({ signal }): Promise<CarListing[]> => {
      const { listings } = await readListings(source, [hashtagListingsFilter(tag)], { signal });
      return listings.filter((listing) => carriesTag(listing, tag));
    },
  });
}
