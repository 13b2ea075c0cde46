import { LISTING_GRID_LIMIT } from '@/config/constants';

import type { NostrEvent } from './event';
import type { CarListing } from './listing';

/**
 * One page of the listing grid: the relay's newest `limit` listing events created at or before `until`.
 * Pages are the unit the grid loads ('Load more') and the unit the local cache is revalidated by.
 */
export interface ListingPage {
  /** Valid listings of the page, newest version per `pubkey:d`, deletions applied, newest first. */
  listings: CarListing[];
  /** The `until` the page was asked with; undefined for the first page (now). */
  until: number | undefined;
  /** How many verified events the relay sent, before validity and de-duplication: tells a full page. */
  received: number;
  /** The oldest `created_at` among those events. */
  oldest: number | undefined;
  /** False while the first page is still arriving (painted from the local cache and the stream). */
  complete: boolean;
}

/** The span of `created_at` a complete page speaks for: everything the relay holds in it was returned. */
export interface PageWindow {
  from: number;
  to: number;
}

export function isFullPage(page: Pick<ListingPage, 'received'>, limit: number = LISTING_GRID_LIMIT): boolean {
  return page.received >= limit;
}

/**
 * The `until` of the page after `page`, or undefined when the relay has nothing older. `until` is
 * inclusive, so the next page starts at the oldest second already seen: events sharing that second that
 * did not fit are not skipped (an `oldest - 1` cursor would drop them), and the repeats are removed when
 * pages are merged. Only when a whole page sits in one second does the cursor step past it.
 */
export function nextPageUntil(page: ListingPage, limit: number = LISTING_GRID_LIMIT): number | undefined {
  if (!page.complete || !isFullPage(page, limit) || page.oldest === undefined) return undefined;
  if (page.until !== undefined && page.oldest >= page.until) return page.until - 1;
  return page.oldest;
}

/**
 * What the page proves about the relay: a full page covers [oldest, until]; a short one means the relay has
 * nothing else at or before `until`, so it covers everything back to 0. A cached listing inside the window
 * that the relay no longer returns was deleted (or edited into something that is no longer a car listing).
 */
export function pageWindow(page: ListingPage, limit: number = LISTING_GRID_LIMIT): PageWindow {
  const to = page.until ?? Number.POSITIVE_INFINITY;
  const from = isFullPage(page, limit) && page.oldest !== undefined ? page.oldest : 0;
  return { from, to };
}

/** The oldest `created_at` of a batch of events, or undefined for none. */
export function oldestCreatedAt(events: readonly Pick<NostrEvent, 'created_at'>[]): number | undefined {
  let oldest: number | undefined;
  for (const event of events) if (oldest === undefined || event.created_at < oldest) oldest = event.created_at;
  return oldest;
}
