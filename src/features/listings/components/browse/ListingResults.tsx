import { lazy, Suspense, type Ref } from 'react';
import { useLocation } from 'react-router';

import type { BrowseState } from '../../listing-filter-params';
import { useBrowseResults } from '../../api/useListings';
import { ListingGridSkeleton } from './ListingGridSkeleton';
import { ResultCount } from './ResultCount';
import { WindowedListingGrid } from './WindowedListingGrid';

// The empty and error states are rare: their code loads when one is shown.
const ListingGridEmpty = lazy(() => import('./ListingGridEmpty').then((module) => ({ default: module.ListingGridEmpty })));
const ListingGridError = lazy(() => import('./ListingGridError').then((module) => ({ default: module.ListingGridError })));
// Only once a full first page has arrived.
const LoadMoreListings = lazy(() => import('./LoadMoreListings').then((module) => ({ default: module.LoadMoreListings })));

interface ListingResultsProps {
  state: BrowseState;
  filtersActive: boolean;
  onClearFilters: () => void;
  /** The count line, focused after 'Apply Filters' so keyboard and screen-reader users land on the results. */
  countRef?: Ref<HTMLParagraphElement>;
}

/**
 * The grid in its four states (loading, error, empty, results) with the count line. Search, filters and sort
 * apply to the listings loaded so far; when the relay has older ones, the count says so and 'Load more'
 * (or scrolling to it) asks for the next page.
 */
export function ListingResults({ state, filtersActive, onClearFilters, countRef }: ListingResultsProps) {
  const { listings, results } = useBrowseResults(state);
  const { search } = useLocation();
  const more = listings.hasNextPage;

  let body;
  if (results !== undefined && results.length > 0) {
    body = <WindowedListingGrid listings={results} backSearch={search} />;
  } else if (results !== undefined) {
    body = (
      <Suspense fallback={null}>
        <ListingGridEmpty query={state.query} filtersActive={filtersActive} onClearFilters={onClearFilters} />
      </Suspense>
    );
  } else if (listings.isError) {
    body = (
      <Suspense fallback={<ListingGridSkeleton />}>
        <ListingGridError onRetry={() => void listings.refetch()} retrying={listings.isFetching} />
      </Suspense>
    );
  } else {
    body = <ListingGridSkeleton />;
  }

  return (
    <section aria-label="Listings" className="space-y-4">
      {/* An empty line of the same height while loading, so the grid does not move when the count arrives. */}
      {results !== undefined ? (
        <ResultCount ref={countRef} count={results.length} query={state.query} more={more} />
      ) : (
        <div className="h-5" />
      )}
      {body}
      {more && (
        <Suspense fallback={null}>
          <LoadMoreListings
            onLoadMore={() => void listings.fetchNextPage()}
            loading={listings.isFetchingNextPage}
            auto={state.query === '' && !filtersActive}
          />
        </Suspense>
      )}
    </section>
  );
}
