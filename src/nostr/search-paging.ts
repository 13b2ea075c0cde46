import { LISTING_GRID_LIMIT } from '@/config/constants';

import type { RelayOutcome } from './relay-outcome';

/**
 * docs/product.md §2 Home: browse tab, "Keep looking": how a network search pages back through each relay's older
 * listings, one page per relay at a time, and when it stops. Pure; the reading is done by the listings feature.
 */

/** Listing events read per search before it pauses and offers 'Search older listings'. */
export const SEARCH_READ_BOUND = 2_000;

/** Matches that fill a screen: the search pauses once it has this many (more on 'Search older listings'). */
export const SEARCH_SCREENFUL = 24;

/** Why a relay's paging ended early (the count line names the relay). */
export type RelayStopReason = 'stopped answering' | 'returned the same page again' | 'asks to log in';

/** Where one relay's paging stands. */
export type RelaySearchCursor =
  /** `until` of its next page (inclusive); undefined for the first page. */
  | { relay: string; status: 'more'; until: number | undefined; read: number }
  /** It sent a short page: nothing older matches there. */
  | { relay: string; status: 'done'; read: number }
  | { relay: string; status: 'stopped'; reason: RelayStopReason; read: number };

export function startCursor(relay: string): RelaySearchCursor {
  return { relay, status: 'more', until: undefined, read: 0 };
}

/**
 * The cursor after one page. A short page ends the relay. A full page moves `until` to its oldest second
 * (inclusive, so listings sharing that second are not lost); a page that sat entirely on the boundary second
 * steps past it. A relay that sends anything newer than `until` ignores it and would repeat itself forever:
 * it is stopped, as is one that failed (no end of stored events in time, or gone).
 */
export function advanceCursor(cursor: RelaySearchCursor, outcome: RelayOutcome, limit: number = LISTING_GRID_LIMIT): RelaySearchCursor {
  if (cursor.status !== 'more') return cursor;
  const { relay } = cursor;
  if (outcome.status === 'needs-login') return { relay, status: 'stopped', reason: 'asks to log in', read: cursor.read };
  if (outcome.status === 'failed') return { relay, status: 'stopped', reason: 'stopped answering', read: cursor.read };
  const read = cursor.read + outcome.received;
  if (outcome.received < limit || outcome.oldest === undefined) return { relay, status: 'done', read };
  const { until } = cursor;
  if (until === undefined) return { relay, status: 'more', until: outcome.oldest, read };
  if (outcome.oldest > until) return { relay, status: 'stopped', reason: 'returned the same page again', read };
  return { relay, status: 'more', until: outcome.oldest === until ? until - 1 : outcome.oldest, read };
}

/** Listing events read so far by every relay's pages. */
export function totalRead(cursors: readonly RelaySearchCursor[]): number {
  return cursors.reduce((sum, cursor) => sum + cursor.read, 0);
}

/** Whether a relay has older pages to read. */
export function hasMore(cursors: readonly RelaySearchCursor[]): boolean {
  return cursors.some((cursor) => cursor.status === 'more');
}

/** The relays that stopped early, with why. */
export function stoppedRelays(cursors: readonly RelaySearchCursor[]): { relay: string; reason: RelayStopReason }[] {
  return cursors.flatMap((cursor) => (cursor.status === 'stopped' ? [{ relay: cursor.relay, reason: cursor.reason }] : []));
}

/** What a network search is doing, for the count line. */
export type SearchPhase =
  /** Reading older pages in the background. */
  | 'searching'
  /** Stopped at a screenful of matches or at the read bound: 'Search older listings' goes on. */
  | 'paused'
  /** Every relay ran out (or stopped): nothing older can be searched. */
  | 'exhausted';

/**
 * Whether paging goes on: not once every relay is done, not past `bound` listings read, not once `matches`
 * fill `screenful`.
 */
export function searchPhase(cursors: readonly RelaySearchCursor[], matches: number, limits: { bound: number; screenful: number }): SearchPhase {
  if (!hasMore(cursors)) return 'exhausted';
  if (totalRead(cursors) >= limits.bound || matches >= limits.screenful) return 'paused';
  return 'searching';
}
