import { useNostr } from '@nostrify/react';
import { useQuery } from '@tanstack/react-query';

import { useReadRelay } from '@/features/relay/useReadRelay';

import { hashtagListingsQueryOptions } from './hashtag-listings-query';

/** The listings on the read relay tagged `tag`; disabled for an empty tag. */
export function useHashtagListings(tag: string) {
  const { nostr } = useNostr();
  const { relayUrl, query } = useReadRelay();
  return useQuery(hashtagListingsQueryOptions(relayUrl, tag, query, nostr));
}
