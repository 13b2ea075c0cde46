import { useQuery } from '@tanstack/react-query';

import { useReadRelay } from '@/features/relay/public';

import { hashtagListingsQueryOptions } from './hashtag-listings-query';

/** The listings on the read relay tagged `tag`; disabled for an empty tag. */
export function useHashtagListings(tag: string) {
  return useQuery(hashtagListingsQueryOptions(useReadRelay(), tag));
}
