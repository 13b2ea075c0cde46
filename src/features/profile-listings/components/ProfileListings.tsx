import { CarFrontIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { ListingCard, ListingGridError, ListingGridSkeleton } from '@/features/listing-card/public';
import type { CarListing } from '@/nostr/listing';

import { useProfileListings } from '../useProfileListings';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function ListingSection({ id, title, listings, children }: { id: string; title: string; listings: readonly CarListing[]; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4" data-testid={id}>
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title} <span className="font-normal text-muted-foreground">({listings.length})</span>
      </h2>
      {children}
      <div className={GRID}>
        {listings.map((listing) => (
          // An empty back search: 'Back to Marketplace' on the detail page leads to the unfiltered grid.
          <ListingCard key={`${listing.pubkey}:${listing.id}`} listing={listing} />
        ))}
      </div>
    </section>
  );
}

/**
 * docs/product.md §2 Profile page, the person's cars: 'For sale' then 'Sold', each a grid of the browse
 * cards, newest first; the grid's skeletons and error while loading or failing; one line when there are none.
 */
export function ProfileListings({ pubkey, hints, name }: { pubkey: string; hints?: readonly string[]; name: string }) {
  const listings = useProfileListings(pubkey, hints);
  const { data } = listings;

  if (data === undefined) {
    return listings.isError ? (
      <ListingGridError onRetry={() => void listings.refetch()} retrying={listings.isFetching} />
    ) : (
      <ListingGridSkeleton />
    );
  }
  if (data.active.length + data.sold.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center" data-testid="profile-no-listings">
        <CarFrontIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No cars listed</h2>
        <p className="max-w-md text-sm break-words text-muted-foreground [overflow-wrap:anywhere]">{name} has no car listings on these relays.</p>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {data.active.length > 0 && <ListingSection id="profile-for-sale" title="For sale" listings={data.active} />}
      {data.sold.length > 0 && <ListingSection id="profile-sold" title="Sold" listings={data.sold} />}
    </div>
  );
}
