import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useReadRelays } from '@/features/network/public';
import { withHints } from '@/features/profiles/public';

import { profileListingsQueryOptions } from './profile-listings-query';

const NO_HINTS: readonly string[] = [];

/** The car listings of `pubkey` (hex) for their profile page, asking the link's relay hints too. */
export function useProfileListings(pubkey: string, hints: readonly string[] = NO_HINTS) {
  const read = useReadRelays();
  const client = useQueryClient();
  // Keyed by the hints' text (relay URLs hold no spaces): callers may pass a new array on every render.
  const hintsKey = hints.join(' ');
  const source = useMemo(() => withHints(read, hintsKey === '' ? [] : hintsKey.split(' ')), [read, hintsKey]);
  return useQuery(profileListingsQueryOptions(source, pubkey, client));
}
