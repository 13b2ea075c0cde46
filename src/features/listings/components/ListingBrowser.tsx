import { useId, useMemo, useRef, useState } from 'react';

import { activeFilters } from '@/nostr/listing-filter';

import { useBrowseState } from '../hooks/useBrowseState';
import { ActiveFilterChips } from './browse/ActiveFilterChips';
import { FilterPanel } from './browse/FilterPanel';
import { FiltersToggle } from './browse/FiltersToggle';
import { ListingResults } from './browse/ListingResults';
import { SearchBox } from './browse/SearchBox';
import { SortSelect } from './browse/SortSelect';

/** The browse tab: search, the filter panel and the listing grid, all driven by the URL. */
export function ListingBrowser() {
  const browse = useBrowseState();
  const { state } = browse;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const countRef = useRef<HTMLParagraphElement>(null);
  const active = useMemo(() => activeFilters(state.filters), [state.filters]);

  const applyFilters = () => {
    setFiltersOpen(false);
    // After the panel closes, bring the results (not the top of the page) into view and focus.
    requestAnimationFrame(() => {
      countRef.current?.focus({ preventScroll: true });
      countRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    });
  };

  return (
    <div className="space-y-4">
      {/* Phones: the search gets the full width, Filters and sort share the row below. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchBox value={state.query} onChange={browse.setQuery} />
        <div className="flex gap-2">
          <FiltersToggle open={filtersOpen} activeCount={active.length} controls={panelId} onToggle={() => setFiltersOpen((open) => !open)} />
          <SortSelect value={state.sort} onChange={browse.setSort} />
        </div>
      </div>
      {filtersOpen ? (
        <FilterPanel
          id={panelId}
          filters={state.filters}
          onChange={browse.setFilter}
          onRemove={browse.removeFilter}
          onClearAll={browse.clearFilters}
          onApply={applyFilters}
        />
      ) : (
        <ActiveFilterChips filters={active} onRemove={browse.removeFilter} onClearAll={browse.clearFilters} />
      )}
      <ListingResults
        state={state}
        filtersActive={active.length > 0}
        onClearFilters={browse.clearFilters}
        countRef={countRef}
      />
    </div>
  );
}
