import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { useCurrentUser } from '@/features/session/public';
import type { CarListing } from '@/nostr/listing';

import { useWebOfTrust } from './useWebOfTrust';

/** The URL parameter of 'Only sellers in my network' (`?network=1`): a result list with it can be shared. */
export const NETWORK_ONLY_PARAM = 'network';

/** The active-filter chip of 'Only sellers in my network' (docs/product.md §2 Web of trust). */
export const NETWORK_ONLY_CHIP = 'In my network';

/** Whether the URL asks for 'Only sellers in my network'. */
export function useNetworkOnlyParam(): [boolean, (on: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const on = params.get(NETWORK_ONLY_PARAM) === '1';
  const set = (next: boolean) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(NETWORK_ONLY_PARAM, '1');
        else updated.delete(NETWORK_ONLY_PARAM);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [on, set];
}

/**
 * Whether 'Only sellers in my network' counts as an active filter (a chip, 'Clear All'): asked for by the URL
 * and signed in. Signed out it filters nothing (useNetworkOnly), so it is not shown as a filter either.
 */
export function useNetworkOnlyActive(): boolean {
  const [on] = useNetworkOnlyParam();
  const { user } = useCurrentUser();
  return on && user !== undefined;
}

/**
 * The grid's listings with 'Only sellers in my network' applied (docs/product.md §2 Web of trust): the cars of
 * people the user follows and of people they follow. Signed out or following nobody the switch is not shown
 * and nothing is filtered. Until the follows' lists arrive, the network is the follows alone.
 */
export function useNetworkOnly(listings: CarListing[] | undefined): CarListing[] | undefined {
  const [on] = useNetworkOnlyParam();
  const { self, follows, trust } = useWebOfTrust();
  return useMemo(() => {
    if (!on || listings === undefined || self === undefined || follows.size === 0 || trust === undefined) return listings;
    return listings.filter((listing) => trust.inNetwork(listing.pubkey));
  }, [on, listings, self, follows, trust]);
}
