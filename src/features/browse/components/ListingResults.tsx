import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type Ref } from 'react';

import { LISTING_GRID_LIMIT, LISTING_GRID_RENDER_ALL_MAX } from '@/config/constants';
import { useReadRelays } from '@/features/network/public';
import { markFirstContentShown } from '@/lib/first-content';
import { nearLabel } from '@/nostr/listing-distance';
import { lazyPriceRatings } from '@/nostr/price-rating';

import { type BrowseState, useBrowseResults } from '@/features/listings/public';
import { useNetworkOnly } from '@/features/web-of-trust/public';
import { browseBackState, BrowseBackStateContext, type FromBrowseState, LazyListingGridError, ListingDistancesContext, ListingGridSkeleton, PriceRatingsContext, ResultCount, useReturnToOpenedCard } from '@/features/listing-card/public';
import { ListingGrid } from './ListingGrid';
import { summariseRelays } from '../relay-status';
import { searchedListings } from './searched-listings';
import type { WindowedListingGridProps } from './WindowedListingGrid';

// The empty and error states are rare: their code loads when one is shown.
const ListingGridEmpty = lazy(() => import('./ListingGridEmpty').then((module) => ({ default: module.ListingGridEmpty })));
// Only when several relays are read.
const RelayStatus = lazy(() => import('./RelayStatus').then((module) => ({ default: module.RelayStatus })));
// Only once a full first page has arrived.
const LoadMoreListings = lazy(() => import('./LoadMoreListings').then((module) => ({ default: module.LoadMoreListings })));
// Only once a network search paused.
const SearchOlderListings = lazy(() => import('./SearchOlderListings').then((module) => ({ default: module.SearchOlderListings })));

/**
 * The windowed grid's code, only downloaded for result sets over LISTING_GRID_RENDER_ALL_MAX: the usual
 * (smaller) ones never load the virtualizer. Kept here once loaded, so later renders use it at once.
 */
let loadedWindowedGrid: ComponentType<WindowedListingGridProps> | undefined;
let windowedGridLoad: Promise<void> | undefined;

function loadWindowedGrid(): Promise<void> {
  windowedGridLoad ??= import('./WindowedListingGrid').then(
    (module) => {
      loadedWindowedGrid = module.WindowedListingGrid;
    },
    (error: unknown) => {
      // Forgotten, so that the grid asking again (it is wanted anew) downloads it again.
      windowedGridLoad = undefined;
      throw error;
    },
  );
  return windowedGridLoad;
}

/**
 * Whether the windowed grid's code is here, loading it while `wanted`. Unlike React.lazy this never shows a
 * fallback: until the code arrives (or if it cannot be downloaded) the plain grid shows every card, which is
 * slower for a large set but complete.
 */
