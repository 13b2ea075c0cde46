import { sortEvents, type Filter, type NostrEvent } from 'nostr-tools';

import { effectiveLimit, eventMatchesFilter, hasEmptyList } from './match-filter';
import { searchCondition, searchTerms, type SearchCondition } from './search-query';

/** Where stored events come from; implemented by the repository, kept abstract so paging is testable in isolation. */
export interface EventSource {
  /** The library's query. It must be given at most two tag keys and no search. */
  findInLibrary(filter: Filter & { limit: number }): Promise<NostrEvent[]>;
  /** One page of full-text search results, newest first. */
  searchPage(condition: SearchCondition, filter: Filter, page: { limit: number; offset: number }): NostrEvent[];
  /** Largest page either source returns in one go. */
  readonly maxBatch: number;
}

/** The library answers "nothing" to a filter with more than two tag keys; it gets the two most selective. */
const LIBRARY_TAG_KEY_LIMIT = 2;

function libraryFilter(filter: Filter): Filter {
  const reduced: Filter = { ...filter };
  delete reduced.search;
  delete reduced.limit;
  const extraTagKeys = Object.keys(filter)
    .filter((key): key is `#${string}` => key.startsWith('#'))
    .toSorted((a, b) => (filter[a]?.length ?? 0) - (filter[b]?.length ?? 0))
    .slice(LIBRARY_TAG_KEY_LIMIT);
  for (const key of extraTagKeys) delete reduced[key];
  return reduced;
}

function firstBatchSize(limit: number, maxBatch: number): number {
  return Math.min(maxBatch, Math.max(limit * 2, 50));
}

/**
 * Pages through the library's results with `until`, keeping only events that really match the whole
 * filter, until `limit` are found or the store is exhausted. `until` is inclusive, so events sharing
 * the boundary second come back again and are skipped by id; if a whole page is such repeats, the
 * page grows, and at the largest page size we step past that second.
 */
async function findViaLibrary(filter: Filter, limit: number, source: EventSource): Promise<NostrEvent[]> {
  const base = libraryFilter(filter);
  const seen = new Set<string>();
  const found: NostrEvent[] = [];
  let until = filter.until;
  let batch = firstBatchSize(limit, source.maxBatch);
  for (;;) {
    const page = await source.findInLibrary({ ...base, ...(until === undefined ? {} : { until }), limit: batch });
    let fresh = 0;
    for (const event of page) {
      if (seen.has(event.id)) continue;
      seen.add(event.id);
      fresh += 1;
      if (eventMatchesFilter(filter, event)) found.push(event);
      if (found.length >= limit) return found;
    }
    const oldest = page.at(-1)?.created_at;
    if (page.length < batch || oldest === undefined) return found;
    if (fresh > 0) until = oldest;
    else if (batch < source.maxBatch) batch = Math.min(source.maxBatch, batch * 2);
    else until = oldest - 1;
    if (until !== undefined && (until < 0 || until < (filter.since ?? 0))) return found;
  }
}

/** Same idea for search, where our own SQL orders ties stably so plain OFFSET paging is exact. */
function findViaSearch(filter: Filter, condition: SearchCondition, limit: number, source: EventSource): NostrEvent[] {
  const found: NostrEvent[] = [];
  const batch = firstBatchSize(limit, source.maxBatch);
  for (let offset = 0; ; offset += batch) {
    const page = source.searchPage(condition, filter, { limit: batch, offset });
    for (const event of page) {
      if (eventMatchesFilter(filter, event)) found.push(event);
      if (found.length >= limit) return found;
    }
    if (page.length < batch) return found;
  }
}

/**
 * Stored events answering one filter, newest first, at most `limit` (by default the filter's own,
 * defaulted and capped). Every result is re-checked with matchFilter whichever path produced it,
 * as a guard against library query bugs.
 */
export async function queryEvents(
  filter: Filter,
  source: EventSource,
  limit = effectiveLimit(filter),
): Promise<NostrEvent[]> {
  if (limit === 0 || hasEmptyList(filter)) return [];
  const terms = filter.search === undefined ? [] : searchTerms(filter.search);
  const found =
    terms.length > 0
      ? findViaSearch(filter, searchCondition(terms), limit, source)
      : await findViaLibrary(filter, limit, source);
  return sortEvents(found);
}
