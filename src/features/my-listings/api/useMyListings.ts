import { useQuery } from '@tanstack/react-query';

import { myListingsQueryOptions, ownListingQueryOptions } from './my-listings-query';
import { useSellerRelays } from './useSellerRelays';

/** The signed-in seller's listings (`pubkey`), newest first, with the relays each was seen on. */
export function useMyListings(pubkey: string) {
  const source = useSellerRelays();
  return useQuery(myListingsQueryOptions(source, pubkey));
}

/**
 * One of the seller's listings for the edit form, always as the relays hold it now (no placeholder from My
 * Listings): the form is filled once, from the version an update will be checked against.
 */
export function useOwnListing(pubkey: string, id: string) {
  const source = useSellerRelays();
  return useQuery(ownListingQueryOptions(source, pubkey, id));
}
