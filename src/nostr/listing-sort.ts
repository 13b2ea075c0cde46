import type { CarListing } from './listing';
import { currenciesByCount } from './listing-match';

export const SORT_ORDERS = ['newest', 'price-asc', 'price-desc', 'mileage-asc', 'year-desc', 'distance'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = 'newest';

export const SORT_LABELS: Readonly<Record<SortOrder, string>> = {
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'mileage-asc': 'Mileage: low to high',
  'year-desc': 'Year: newest first',
  distance: 'Nearest first',
};

/** The orders offered: 'distance' only while a 'Near' city is set (docs/product.md §2 Location and distance). */
export function sortOrdersFor(nearCity: boolean): readonly SortOrder[] {
  return nearCity ? SORT_ORDERS : SORT_ORDERS.filter((order) => order !== 'distance');
}

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

const price = (listing: CarListing): number | undefined => (listing.hasPrice ? listing.price.amount : undefined);

/**
 * Price order without exchange rates (docs/product.md §2 Buyer insight, Currencies): amounts are compared only within a currency.
 * `first` (the price filter's currency) comes first, then the other currencies by how many listings use them;
 * listings without a price last.
 */
function byPriceWithinCurrency(listings: readonly CarListing[], first: string | undefined, direction: 1 | -1): Compare {
  const others = currenciesByCount(listings).filter((currency) => currency !== first);
  const rank = new Map((first === undefined ? others : [first, ...others]).map((currency, index) => [currency, index]));
  const within = byKnown(price, direction);
  return (a, b) => {
    if (a.hasPrice && b.hasPrice) {
      const gap = (rank.get(a.price.currency) ?? 0) - (rank.get(b.price.currency) ?? 0);
      if (gap !== 0) return gap;
    }
    return within(a, b);
  };
}

const COMPARATORS: Readonly<Record<SortOrder, Compare>> = {
  newest: newestFirst,
  'price-asc': byKnown(price, 1),
  'price-desc': byKnown(price, -1),
  'mileage-asc': byKnown((listing) => listing.mileageNumber, 1),
  'year-desc': byKnown((listing) => listing.yearNumber, -1),
  // Distances depend on the chosen city: `sortByDistance` (listing-distance.ts) orders by them.
  distance: newestFirst,
};

/**
 * A sorted copy; the input is left untouched. Price orders group by currency, `firstCurrency` (default: the
 * most common) first.
 */
export function sortListings(listings: readonly CarListing[], order: SortOrder, firstCurrency?: string): CarListing[] {
  if (order === 'price-asc' || order === 'price-desc') {
    return listings.toSorted(byPriceWithinCurrency(listings, firstCurrency, order === 'price-asc' ? 1 : -1));
  }
  return listings.toSorted(COMPARATORS[order]);
}
