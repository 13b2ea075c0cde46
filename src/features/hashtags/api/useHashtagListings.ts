import { useQuery } from '@tanstack/react-query';

import { useReadRelays } from '@/features/network/public';
import { useCurrentEvents } from '@/features/relay/public';
import type { CarListing } from '@/nostr/listing';

import { hashtagListingsQueryOptions } from './hashtag-listings-query';

const listingEvent = (listing: CarListing) => listing.event;

/**
 * The listings on the read relays tagged `tag`; disabled for an empty tag. They follow the event store, so a
 * deletion or a mute learned after the read removes them (docs/architecture.md §20).
 */
export function useHashtagListings(tag: string) {
  const query = useQuery(hashtagListingsQueryOptions(useReadRelays(), tag));
  const data = useCurrentEvents(query.data, listingEvent);
  return { ...query, data };
}
