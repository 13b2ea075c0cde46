import { HeartIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { FAVOURITES_NAME, useFavourites } from '@/features/favourites/public';
import { ListingCard, ListingGridError, ListingGridSkeleton } from '@/features/listings/public';
import { listStatusMessage } from '@/features/private-lists/public';

import { useFavouriteListings } from '../useFavouriteListings';
import { GoneFavouriteCard } from './GoneFavouriteCard';

/**
 * `/favourites` (docs/product.md §2 Favourites): the cars the user saved, newest saved first. Sold ones show
 * as sold; deleted or vanished ones stay, saying so, until removed. A list that could not be read says that
 * and nothing else: it is left alone on the relays.
 */
export function FavouritesScreen() {
  const { state, addresses } = useFavourites();
  const newestFirst = addresses.toReversed();
  const listings = useFavouriteListings(newestFirst);
  const problem = listStatusMessage(state.status, FAVOURITES_NAME);

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Favourites</h1>
        <p className="text-muted-foreground">
          {state.mode === 'local'
            ? 'Kept in this browser. Log in to keep them on your account, encrypted so only you can read them.'
            : 'Kept in your bookmark list on your relays, encrypted so only you can read them.'}
        </p>
      </header>
      {problem !== undefined ? (
        <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/5 p-4 text-sm">
          {problem}
        </p>
      ) : state.status === 'loading' || (addresses.length > 0 && listings.data === undefined && !listings.isError) ? (
        <ListingGridSkeleton />
      ) : addresses.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <HeartIcon aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">No favourites yet</p>
          <p className="text-sm text-muted-foreground">Press the heart on a car to keep it here.</p>
          <Button asChild variant="outline" size="sm">
            <Link to="/">Browse cars</Link>
          </Button>
        </div>
      ) : listings.isError && listings.data === undefined ? (
        <ListingGridError onRetry={() => void listings.refetch()} retrying={listings.isFetching} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="favourites-grid">
          {newestFirst.map((address) => {
            const at = listings.data?.get(address);
            if (at?.state === 'found') return <ListingCard key={address} listing={at.listing} backSearch="" />;
            return (
              <GoneFavouriteCard
                key={address}
                address={address}
                state={at?.state === 'deleted' ? 'deleted' : 'missing'}
                title={at?.state === 'deleted' ? at.listing?.title : undefined}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
