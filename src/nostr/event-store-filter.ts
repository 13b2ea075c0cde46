import type { NostrEvent, NostrFilter } from './event';

/**
 * NIP-01 filter matching for the event store's queries: every field given must match (ids, authors and
 * kinds by membership, `#x` by any tag `x` whose value is listed, `since` and `until` inclusive). `limit`
 * is the caller's (see {@link newestFirstOrder}); `search` (NIP-50) is a relay's to interpret and matches
 * nothing here, so a store query never claims to know a search's answer.
 */
export function matchesFilter(event: NostrEvent, filter: NostrFilter): boolean {
  if (filter.ids !== undefined && !filter.ids.includes(event.id)) return false;
  if (filter.authors !== undefined && !filter.authors.includes(event.pubkey)) return false;
  if (filter.kinds !== undefined && !filter.kinds.includes(event.kind)) return false;
  if (filter.since !== undefined && event.created_at < filter.since) return false;
  if (filter.until !== undefined && event.created_at > filter.until) return false;
  if (filter.search !== undefined) return false;
  for (const [key, values] of Object.entries(filter)) {
    if (!key.startsWith('#') || key.length !== 2 || !Array.isArray(values)) continue;
    const name = key.slice(1);
    const wanted = values as unknown[];
    if (!event.tags.some((tag) => tag[0] === name && tag[1] !== undefined && wanted.includes(tag[1]))) return false;
  }
  return true;
}

/** Newest first; on the same second the lowest id first (the NIP-01 tie-break of versions). */
export function newestFirstOrder(a: NostrEvent, b: NostrEvent): number {
  if (a.created_at !== b.created_at) return b.created_at - a.created_at;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