function useWindowedGridLoaded(wanted: boolean): boolean {
  const [, setArrived] = useState(false);
  useEffect(() => {
    if (!wanted || loadedWindowedGrid) return undefined;
    let current = true;
    loadWindowedGrid().then(
      () => {
        if (current) setArrived(true);
      },
      (error: unknown) => console.warn('Could not load the windowed listing grid; showing every card instead.', error),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return loadedWindowedGrid !== undefined;
}

/** The windowed grid, rendered once `useWindowedGridLoaded` says its code is here (every card before that). */
function WindowedGrid(props: WindowedListingGridProps) {
  const Grid = loadedWindowedGrid;
  return Grid ? <Grid {...props} /> : <ListingGrid {...props} />;
}

/** One state object for the grid's card links, kept current as the search shown changes (browse-back-state.ts). */
function useBackStateOf(search: string): FromBrowseState {
  const [back] = useState(() => browseBackState(search));
  useEffect(() => back.update(search), [back, search]);
  return back.state;
}

interface ListingResultsProps {
  state: BrowseState;
  /** The search shown, as URL parameters (`q=…&make=…`, text still being typed included): what card links carry back. */
  search: string;
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
export function ListingResults({ state, search, filtersActive, onClearFilters, countRef }: ListingResultsProps) {
  const { listings, results: matching, loaded, otherCurrencies, distances, withoutLocation, search: networkSearch } = useBrowseResults(state);
  // 'Only sellers in my network' (docs/product.md §2 Web of trust) narrows what the search and filters kept.
  const results = useNetworkOnly(matching);
  // Every loaded listing is a comparable of every other: one set of ratings per loaded set, not per filter
  // change, each worked out when its card first renders (a long scroll loads a thousand, shows a few dozen).
  const ratings = useMemo(() => (loaded === undefined ? undefined : lazyPriceRatings(loaded)), [loaded]);
  const { relays } = useReadRelays();
  // What every card's link carries back (the search, filters and sort shown; the URL may not have the typed
  // text yet): one object kept current, so a keystroke does not re-render the cards.
  const backState = useBackStateOf(search === '' ? '' : `?${search}`);
  // While a network search runs, it pages the relays (and says what it searched) instead of 'Load more'.
  const more = listings.hasNextPage && networkSearch === undefined;
  const searched = networkSearch && searchedListings(networkSearch, loaded?.length ?? 0, relays.length);

  const large = results !== undefined && results.length > LISTING_GRID_RENDER_ALL_MAX;
  // Also asked for while the next page could take the results past the limit, so that infinite scroll swaps
  // grids without waiting for a download.
  const nextPageMayExceed = more && (results?.length ?? 0) + LISTING_GRID_LIMIT > LISTING_GRID_RENDER_ALL_MAX;
  const windowedLoaded = useWindowedGridLoaded(large || nextPageMayExceed);

  // The first cards (or the empty or error state) are the page's main content: secondary parts load after.
  const settled = results !== undefined || listings.isError;
  useEffect(() => {
    if (settled) markFirstContentShown();
  }, [settled]);
  // Back from a car (or 'Back to Marketplace') returns to its card, once the results are here (docs/product.md §2 Home: browse tab).
  useReturnToOpenedCard(results);

  let body;
  if (results !== undefined && large && windowedLoaded) {
    body = <WindowedGrid listings={results} />;
  } else if (results !== undefined && results.length > 0) {
    // Every card in the DOM: find-in-page and screen readers' browse mode reach them all.
    body = <ListingGrid listings={results} />;
  } else if (results !== undefined && networkSearch?.phase === 'searching') {
    // No match yet, but older pages are being read: still loading, not "No cars found".
    body = <ListingGridSkeleton />;
  } else if (results !== undefined) {
    body = (
      <Suspense fallback={null}>
        <ListingGridEmpty query={state.query} filtersActive={filtersActive} onClearFilters={onClearFilters} />
      </Suspense>
    );
  } else if (listings.isError) {
    body = (
      <Suspense fallback={<ListingGridSkeleton />}>
        <LazyListingGridError onRetry={() => void listings.refetch()} retrying={listings.isFetching} />
      </Suspense>
    );
  } else {
    body = <ListingGridSkeleton />;
  }

  return (
    <section aria-label="Listings" className="space-y-4">
      {/* An empty line of the same height while loading, so the grid does not move when the count arrives. */}
      <div className="flex min-h-5 items-center justify-between gap-3">
        {results !== undefined ? (
          <ResultCount
            ref={countRef}
            count={results.length}
            query={state.query}
            more={more}
            otherCurrencies={otherCurrencies}
            near={state.filters.near && nearLabel(state.filters.near)}
            withoutLocation={withoutLocation}
            searched={searched}
          />
        ) : <div className="h-5" />}
        {relays.length > 1 && (
          <Suspense fallback={null}>
            <RelayStatus summary={summariseRelays(relays, listings.data?.pages ?? [])} />
          </Suspense>
        )}
      </div>
      <PriceRatingsContext value={ratings}>
        <ListingDistancesContext value={distances}>
          <BrowseBackStateContext value={backState}>{body}</BrowseBackStateContext>
        </ListingDistancesContext>
      </PriceRatingsContext>
      {more && (
        <Suspense fallback={null}>
          <LoadMoreListings
            onLoadMore={() => void listings.fetchNextPage()}
            loading={listings.isFetchingNextPage}
            auto={state.query === '' && !filtersActive}
          />
        </Suspense>
      )}
      {networkSearch?.phase === 'paused' && (
        <Suspense fallback={null}>
          <SearchOlderListings onSearch={networkSearch.more} />
        </Suspense>
      )}
    </section>
  );
}
