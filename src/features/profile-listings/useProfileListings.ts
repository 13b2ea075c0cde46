import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useReadRelays } from '@/features/network/public';
import { withHints } from '@/features/profiles/public';
import { useCurrentEvents } from '@/features/relay/public';
import type { CarListing } from '@/nostr/listing';

import { profileListingsQueryOptions } from './profile-listings-query';

const NO_HINTS: readonly string[] = [];

const listingEvent = (listing: CarListing) => listing.event;

/**
 * The car listings of `pubkey` (hex) for their profile page, asking the link's relay hints too. They follow the
 * event store, so a deletion or a mute learned after the read removes them (docs/architecture.md §20).
 */
export function useProfileListings(pubkey: string, hints: readonly string[] = NO_HINTS) {
  const read = useReadRelays();
  const client = useQueryClient();
  // Keyed by the hints' text (relay URLs hold no spaces): callers may pass a new array on every render.
  const hintsKey = hints.join(' ');
  const source = useMemo(() => withHints(read, hintsKey === '' ? [] : hintsKey.split(' ')), [read, hintsKey]);
  const query = useQuery(profileListingsQueryOptions(source, pubkey, client));
  const active = useCurrentEvents(query.data?.active, listingEvent);
  const sold = useCurrentEvents(query.data?.sold, listingEvent);
  const data = useMemo(() => (active === undefined || sold === undefined ? undefined : { active, sold }), [active, sold]);
  return { ...query, data };
}
