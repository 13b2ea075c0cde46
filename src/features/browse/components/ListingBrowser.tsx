import { lazy, Suspense, useId, useMemo, useRef, useState, type ReactNode } from 'react';

import { useNetworkOnlyActive } from '@/features/web-of-trust/public';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { activeFilters } from '@/nostr/listing-match';
import { preferredScrollBehavior } from '@/lib/scroll-behavior';

import { useBrowseState } from '../hooks/useBrowseState';
import { useMakeChoices } from '../hooks/useMakeChoices';
import { usePriceCurrencies } from '../hooks/usePriceCurrencies';
import { useSearchCorrection } from '../hooks/useSearchCorrection';
import { BrowseSearchContext } from './browse-search-context';
import type { FilterPanelProps } from './FilterPanel';
import { FiltersToggle } from './FiltersToggle';
import { ListingResults } from './ListingResults';
import { SearchBox } from './SearchBox';
import { SearchCorrectionLine } from './SearchCorrectionLine';
import { SortSelect } from './SortSelect';

// Dropdowns and sliders are not needed to show the grid: the panel loads when first opened (or hovered),
// and the chips when a filter is active.
const filterPanel = lazyWithPreload<FilterPanelProps>(() => import('./FilterPanel').then((module) => module.FilterPanel));
const ActiveFilterChips = lazy(() => import('./ActiveFilterChips').then((module) => ({ default: module.ActiveFilterChips })));

/**
 * The browse tab: search, the filter panel and the listing grid, all driven by the URL. `searchActions` go
 * after the sort order ('Save search', which the home page brings from the saved-searches feature); they read
 * the search shown with `useShownBrowseSearch`.
 */
export function ListingBrowser({ searchActions }: { searchActions?: ReactNode } = {}) {
  const browse = useBrowseState();
  const { state } = browse;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const countRef = useRef<HTMLParagraphElement>(null);
  const active = useMemo(() => activeFilters(state.filters), [state.filters]);
  // 'Only sellers in my network' is a filter like the others: counted, a chip, cleared by 'Clear All'.
  const networkOnly = useNetworkOnlyActive();
  const activeCount = active.length + (networkOnly ? 1 : 0);
  const removeNetworkOnly = networkOnly ? browse.clearNetworkOnly : undefined;
  const makes = useMakeChoices(filtersOpen);
  // A misspelt word ('Volov') is searched corrected ('Volvo'): the grid shows the corrected search's results.
  const { correction, searchAsTyped, textEdited } = useSearchCorrection(state.query);
  const shown = useMemo(() => (correction === undefined ? state : { ...state, query: correction.corrected }), [state, correction]);
  const currencies = usePriceCurrencies(shown.query, filtersOpen);

  const applyFilters = () => {
    setFiltersOpen(false);
    // After the panel closes, bring the results (not the top of the page) into view and focus.
    requestAnimationFrame(() => {
      countRef.current?.focus({ preventScroll: true });
      countRef.current?.scrollIntoView({ block: 'start', behavior: preferredScrollBehavior() });
    });
  };

  return (
    <div className="space-y-4">
      {/* Phones: the search gets the full width, Filters and sort share the row below. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchBox
          value={state.query}
          onChange={(query) => {
            textEdited();
            browse.setQuery(query);
          }}
          onCommit={browse.commitQuery}
        />
        <div className="flex gap-2">
          <FiltersToggle
            open={filtersOpen}
            activeCount={activeCount}
            controls={panelId}
            onToggle={() => setFiltersOpen((open) => !open)}
            onPreload={filterPanel.preload}
          />
          <SortSelect value={state.sort} onChange={browse.setSort} nearCity={state.filters.near !== undefined} searching={state.query !== ''} />
          <BrowseSearchContext value={browse.search}>{searchActions}</BrowseSearchContext>
        </div>
      </div>
      {filtersOpen ? (
        <Suspense fallback={<div id={panelId} aria-busy="true" className="h-64 animate-pulse rounded-lg border bg-muted/40" />}>
          <filterPanel.Component
            id={panelId}
            filters={state.filters}
            onChange={browse.setFilter}
            onRemove={browse.removeFilter}
            onClearAll={browse.clearFilters}
            onRemoveNetworkOnly={removeNetworkOnly}
            onApply={applyFilters}
            currencies={currencies}
            makes={makes}
          />
        </Suspense>
      ) : (
        activeCount > 0 && (
          <Suspense fallback={null}>
            <ActiveFilterChips filters={active} onRemove={browse.removeFilter} onClearAll={browse.clearFilters} onRemoveNetworkOnly={removeNetworkOnly} />
          </Suspense>
        )
      )}
      {correction !== undefined && <SearchCorrectionLine correction={correction} onSearchAsTyped={searchAsTyped} />}
      <ListingResults
        state={shown}
        search={browse.search}
        filtersActive={activeCount > 0}
        onClearFilters={browse.clearFilters}
        countRef={countRef}
      />
    </div>
  );
}
