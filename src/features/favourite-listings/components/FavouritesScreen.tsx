import { HeartIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { FAVOURITES_NAME, useFavourites } from '@/features/favourites/public';
import { ListingCard, ListingGridError, ListingGridSkeleton } from '@/features/listing-card/public';
import { useActiveMutes } from '@/features/mutes/public';
import { EmptyListNotice, PrivateListScreen } from '@/features/private-lists/public';
import { parseListingAddress } from '@/nostr/listing-address';

import { useFavouriteListings } from '../useFavouriteListings';
import { GoneFavouriteCard } from './GoneFavouriteCard';

/**
 * `/favourites` (docs/product.md §2 Favourites): the cars the user saved, newest saved first. Sold ones show
 * as sold; deleted or vanished ones, and those of sellers the user muted, stay, saying so, until removed. A list that could not be read says that
 * and nothing else: it is left alone on the relays.
 */
export function FavouritesScreen() {
  const { state, addresses } = useFavourites();
  const newestFirst = addresses.toReversed();
  const listings = useFavouriteListings(newestFirst);
  const { pubkeys: muted } = useActiveMutes();

  return (
    <PrivateListScreen
      title="Favourites"
      name={FAVOURITES_NAME}
      state={state}
      accountNote="Kept in your bookmark list on your relays, encrypted so only you can read them."
    >
      {state.status === 'loading' || (addresses.length > 0 && listings.data === undefined && !listings.isError) ? (
        <ListingGridSkeleton />
      ) : addresses.length === 0 ? (
        <EmptyListNotice icon={HeartIcon} title="No favourites yet" text="Press the heart on a car to keep it here.">
          <Button asChild variant="outline" size="sm">
            <Link to="/">Browse cars</Link>
          </Button>
        </EmptyListNotice>
      ) : listings.isError && listings.data === undefined ? (
        <ListingGridError onRetry={() => void listings.refetch()} retrying={listings.isFetching} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="favourites-grid">
          {newestFirst.map((address) => {
            const at = listings.data?.get(address);
            // A muted seller's car stays saved, saying so (docs/product.md §2 Mute).
            if (muted.has(parseListingAddress(address)?.pubkey ?? '')) return <GoneFavouriteCard key={address} address={address} state="muted" title={undefined} />;
            if (at?.state === 'found') return <ListingCard key={address} listing={at.listing} />;
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
    </PrivateListScreen>
  );
}
