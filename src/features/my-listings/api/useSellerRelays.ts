import { useMemo } from 'react';

import { distinctRelays, relaySource, useNetwork, type RelaySource } from '@/features/network/public';

/**
 * Where the seller's own listings are looked for (docs/product.md §7 My Listings): their read relays and their
 * write relays, where everything they publish goes, so a listing published to a relay they no longer read
 * still shows up.
 */
export function useSellerRelays(): RelaySource {
  const { readRelays, writeRelays } = useNetwork();
  return useMemo(() => {
    const all = [...readRelays, ...writeRelays];
    return relaySource(distinctRelays(all, all.length));
  }, [readRelays, writeRelays]);
}
