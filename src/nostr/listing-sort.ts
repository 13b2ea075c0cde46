import type { CarListing } from './listing';

export const SORT_ORDERS = ['newest', 'price-asc', 'price-desc', 'mileage-asc', 'year-desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = 'newest';

export const SORT_LABELS: Readonly<Record<SortOrder, string>> = {
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'mileage-asc': 'Mileage: low to high',
  'year-desc': 'Year: newest first',
};

export function isSortOrder(value: unknown): value is SortOrder {
  return typeof value === 'string' && (SORT_ORDERS as readonly string[]).includes(value);
}

type Compare = (a: CarListing, b: CarListing) => number;

/** Newest `created_at` first, then lowest event id, so equal keys still come out in one fixed order. */
const newestFirst: Compare = (a, b) => b.createdAt - a.createdAt || (a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0);

/** Orders by a possibly missing number; listings without it always go last, whatever the direction. */
function byKnown(value: (listing: CarListing) => number | undefined, direction: 1 | -1): Compare {
  return (a, b) => {
    const left = value(a);
    const right = value(b);
    if (left === undefined || right === undefined) {
      if (left === right) return newestFirst(a, b);
      return left === undefined ? 1 : -1;
    }
    return (left - right) * direction || newestFirst(a, b);
  };
}

/** Prices are compared as raw amounts across currencies (no exchange rates on the client). */
const price = (listing: CarListing): number | undefined => (listing.hasPrice ? listing.price.amount : undefined);

const COMPARATORS: Readonly<Record<SortOrder, Compare>> = {
  newest: newestFirst,
  'price-asc': byKnown(price, 1),
  'price-desc': byKnown(price, -1),
  'mileage-asc': byKnown((listing) => listing.mileageNumber, 1),
  'year-desc': byKnown((listing) => listing.yearNumber, -1),
};

/** A sorted copy; the input is left untouched. */
export function sortListings(listings: readonly CarListing[], order: SortOrder): CarListing[] {
  return listings.toSorted(COMPARATORS[order]);
}
