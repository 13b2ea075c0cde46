import { useMutation, useQueryClient } from '@tanstack/react-query';

import { usePublish } from '@/features/publishing/public';
import { toast } from '@/lib/toast-store';
import { parseListing, type CarListing, type ListingStatus } from '@/nostr/listing';
import { statusChangeTemplate } from '@/nostr/listing-edit';

import { showListingChange } from './listing-changes';

export const STATUS_TOASTS = {
  sold: { title: 'Marked as sold', description: 'Buyers now see this car as SOLD.' },
  active: { title: 'Marked as available', description: 'Buyers see this car as for sale again.' },
  failedTitle: 'Could not change the listing',
} as const;

export interface StatusChange {
  listing: CarListing;
  status: ListingStatus;
  /** Relays the version on screen was seen on: the new one goes there too, so none keeps serving the old. */
  seenOn?: readonly string[];
}

/**
 * Mark as sold / Mark as available (docs/product.md §4 Seller actions): the listing republished as it reads,
 * with the other `status` (and `stock`), to the write relays and wherever it was seen. Every screen shows the
 * new version at once (showListingChange), before the relays confirm it.
 */
export function useListingStatusChange() {
  const publish = usePublish();
  const queryClient = useQueryClient();
  return useMutation<CarListing, Error, StatusChange>({
    mutationFn: async ({ listing, status, seenOn = [] }) => {
      const { event } = await publish.mutateAsync({ ...statusChangeTemplate(listing, status, Date.now()), alsoTo: seenOn });
      const next = parseListing(event);
      // The builder only writes valid listings; a signer that changed the event is refused before this.
      if (next === null) throw new Error('The new version is not a valid listing');
      return next;
    },
    onSuccess: (next) => {
      showListingChange(queryClient, { type: 'replace', listing: next });
      toast({ ...(next.status === 'sold' ? STATUS_TOASTS.sold : STATUS_TOASTS.active), variant: 'success' });
    },
    onError: (error) => {
      console.warn('[listings] Changing the listing status failed.', error);
      toast({ title: STATUS_TOASTS.failedTitle, description: error.message, variant: 'destructive' });
    },
  });
}
