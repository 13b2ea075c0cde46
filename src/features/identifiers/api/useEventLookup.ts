import { useQuery, useQueryClient } from '@tanstack/react-query';

import { useReadRelays } from '@/features/network/public';
import { eventStore, useStoreVersion } from '@/features/relay/public';
import type { NostrEvent } from '@/nostr/event';

import type { AddressPointer, EventPointer } from '../event-destination';
import { addressLookupOptions, deletionCheckOptions, eventLookupOptions } from './event-lookup';

/** The event a `note` or `nevent` route names, from the read relays, its hints and its author's relays. */
export function useEventLookup(pointer: EventPointer) {
  const source = useReadRelays();
  const client = useQueryClient();
  return useQuery(eventLookupOptions(source, pointer, client));
}

/** The newest event at a (non-listing) `naddr` route's address. */
export function useAddressLookup(address: AddressPointer) {
  const source = useReadRelays();
  const client = useQueryClient();
  return useQuery(addressLookupOptions(source, address, client));
}

/**
 * Whether the author of a found event deleted it; `data` is undefined while unknown. Follows the event store:
 * a deletion another screen learned (the listing's comments) shows here at once, without waiting for the check.
 */
export function useDeletionCheck(event: NostrEvent, seenOn: readonly string[]): { data: boolean | undefined } {
  const source = useReadRelays();
  const checked = useQuery(deletionCheckOptions(source, event, seenOn));
  useStoreVersion();
  return { data: eventStore.isDeleted(event) ? true : checked.data };
}
