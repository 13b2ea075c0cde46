import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { readListingsAt, type ListingAtAddress } from '@/features/listings/public';
import { relaySource, useReadRelays } from '@/features/network/public';
import { listingAddress } from '@/nostr/listing-address';
import { acceptRelayUrl, relayPolicyFor } from '@/nostr/relay-list';

import type { ComparedCar } from './compare-url';

/**
 * The compared cars, read in one request from the read relays plus the relays their links name (each
 * accepted by the same policy as any relay hint). Per car: found, deleted by its seller, or missing.
 */
export function useComparedListings(cars: readonly ComparedCar[]) {
  const source = useReadRelays();
  const addresses = useMemo(() => cars.map(listingAddress), [cars]);
  const hints = useMemo(() => {
    const policy = relayPolicyFor(globalThis.location);
    const accepted = cars.flatMap((car) => car.hints).map((hint) => acceptRelayUrl(hint, policy));
    return [...new Set(accepted.filter((url): url is string => url !== undefined && !source.relays.includes(url)))].slice(0, 4);
  }, [cars, source.relays]);
  return useQuery({
    queryKey: ['compare', source.key, ...addresses, ...hints],
    enabled: addresses.length > 0,
    queryFn: async ({ signal }): Promise<Map<string, ListingAtAddress>> => {
      const from = hints.length === 0 ? source : relaySource([...source.relays, ...hints]);
      return readListingsAt(from, addresses, { signal });
    },
  });
}
