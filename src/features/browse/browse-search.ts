import type { CarListing } from '@/nostr/listing';
import { activeFilters } from '@/nostr/listing-match';
import { SORT_LABELS } from '@/nostr/listing-sort';
import { correctSearch } from '@/nostr/search-correction';

import { selectBrowseResults } from '@/features/listings/public';
import { NETWORK_ONLY_CHIP, NETWORK_ONLY_PARAM } from '@/features/web-of-trust/public';
import { defaultSortFor, filtersFromSearchParams } from './listing-filter-params';

/**
 * A browse search kept as the grid's URL parameters (saved searches, docs/product.md §2 Saved searches):
 * what it matches and how to describe it, by the grid's own rules, so a saved search and the grid agree.
 */
export function matchBrowseSearch(listings: readonly CarListing[], params: string): CarListing[] {
  const state = filtersFromSearchParams(new URLSearchParams(params));
  // A misspelt word is corrected as the grid corrects it (docs/product.md §5 Validation rules, Listing search).
  const correction = correctSearch(state.query, listings);
  return selectBrowseResults(listings, correction === undefined ? state : { ...state, query: correction.corrected });
}

/**
 * The search's parts as the grid shows them: the quoted search text, filter chips ('In my network' among
 * them), a sort other than the default (newest, or nearest near a city).
 */
export function describeBrowseSearch(params: string): string[] {
  const url = new URLSearchParams(params);
  const state = filtersFromSearchParams(url);
  const parts = state.query === '' ? [] : [`“${state.query}”`];
  parts.push(...activeFilters(state.filters).map((filter) => filter.label));
  if (url.get(NETWORK_ONLY_PARAM) === '1') parts.push(NETWORK_ONLY_CHIP);
  if (state.sort !== defaultSortFor(state)) parts.push(SORT_LABELS[state.sort]);
  return parts;
}
