import { AlertTriangleIcon, CarFrontIcon, ListIcon, PlusIcon, RotateCwIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { SELL_TAB_STATE } from '@/config/seller';
import { SignInPrompt } from '@/features/accounts/public';
import { useCurrentUser } from '@/features/session/public';
import { useFirstContentHold } from '@/lib/useFirstContentHold';

import { useMyListings } from '../api/useMyListings';
import { MyListingRow } from './MyListingRow';
import { MyListingsSkeleton } from './MyListingsSkeleton';

function SellLink({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  return (
    <Button asChild variant={variant}>
      <Link to="/" state={SELL_TAB_STATE}>
        <PlusIcon aria-hidden="true" />
        Sell a car
      </Link>
    </Button>
  );
}

function MyListingsList({ pubkey }: { pubkey: string }) {
  const { data, isPending, isError, refetch, isRefetching } = useMyListings(pubkey);
  // The seller's listings are the page's main content (src/lib/first-content.ts).
  useFirstContentHold(isPending);
  if (isPending) return <MyListingsSkeleton />;
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
        <AlertTriangleIcon className="size-10 text-destructive" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Failed to load your listings</h2>
        <p className="max-w-md text-sm text-muted-foreground">None of your relays answered. Check your connection, or try again.</p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
          <RotateCwIcon className={isRefetching ? 'animate-spin' : undefined} aria-hidden="true" />
          {isRefetching ? 'Retrying…' : 'Retry'}
        </Button>
      </div>
    );
  }
  const { listings, seenOn } = data;
  if (listings.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
        <CarFrontIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No listings yet</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Cars you list for sale show up here, with their status and the relays they are on.
        </p>
        <SellLink />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm text-muted-foreground">
        {listings.length === 1 ? '1 listing' : `${listings.length} listings`}
      </p>
      <ul aria-label="Your listings" className="space-y-3">
        {listings.map((listing) => (
          <MyListingRow key={`${listing.pubkey}:${listing.d}`} listing={listing} seenOn={seenOn.get(listing.event.id) ?? []} />
        ))}
      </ul>
    </div>
  );
}

/**
 * 'My Listings' (docs/product.md §2 My Listings): the signed-in seller's own listings, newest first, with
 * status, price, photo, the relays each was found on and the seller actions; an empty state leading to the
 * sell form; a sign-in prompt when signed out.
 */
export function MyListings() {
  const { user } = useCurrentUser();
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Listings</h1>
          <p className="text-muted-foreground">Your car listings on your read and write relays, newest first.</p>
        </div>
        {user && <SellLink variant="outline" />}
      </header>
      {user ? (
        <MyListingsList key={user.pubkey} pubkey={user.pubkey} />
      ) : (
        <SignInPrompt
          title="Sign in to see your listings"
          description="Log in with the account you sell with to see, edit, mark as sold or delete your listings."
          icon={<ListIcon className="size-6" aria-hidden="true" />}
        />
      )}
    </div>
  );
}
