import type { CarListing } from './listing';
import { currenciesByCount } from './listing-match';
import { priceGroup } from './listing-offer';
import { titleMatchCounter } from './listing-search';

/** Menu order: 'Best match' first, as it is the order of a text search unless another is chosen. */
export const SORT_ORDERS = ['best-match', 'newest', 'price-asc', 'price-desc', 'mileage-asc', 'year-desc', 'distance'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = 'newest';

export const SORT_LABELS: Readonly<Record<SortOrder, string>> = {
  'best-match': 'Best match',
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'mileage-asc': 'Mileage: low to high',
  'year-desc': 'Year: newest first',
  distance: 'Nearest first',
};

/**
 * The orders offered: 'distance' only while a 'Near' city is set (docs/product.md §2 Location and distance),
 * 'best-match' only while a search text is (docs/product.md §2 Home: browse tab).
 */
export function sortOrdersFor({ nearCity, searching }: { nearCity: boolean; searching: boolean }): readonly SortOrder[] {
  return SORT_ORDERS.filter((order) => (order !== 'distance' || nearCity) && (order !== 'best-match' || searching));
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
 * listings without a price last. Sales come before leases, and leases group by their period, so a monthly
 * amount is never ranked among prices (docs/product.md §2 Home: browse tab).
 */
function byPriceWithinCurrency(listings: readonly CarListing[], first: string | undefined, direction: 1 | -1): Compare {
  const others = currenciesByCount(listings).filter((currency) => currency !== first);
  const rank = new Map((first === undefined ? others : [first, ...others]).map((currency, index) => [currency, index]));
  const within = byKnown(price, direction);
  return (a, b) => {
    if (a.hasPrice && b.hasPrice) {
      const groupA = priceGroup(a);
      const groupB = priceGroup(b);
      if (groupA !== groupB) return groupA < groupB ? -1 : 1;
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
  // Depends on the search text: `byBestMatch` below.
  'best-match': newestFirst,
};

/** docs/product.md §2 Home: browse tab: more of the search's words in the title first, then newest. */
function byBestMatch(listings: readonly CarListing[], query: string): Compare {
  const count = titleMatchCounter(query);
  const inTitle = new Map(listings.map((listing) => [listing, count(listing)]));
  return (a, b) => (inTitle.get(b) ?? 0) - (inTitle.get(a) ?? 0) || newestFirst(a, b);
}

/**
 * A sorted copy; the input is left untouched. Price orders group by currency, `firstCurrency` (default: the
 * most common) first; 'best-match' ranks by the search text `query`.
 */
export function sortListings(listings: readonly CarListing[], order: SortOrder, firstCurrency?: string, query = ''): CarListing[] {
  if (order === 'best-match') return listings.toSorted(byBestMatch(listings, query));
  if (order === 'price-asc' || order === 'price-desc') {
    return listings.toSorted(byPriceWithinCurrency(listings, firstCurrency, order === 'price-asc' ? 1 : -1));
  }
  return listings.toSorted(COMPARATORS[order]);
}
