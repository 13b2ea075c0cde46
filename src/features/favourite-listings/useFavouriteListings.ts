import { useQuery } from '@tanstack/react-query';

import { readListingsAt } from '@/features/listings/public';
import { useReadRelays } from '@/features/network/public';

/** What became of each favourite, read from the read relays (docs/product.md §2 Favourites). */
export function useFavouriteListings(addresses: readonly string[]) {
  const source = useReadRelays();
  return useQuery({
    queryKey: ['favourite-listings', source.key, addresses.toSorted().join(' ')],
    enabled: addresses.length > 0,
    queryFn: ({ signal }) => readListingsAt(source, addresses, { signal }),
    placeholderData: (previous) => previous,
  });
}
