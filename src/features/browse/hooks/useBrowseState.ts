import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { clearFilter, DEFAULT_FILTERS, withFilter, type FilterKey, type FilterState } from '@/nostr/listing-match';
import type { SortOrder } from '@/nostr/listing-sort';

import { type BrowseState } from '@/features/listings/public';
import { NETWORK_ONLY_PARAM } from '@/features/web-of-trust/public';
import { defaultSortFor, FILTER_PARAM, filtersFromSearchParams, filtersToSearchParams } from '../listing-filter-params';
import { draftWritten, settleDraft, typeDraft, type SearchDraft } from '../search-draft';

const BROWSE_KEYS: readonly string[] = Object.values(FILTER_PARAM);

/** How long typing pauses before the search text is written to the URL (search-draft.ts). */
export const SEARCH_URL_DELAY_MS = 500;

/** Keeps parameters that are not ours (a future tab or campaign tag) when the browse state is rewritten. */
function mergeParams(current: URLSearchParams, next: BrowseState): URLSearchParams {
  const merged = new URLSearchParams();
  for (const [key, value] of current) if (!BROWSE_KEYS.includes(key)) merged.append(key, value);
  for (const [key, value] of filtersToSearchParams(next.filters, next.sort, next.query)) merged.append(key, value);
  return merged;
}

/** The URL search `urlKey` with `query` as its search text (in 'Best match' order from its default one). */
function withQuery(urlKey: string, query: string): string {
  const params = new URLSearchParams(urlKey);
  return mergeParams(params, keepDefaultOrder(filtersFromSearchParams(params), (current) => ({ ...current, query }))).toString();
}

/**
 * A list in its default order stays in the default order when the search or filters change: typing a search
 * sorts best match first and clearing it goes back (docs/product.md §2 Home: browse tab), choosing a 'Near'
 * city sorts nearest first, removing it goes back to newest first, unless the user chose an order.
 */
function keepDefaultOrder(current: BrowseState, change: (current: BrowseState) => BrowseState): BrowseState {
  const next = change(current);
  const wasDefault = current.sort === defaultSortFor(current) && next.sort === current.sort;
  return wasDefault ? { ...next, sort: defaultSortFor(next) } : next;
}

/**
 * Search text, filters and sort order live in the URL (`?q=…&make=…&sort=…`), so a result list can be
 * shared, survives a reload, and Back from a listing returns to it. The search text being typed filters the
 * grid at once and reaches the URL when typing pauses (`SEARCH_URL_DELAY_MS`) or `commitQuery` is called
 * (the box lost focus, Enter); starting or clearing a search adds a history entry, editing one replaces it.
 */
