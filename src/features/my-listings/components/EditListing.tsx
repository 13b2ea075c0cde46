import { ArrowLeftIcon, PencilIcon } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { MY_LISTINGS_PATH } from '@/config/seller';
import { SignInPrompt } from '@/features/accounts/public';
import { ListingDetailLoading, ListingNotFound } from '@/features/listing-detail/public';
import { LazyEditListingForm } from '@/features/selling/public';
import { useCurrentUser } from '@/features/session/public';

import { useOwnListing } from '../api/useMyListings';

function EditListingBody({ pubkey, listingId }: { pubkey: string; listingId: string }) {
  const { data, isError, isFetchedAfterMount } = useOwnListing(pubkey, listingId);
  // Only the seller's own listing is found (the read asks for their key alone): anyone else's is "not found".
  if (listingId === '') return <ListingNotFound />;
  // The form is filled once, from the relays' answer to this visit, not from an older cached one.
  if (!isFetchedAfterMount && !isError) return <ListingDetailLoading />;
  if (data?.status !== 'found') return <ListingNotFound />;
  return (
    <Suspense fallback={<ListingDetailLoading />}>
      <LazyEditListingForm listing={data.listing} seenOn={data.relays} />
    </Suspense>
  );
}

/**
 * The edit route (docs/product.md §2 Edit listing): one of the signed-in seller's listings in the listing form.
 * Signed out, a prompt to log in.
 */
export function EditListing({ listingId }: { listingId: string }) {
  const { user } = useCurrentUser();
  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" className="-ml-3">
        <Link to={MY_LISTINGS_PATH}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to My Listings
        </Link>
      </Button>
      {user ? (
        <EditListingBody key={user.pubkey} pubkey={user.pubkey} listingId={listingId} />
      ) : (
        <SignInPrompt
          title="Sign in to edit your listing"
          description="Log in with the account that published this listing to edit it."
          icon={<PencilIcon className="size-6" aria-hidden="true" />}
        />
      )}
    </div>
  );
}
