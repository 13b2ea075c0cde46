import { KIND, TIMEOUTS } from '@/config/constants';
import { matchBrowseSearch } from '@/features/browse/public';
import { type ListingSource, readListings } from '@/features/listings/public';
import { isNewSince, type SavedSearch } from '@/nostr/saved-search';

/** Listings asked for at most, newest first: enough for a day's new cars on a busy relay. */
export const NEW_MATCHES_LIMIT = 500;

/**
 * How many listings match each saved search that were first published after it was last opened
 * (docs/product.md §2 Saved searches). One REQ for everything newer than the oldest "last opened"
 * (`since` on created_at, which an edit also moves; `isNewSince` then keeps only first publications),
 * read the way the grid reads (valid, newest version, deletions applied), matched by the grid's rules.
 */
export async function countNewMatches(source: ListingSource, searches: readonly SavedSearch[], signal?: AbortSignal): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (searches.length === 0) return counts;
  const since = Math.min(...searches.map((search) => search.lastOpenedAt)) + 1;
  const { listings } = await readListings(source, [{ kinds: [KIND.listing], since, limit: NEW_MATCHES_LIMIT }], {
    signal,
    timeoutMs: TIMEOUTS.listingQuery,
  });
  for (const search of searches) {
    const fresh = listings.filter((listing) => isNewSince(listing, search.lastOpenedAt));
    counts.set(search.id, fresh.length === 0 ? 0 : matchBrowseSearch(fresh, search.params).length);
  }
  return counts;
}
