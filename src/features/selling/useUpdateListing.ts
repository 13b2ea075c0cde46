import { useMutation, useQueryClient } from '@tanstack/react-query';

import { KIND, MAX_PUBLISH_RELAYS } from '@/config/constants';
import { readListings, showListingChange } from '@/features/listings/public';
import { distinctRelays, relaySource, useNetwork } from '@/features/network/public';
import { usePublish, type PublishOutcome } from '@/features/publishing/public';
import { toast } from '@/lib/toast-store';
import { parseListing, type CarListing } from '@/nostr/listing';
import type { ListingInput } from '@/nostr/listing-builder';
import { isChangedElsewhere, listingVersionTemplate } from '@/nostr/listing-edit';

export const UPDATE_TOASTS = {
  updated: { title: 'Listing updated!', description: 'Your changes have been published to the network.' },
  failed: { title: 'Failed to update listing', description: 'There was an error updating your listing. Please try again.' },
} as const;

/** Thrown instead of publishing when the relays hold a version of the listing the seller has not seen. */
export class ChangedElsewhereError extends Error {
  readonly latest: CarListing;

  constructor(latest: CarListing) {
    super('This listing was changed elsewhere since you opened it.');
    this.name = 'ChangedElsewhereError';
    this.latest = latest;
  }
}

export interface ListingUpdate {
  /** The version the form was filled from: the new one replaces it (same `d`, original `published_at`). */
  base: CarListing;
  input: ListingInput;
  /** Relays the listing was seen on: the new version goes there too, so none keeps serving the old one. */
  seenOn: readonly string[];
  /** Publish even if a newer version exists ('Update anyway'); otherwise look first. */
  force?: boolean;
}

export interface ListingUpdated extends PublishOutcome {
  listing: CarListing;
}

/**
 * 'Update Listing' (docs/product.md §4 Edit form): reads the listing again from the read and write relays and
 * the ones it was seen on; when they hold a version other than (and not older than) the one being edited, it
 * stops with {@link ChangedElsewhereError} so the seller can reload it before overwriting. Otherwise it
 * publishes the new version, dated strictly after the edited one, and every screen shows it at once.
 */
export function useUpdateListing() {
  const publish = usePublish();
  const queryClient = useQueryClient();
  const { readRelays, writeRelays } = useNetwork();

  return useMutation<ListingUpdated, Error, ListingUpdate>({
    mutationFn: async ({ base, input, seenOn, force = false }) => {
      if (!force) {
        const relays = distinctRelays([...writeRelays, ...readRelays, ...seenOn], MAX_PUBLISH_RELAYS + readRelays.length + seenOn.length);
        let latest: CarListing | undefined;
        try {
          const { listings } = await readListings(relaySource(relays), [{ kinds: [KIND.listing], authors: [base.pubkey], '#d': [base.d] }]);
          latest = listings.find((listing) => listing.pubkey === base.pubkey && listing.d === base.d);
        } catch (error) {
          // No relay answered: nothing says the listing changed, and publishing reports each relay on its own.
          console.warn('[selling] Could not check the listing for newer versions before updating it.', error);
        }
        if (isChangedElsewhere(base, latest)) throw new ChangedElsewhereError(latest);
      }
      const outcome = await publish.mutateAsync({ ...listingVersionTemplate(base, input, Date.now()), alsoTo: seenOn });
      const listing = parseListing(outcome.event);
      if (listing === null) throw new Error('The new version is not a valid listing');
      return { ...outcome, listing };
    },
    onSuccess: ({ listing }) => {
      showListingChange(queryClient, { type: 'replace', listing });
      toast({ ...UPDATE_TOASTS.updated, variant: 'success' });
    },
    onError: (error) => {
      if (error instanceof ChangedElsewhereError) return;
      console.warn('[selling] Updating the listing failed.', error);
      toast({ ...UPDATE_TOASTS.failed, variant: 'destructive' });
    },
  });
}
