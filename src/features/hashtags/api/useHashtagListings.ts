import { useQuery } from '@tanstack/react-query';

import { useReadRelays } from '@/features/network/public';

import { hashtagListingsQueryOptions } from './hashtag-listings-query';

/** The listings on the read relays tagged `tag`; disabled for an empty tag. */
export function useHashtagListings(tag: string) {
  return useQuery(hashtagListingsQueryOptions(useReadRelays(), tag));
}
