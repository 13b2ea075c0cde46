import type { Ref } from 'react';
import { useLocation } from 'react-router';

import type { BrowseState } from '@/nostr/listing-filter-params';

import { useBrowseResults } from '../../api/useListings';
import { ListingCard } from './ListingCard';
import { ListingGridEmpty } from './ListingGridEmpty';
import { ListingGridError } from './ListingGridError';
import { ListingGridSkeleton } from './ListingGridSkeleton';
import { ResultCount } from './ResultCount';

interface ListingResultsProps {
  state: BrowseState;
  filtersActive: boolean;
  onClearFilters: () => void;
  /** The count line, focused after 'Apply Filters' so keyboard and screen-reader users land on the results. */
  countRef?: Ref<HTMLParagraphElement>;
}

/** The grid in its four states (loading, error, empty, results) with the count line. */
export function ListingResults({ state, filtersActive, onClearFilters, countRef }: ListingResultsProps) {
  const { listings, results } = useBrowseResults(state);
  const { search } = useLocation();

  let body;
  if (results !== undefined && results.length > 0) {
    body = (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {results.map((listing) => (
          <ListingCard key={`${listing.pubkey}:${listing.id}`} listing={listing} backSearch={search} />
        ))}
      </div>
    );
  } else if (results !== undefined) {
    body = <ListingGridEmpty query={state.query} filtersActive={filtersActive} onClearFilters={onClearFilters} />;
  } else if (listings.isError) {
    body = <ListingGridError onRetry={() => void listings.refetch()} retrying={listings.isFetching} />;
  } else {
    body = <ListingGridSkeleton />;
  }

  return (
    <section aria-label="Listings" className="space-y-4">
      {/* An empty line of the same height while loading, so the grid does not move when the count arrives. */}
      {results !== undefined ? <ResultCount ref={countRef} count={results.length} query={state.query} /> : <div className="h-5" />}
      {body}
    </section>
  );
}
