import { matchFilter, type Filter, type NostrEvent } from 'nostr-tools';

import { isExpired } from './event-kinds';
import { RELAY_LIMITS } from './relay-limits';

/**
 * The single definition of "this event answers this filter" (search aside), used to re-check every
 * stored result and to route live events. nostr-tools' matchFilter ignores `since`/`until` of 0,
 * so those are checked explicitly; NIP-40 expired events answer nothing.
 */
export function eventMatchesFilter(filter: Filter, event: NostrEvent): boolean {
  if (filter.since !== undefined && event.created_at < filter.since) return false;
  if (filter.until !== undefined && event.created_at > filter.until) return false;
  return matchFilter(filter, event) && !isExpired(event);
}

/** The number of stored events a filter asks for: default when absent, capped at the maximum. */
export function effectiveLimit(filter: Filter): number {
  return Math.min(filter.limit ?? RELAY_LIMITS.defaultLimit, RELAY_LIMITS.maxLimit);
}

/** A filter with an empty list (`kinds: []`, `#t: []`, ...) can match nothing. */
export function hasEmptyList(filter: Filter): boolean {
  return Object.values(filter).some((value) => Array.isArray(value) && value.length === 0);
}
