import { CAR_TAGS_QUERY } from '@/config/car-options';
import { KIND, LISTING_GRID_LIMIT } from '@/config/constants';

import { isHex64, type NostrFilter } from './event';

/** The relay filters that ask for car listings: the grid's page and one listing's lookup by route id. */

/** The listing grid request of docs/product.md §7. */
export function listingGridFilter(limit: number = LISTING_GRID_LIMIT): NostrFilter {
  return { kinds: [KIND.listing], '#t': [...CAR_TAGS_QUERY], limit };
}

/**
 * One listing by its route id (docs/product.md §7). Pass the author when known: anyone can publish a 30402 with
 * someone else's `d`, so the `d` alone does not identify the seller (docs/architecture.md §7).
 */
export function listingByIdFilter(d: string, author?: string): NostrFilter {
  const filter: NostrFilter = { kinds: [KIND.listing], '#d': [d], limit: 1 };
  if (author !== undefined) filter.authors = [author];
  return filter;
}

/** How many versions a listing page asks for when the seller is unknown: enough to notice impostors, small to load. */
export const LISTING_CANDIDATE_LIMIT = 20;

/**
 * The filters of a listing page's lookup by route id (docs/product.md §7), `seller` (hex) when the link named
 * one. The inline boot script sends them on a listing link before the app has loaded, and the app's lookup
 * takes that REQ over because its filters are these (docs/architecture.md §10).
 */
export function listingLookupFilters(id: string, seller: string | undefined): NostrFilter[] {
  const byD = seller === undefined ? { ...listingByIdFilter(id), limit: LISTING_CANDIDATE_LIMIT } : listingByIdFilter(id, seller);
  const filters: NostrFilter[] = [byD];
  // A listing with an empty `d` is routed by its event id (docs/product.md §3 Mapped listing: "id from d, else the event id").
  if (isHex64(id)) {
    const byId: NostrFilter = { kinds: [KIND.listing], ids: [id] };
    if (seller !== undefined) byId.authors = [seller];
    filters.push(byId);
  }
  return filters;
}
