import { ListingCard, ListingGridError, ListingGridSkeleton, ResultCount } from '@/features/listing-card/public';

import { useHashtagListings } from '../api/useHashtagListings';
import { HashtagEmpty } from './HashtagEmpty';

/** The listings tagged `tag`, with the browse grid's states: 6 skeleton cards, error with retry, empty, cards. */
export function HashtagListings({ tag }: { tag: string }) {
  const listings = useHashtagListings(tag);
  const { data } = listings;

  let body;
  if (data !== undefined && data.length > 0) {
    body = (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {data.map((listing) => (
          // An empty back search: 'Back to Marketplace' on the detail page leads to the unfiltered grid.
          <ListingCard key={`${listing.pubkey}:${listing.id}`} listing={listing} />
        ))}
      </div>
    );
  } else if (data !== undefined) {
    body = <HashtagEmpty tag={tag} />;
  } else if (listings.isError) {
    body = <ListingGridError onRetry={() => void listings.refetch()} retrying={listings.isFetching} />;
  } else {
    body = <ListingGridSkeleton />;
  }

  return (
    <section aria-label={`Listings tagged #${tag}`} className="space-y-4">
      {data !== undefined && <ResultCount count={data.length} query="" />}
      {body}
    </section>
  );
}
