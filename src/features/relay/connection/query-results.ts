import type { NostrEvent, NostrFilter } from '@/nostr/event';

/**
 * How many events the filters can return at most: the sum of their limits, an `ids` list counting as its
 * length; a filter without either is unbounded. A query that expects 0 sends nothing (docs/product.md §5),
 * and one that has everything it can get stops before EOSE.
 */
export function expectedCount(filters: readonly NostrFilter[]): number {
  return filters.reduce((total, filter) => {
    if (filter.ids) return total + Math.min(filter.ids.length, filter.limit ?? Infinity);
    return total + (filter.limit ?? Infinity);
  }, 0);
}

/** Newest first; ties by lowest id, so every reader of the same events sees the same order. */
export function newestFirst(events: Iterable<NostrEvent>): NostrEvent[] {
  return [...events].toSorted((a, b) => b.created_at - a.created_at || a.id.localeCompare(b.id));
}
