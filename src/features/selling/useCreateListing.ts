import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';

import { type PublishOutcome, usePublish } from '@/features/publishing/public';
import { toast } from '@/lib/toast-store';
import { buildListingEvent, type ListingInput } from '@/nostr/listing-builder';

import { finishPublishedListing } from './active-listing-form';
import { emptyListingForm } from './listing-form-schema';

const CREATE_LISTING_KEY = ['selling', 'create-listing'] as const;

/**
 * The prefix of the listing grid's query keys (`listingsQueryKey` in features/listings/api): invalidating it
 * refetches the grid, so the new listing shows without a reload.
 */
const LISTINGS_QUERY_PREFIX = ['listings'] as const;

export const LISTING_TOASTS = {
  created: { title: 'Listing created!', description: 'Your car listing has been published to the network.' },
  failed: { title: 'Failed to create listing', description: 'There was an error creating your listing. Please try again.' },
} as const;

/**
 * Builds the kind-30402 event from the form input and publishes it with the current user's signer (docs/product.md §7
 * Publish listing). The outcome callbacks live on the mutation, not on the component, so the toast, the
 * draft cleanup and the grid refresh happen even when the user left the sell tab while it was publishing.
 */
export function useCreateListing() {
  const publish = usePublish();
  const queryClient = useQueryClient();
  return useMutation<PublishOutcome, Error, ListingInput>({
    mutationKey: CREATE_LISTING_KEY,
    mutationFn: (input) => publish.mutateAsync(buildListingEvent(input, Date.now())),
    onSuccess: () => {
      finishPublishedListing(emptyListingForm());
      toast({ ...LISTING_TOASTS.created, variant: 'success' });
      // Not awaited: the button should not stay busy while a mounted grid refetches.
      void queryClient.invalidateQueries({ queryKey: LISTINGS_QUERY_PREFIX });
    },
    onError: (error) => {
      console.warn('[selling] Publishing the listing failed.', error);
      toast({ ...LISTING_TOASTS.failed, variant: 'destructive' });
    },
  });
}

/** Whether a listing is being published, also for a form that mounted after the publish started. */
export function useIsCreatingListing(): boolean {
  return useIsMutating({ mutationKey: CREATE_LISTING_KEY }) > 0;
}
