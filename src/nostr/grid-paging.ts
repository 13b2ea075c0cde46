import { LISTING_GRID_LIMIT } from '@/config/constants';

import type { CarListing } from './listing';
import { answered, type AnsweredOutcome, type RelayOutcome } from './relay-outcome';

/** Which relays the next page asks, and up to which `created_at` (inclusive). */
export interface PageCursor {
  until: number;
  relays: string[];
}

/**
 * One page of the listing grid across the read relays: each relay's newest `limit` listing events created at
 * or before the cursor's `until`. Pages are the unit the grid loads ('Load more') and the unit the local
 * cache is revalidated by, per relay.
 */
export interface ListingPage {
  /** Valid listings of the page, newest version per `pubkey:d`, deletions applied, newest first. */
  listings: CarListing[];
  /** What the page asked; undefined for the first page (every read relay, up to now). */
  cursor: PageCursor | undefined;
  /** How each relay asked answered. */
  outcomes: RelayOutcome[];
  /** False while the first page is still arriving (painted from the local cache and the stream). */
  complete: boolean;
}

/** The span of `created_at` a relay's complete page speaks for: everything it holds in it was returned. */
export interface PageWindow {
  from: number;
  to: number;
}

export function isFullPage(outcome: Pick<AnsweredOutcome, 'received'>, limit: number = LISTING_GRID_LIMIT): boolean {
  return outcome.received >= limit;
}

/**
 * The cursor of the page after `page`, or undefined when no relay has anything older. Only relays that
 * filled their page are asked again. `until` is inclusive, and it is the newest of their oldest seconds: a
 * relay that went further back is asked again from there (repeats are merged), so no relay skips a listing,
 * and listings sharing the boundary second are not lost. Only when every page sat within one second does the
 * cursor step past it.
 */
export function nextCursor(page: ListingPage, limit: number = LISTING_GRID_LIMIT): PageCursor | undefined {
  if (!page.complete) return undefined;
  const full = answered(page.outcomes).filter((outcome) => isFullPage(outcome, limit) && outcome.oldest !== undefined);
  if (full.length === 0) return undefined;
  const until = Math.max(...full.map((outcome) => outcome.oldest!));
  const previous = page.cursor?.until;
  return { until: previous !== undefined && until >= previous ? previous - 1 : until, relays: full.map((outcome) => outcome.relay) };
}

/**
 * What one relay's page proves about that relay: a full page covers [oldest, until]; a short one means the
 * relay has nothing else at or before `until`, so it covers everything back to 0. A cached listing of that
 * relay inside the window that it no longer returns was deleted (or edited into something that is no longer
 * a car listing).
 */
export function pageWindow(outcome: Pick<AnsweredOutcome, 'received' | 'oldest'>, until: number | undefined, limit: number = LISTING_GRID_LIMIT): PageWindow {
  const to = until ?? Number.POSITIVE_INFINITY;
  const from = isFullPage(outcome, limit) && outcome.oldest !== undefined ? outcome.oldest : 0;
  return { from, to };
}
