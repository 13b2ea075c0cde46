import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { clearFilter, DEFAULT_FILTERS, type FilterKey, type FilterState } from '@/nostr/listing-filter';
import type { SortOrder } from '@/nostr/listing-sort';

import { defaultSortFor, FILTER_PARAM, filtersFromSearchParams, filtersToSearchParams, type BrowseState } from '../listing-filter-params';

const BROWSE_KEYS: readonly string[] = Object.values(FILTER_PARAM);

/** Keeps parameters that are not ours (a future tab or campaign tag) when the browse state is rewritten. */
function mergeParams(current: URLSearchParams, next: BrowseState): URLSearchParams {
  const merged = new URLSearchParams();
  for (const [key, value] of current) if (!BROWSE_KEYS.includes(key)) merged.append(key, value);
  for (const [key, value] of filtersToSearchParams(next.filters, next.sort, next.query)) merged.append(key, value);
  return merged;
}

/**
 * A list in its default order stays in the default order when the filters change: choosing a 'Near' city
 * sorts nearest first, removing it goes back to newest first, unless the user chose an order.
 */
function keepDefaultOrder(current: BrowseState, change: (current: BrowseState) => BrowseState): BrowseState {
  const next = change(current);
  const wasDefault = current.sort === defaultSortFor(current.filters) && next.sort === current.sort;
  return wasDefault ? { ...next, sort: defaultSortFor(next.filters) } : next;
}

/**
 * Search text, filters and sort order live in the URL (`?q=…&make=…&sort=…`), so a result list can be
 * shared, survives a reload, and Back from a listing returns to it. `replace` rewrites the current history
 * entry instead of adding one: used while the user is still typing a search.
 */
export function useBrowseState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // One object per distinct URL, so memoised results downstream recompute only when the state changes.
  const state = useMemo(() => filtersFromSearchParams(new URLSearchParams(key)), [key]);

  const update = useCallback(
    (change: (current: BrowseState) => BrowseState, options?: { replace?: boolean }) => {
      setSearchParams(
        (current) => mergeParams(current, keepDefaultOrder(filtersFromSearchParams(current), change)),
        { replace: options?.replace ?? false, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const setQuery = useCallback(
    (query: string, options?: { replace?: boolean }) => update((current) => ({ ...current, query }), options),
    [update],
  );
  const setFilter = useCallback(
    <K extends FilterKey>(filterKey: K, value: FilterState[K]) =>
      update((current) => ({ ...current, filters: { ...current.filters, [filterKey]: value } })),
    [update],
  );
  const removeFilter = useCallback(
    (filterKey: FilterKey) => update((current) => ({ ...current, filters: clearFilter(current.filters, filterKey) })),
    [update],
  );
  const clearFilters = useCallback(() => update((current) => ({ ...current, filters: DEFAULT_FILTERS })), [update]);
  const setSort = useCallback((sort: SortOrder) => update((current) => ({ ...current, sort })), [update]);

  return { state, setQuery, setFilter, removeFilter, clearFilters, setSort };
}