export function useBrowseState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const [draft, setDraftState] = useState<SearchDraft | undefined>(undefined);
  // Mirrors for the callbacks (the timer, blur), which must see the latest values, not a render's.
  const latest = useRef<{ urlKey: string; draft: SearchDraft | undefined }>({ urlKey, draft: undefined });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // URLs this hook wrote that the router has not shown yet, oldest first. The router shows a new location in a
  // transition, which a keystroke or a click can overtake: a change made meanwhile builds on the last URL
  // written, not on the one still on screen (else typing right after 'Clear All' would lose the text when the
  // cleared URL arrives, or write the cleared filters back).
  const coming = useRef<string[]>([]);

  // The URL moved (our write arrived, or Back, a link): the draft ends or stays (search-draft.ts).
  const settled = settleDraft(draft, urlKey, withQuery);
  if (settled !== draft) setDraftState(settled);
  useLayoutEffect(() => {
    if (urlKey !== latest.current.urlKey) {
      // One of ours arrived (those before it with it), or the user went elsewhere: nothing of ours is coming.
      const at = coming.current.indexOf(urlKey);
      coming.current = at === -1 ? [] : coming.current.slice(at + 1);
    }
    latest.current = { urlKey, draft: settled };
  }, [latest, coming, urlKey, settled]);

  /** The URL the next change builds on: the last one written, else the one shown. */
  const buildOn = useCallback(() => coming.current.at(-1) ?? latest.current.urlKey, [coming, latest]);

  // The search shown, as URL parameters: the URL's, with the text being typed.
  const key = settled === undefined ? urlKey : withQuery(urlKey, settled.query);
  // One object per distinct search, so memoised results downstream recompute only when the state changes.
  const state = useMemo(() => filtersFromSearchParams(new URLSearchParams(key)), [key]);

  const setDraft = useCallback((next: SearchDraft | undefined) => {
    latest.current = { ...latest.current, draft: next };
    setDraftState(next);
  }, [latest, setDraftState]);

  /** Writes `next` to the URL (adding a history entry unless `replace`), with the draft's text written too. */
  const write = useCallback(
    (next: URLSearchParams, replace: boolean) => {
      const current = buildOn();
      const nextKey = next.toString();
      const { draft: pending } = latest.current;
      if (pending !== undefined) setDraft(nextKey === current ? undefined : draftWritten(pending, nextKey));
      if (nextKey === current) return;
      coming.current = [...coming.current, nextKey];
      setSearchParams(next, { replace, preventScrollReset: true });
    },
    [latest, coming, buildOn, setDraft, setSearchParams],
  );

  const commitQuery = useCallback(() => {
    clearTimeout(timer.current);
    const current = buildOn();
    const { draft: pending } = latest.current;
    if (pending === undefined) return;
    const params = new URLSearchParams(current);
    const replace = filtersFromSearchParams(params).query !== '' && pending.query.trim() !== '';
    write(new URLSearchParams(withQuery(current, pending.query)), replace);
  }, [latest, timer, buildOn, write]);

  useEffect(() => () => clearTimeout(timer.current), [timer]);

  /** Applies `change` to the browse state; `drop` names other parameters that go too (the network filter's). */
  const update = useCallback(
    (change: (current: BrowseState) => BrowseState, drop: readonly string[] = []) => {
      clearTimeout(timer.current);
      const current = buildOn();
      const { draft: pending } = latest.current;
      // A filter chosen while a search is being typed keeps the typed text.
      const base = new URLSearchParams(pending === undefined ? current : withQuery(current, pending.query));
      for (const name of drop) base.delete(name);
      write(mergeParams(base, keepDefaultOrder(filtersFromSearchParams(base), change)), false);
    },
    [latest, timer, buildOn, write],
  );

  const setQuery = useCallback(
    (query: string) => {
      const { urlKey: shown, draft: pending } = latest.current;
      setDraft(typeDraft(pending, query, shown, coming.current));
      clearTimeout(timer.current);
      // An emptied box is not being typed in: the cleared search is written at once.
      if (query.trim() === '') commitQuery();
      else timer.current = setTimeout(commitQuery, SEARCH_URL_DELAY_MS);
    },
    [latest, coming, timer, setDraft, commitQuery],
  );
  const setFilter = useCallback(
    <K extends FilterKey>(filterKey: K, value: FilterState[K]) =>
      update((current) => ({ ...current, filters: withFilter(current.filters, filterKey, value) })),
    [update],
  );
  const removeFilter = useCallback(
    (filterKey: FilterKey) => update((current) => ({ ...current, filters: clearFilter(current.filters, filterKey) })),
    [update],
  );
  // 'Clear All' turns 'Only sellers in my network' off too, like every filter (docs/product.md §2 Web of trust).
  const clearFilters = useCallback(() => update((current) => ({ ...current, filters: DEFAULT_FILTERS }), [NETWORK_ONLY_PARAM]), [update]);
  const clearNetworkOnly = useCallback(() => update((current) => current, [NETWORK_ONLY_PARAM]), [update]);
  const setSort = useCallback((sort: SortOrder) => update((current) => ({ ...current, sort })), [update]);

  return { state, search: key, setQuery, commitQuery, setFilter, removeFilter, clearFilters, clearNetworkOnly, setSort };
}
