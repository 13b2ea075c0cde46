import type { CarListing } from './listing';

/**
 * Fair-price rating (docs/product.md §2 Buyer insight): each listing's asking price against a market value
 * estimated from comparable listings the app can see. Pure and synchronous, so the grid can rate every loaded
 * card in one pass without any request.
 */

export type PriceLabel = 'suspicious' | 'great' | 'good' | 'fair' | 'high' | 'over';

export const PRICE_LABEL_TEXT: Readonly<Record<PriceLabel, string>> = {
  suspicious: 'Unusually low price',
  great: 'Great price',
  good: 'Good price',
  fair: 'Fair price',
  high: 'High price',
  over: 'Overpriced',
};

export const NOT_ENOUGH_TO_RATE = 'Not enough similar cars to rate';

/** Fewer comparables than this and no label is given. */
export const MIN_COMPARABLES = 5;
/** The closest comparables (by year, then mileage) that enter the estimate: keeps the fit O(40²) per car. */
export const MAX_COMPARABLES = 40;
/** Prices at or above this are typos or attacks (10^12), never market data. */
export const MAX_RATABLE_PRICE = 1e12;
/** Model years at most this far apart are comparable. */
export const YEAR_WINDOW = 1;
/** The mileage band: ± half the car's mileage, but never narrower than ± this many miles. */
export const MILEAGE_BAND_MIN = 30_000;
export const MILEAGE_BAND_SHARE = 0.5;

/** What 'How we rated this' says about an 'Unusually low price' (docs/product.md §2 Buyer insight). */
export const UNUSUALLY_LOW_WARNING = 'Prices far below the market are a common sign of fraud. See the car and its papers before you pay anything.';

/**
 * Label thresholds on (asking − estimate) / estimate. A car 30 % or more under its estimate is no bargain but
 * the classic bait of a fake listing (issue 30), so it is 'Unusually low price' instead of 'Great price'.
 */
const SUSPICIOUS_BELOW = -0.3;
const GREAT_BELOW = -0.1;
const GOOD_BELOW = -0.04;
const HIGH_ABOVE = 0.04;
const OVER_ABOVE = 0.1;
/** Rounding slack so that an asking price exactly 10 % or 30 % under an estimate gets its label despite floating point. */
const EPSILON = 1e-9;

export interface RatedPrice {
  status: 'rated';
  label: PriceLabel;
  /** The estimated market value, in the listing's currency (and per its lease frequency). */
  estimate: number;
  currency: string;
  frequency: string | undefined;
  /** (asking − estimate) / estimate: −0.2 is 20 % under. */
  difference: number;
  /** The listings the estimate came from, closest first. */
  comparables: CarListing[];
}

export interface UnratedPrice {
  status: 'unrated';
  /** 'no-price': nothing to rate (price on request, absurd amount, no make or model). */
  reason: 'no-price' | 'not-enough';
  comparables: CarListing[];
}

export type PriceRating = RatedPrice | UnratedPrice;

/** 'Mercedes-Benz' and 'mercedes benz', '3 Series' and '3-series' are the same make and model. */
export function normalizeName(value: string | undefined): string {
  return (value ?? '').normalize('NFKD').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A usable price for rating: positive, finite, below 10^12. */
export function isRatablePrice(listing: Pick<CarListing, 'hasPrice' | 'price'>): boolean {
  const { amount } = listing.price;
  return listing.hasPrice && typeof amount === 'number' && Number.isFinite(amount) && amount > 0 && amount < MAX_RATABLE_PRICE;
}

function frequencyKey(listing: CarListing): string {
  return (listing.price.frequency ?? '').trim().toLowerCase();
}

/** Listings that can only ever be compared with each other share a key (make, model, currency, lease frequency). */
export function comparableKey(listing: CarListing): string | undefined {
  const make = normalizeName(listing.make);
  const model = normalizeName(listing.model);
  if (make === '' || model === '' || !isRatablePrice(listing)) return undefined;
  return `${make}|${model}|${listing.price.currency.toUpperCase()}|${frequencyKey(listing)}`;
}

function coordinate(listing: CarListing): string {
  return `${listing.pubkey}:${listing.d}`;
}

export function mileageBand(mileage: number): number {
  return Math.max(MILEAGE_BAND_MIN, mileage * MILEAGE_BAND_SHARE);
}

/**
 * Whether `other` is a comparable of `subject` (both already share {@link comparableKey}): year within ±1
 * (when the subject states one), mileage within the band (when the subject states one), another listing,
 * and another seller (a seller cannot prop up their own price with their own listings).
 */
function isComparable(subject: CarListing, other: CarListing): boolean {
  // Another seller's, hence another listing too (its coordinate starts with its key).
  if (other.pubkey === subject.pubkey) return false;
  if (subject.yearNumber !== undefined && (other.yearNumber === undefined || Math.abs(other.yearNumber - subject.yearNumber) > YEAR_WINDOW)) return false;
  if (subject.mileageNumber !== undefined) {
    if (other.mileageNumber === undefined) return false;
    if (Math.abs(other.mileageNumber - subject.mileageNumber) > mileageBand(subject.mileageNumber)) return false;
  }
  return true;
}

export function median(values: readonly number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Theil–Sen slope of price against mileage (the median of the slopes between every pair with different
 * mileages), clamped to ≤ 0: more miles never make a car dearer. 0 when no pair differs in mileage.
 */
export function mileageSlope(points: readonly { mileage: number; price: number }[]): number {
  const slopes: number[] = [];
  for (let i = 0; i < points.length; i += 1) {
    for (let j = i + 1; j < points.length; j += 1) {
      const dx = points[j]!.mileage - points[i]!.mileage;
      if (dx !== 0) slopes.push((points[j]!.price - points[i]!.price) / dx);
    }
  }
  return slopes.length === 0 ? 0 : Math.min(0, median(slopes));
}

/**
 * The market value for a car with `mileage` from its comparables: each comparable's price moved along the
 * Theil–Sen mileage slope to the car's mileage, then the median of those. Without a mileage, the plain median.
 */
export function estimateValue(comparables: readonly CarListing[], mileage: number | undefined): number {
  const prices = comparables.map((listing) => listing.price.amount);
  if (mileage === undefined) return median(prices);
  const points = comparables.map((listing) => ({ mileage: listing.mileageNumber ?? mileage, price: listing.price.amount }));
  const slope = mileageSlope(points);
  const adjusted = points.map((point) => point.price + slope * (mileage - point.mileage));
  // A steep fit must not push any value below zero: keep at least a tenth of the plain median.
  return Math.max(median(adjusted), median(prices) / 10);
}

export function labelFor(difference: number): PriceLabel {
  if (difference <= SUSPICIOUS_BELOW + EPSILON) return 'suspicious';
  if (difference <= GREAT_BELOW + EPSILON) return 'great';
  if (difference <= GOOD_BELOW + EPSILON) return 'good';
  if (difference < HIGH_ABOVE - EPSILON) return 'fair';
  if (difference <= OVER_ABOVE + EPSILON) return 'high';
  return 'over';
}

/** Closest first: by year distance, then mileage distance, then newest. */
function closeness(subject: CarListing): (a: CarListing, b: CarListing) => number {
  const yearGap = (listing: CarListing) => (subject.yearNumber === undefined ? 0 : Math.abs((listing.yearNumber ?? 0) - subject.yearNumber));
  const mileGap = (listing: CarListing) => (subject.mileageNumber === undefined ? 0 : Math.abs((listing.mileageNumber ?? 0) - subject.mileageNumber));
  return (a, b) => yearGap(a) - yearGap(b) || mileGap(a) - mileGap(b) || b.createdAt - a.createdAt;
}

function rateWithin(subject: CarListing, group: readonly CarListing[]): PriceRating {
  const comparables = group.filter((other) => isComparable(subject, other)).toSorted(closeness(subject)).slice(0, MAX_COMPARABLES);
  if (comparables.length < MIN_COMPARABLES) return { status: 'unrated', reason: 'not-enough', comparables };
  const estimate = estimateValue(comparables, subject.mileageNumber);
  const difference = (subject.price.amount - estimate) / estimate;
  return {
    status: 'rated',
    label: labelFor(difference),
    estimate,
    currency: subject.price.currency.toUpperCase(),
    frequency: subject.price.frequency,
    difference,
    comparables,
  };
}

const NO_PRICE: UnratedPrice = Object.freeze({ status: 'unrated', reason: 'no-price', comparables: [] }) as UnratedPrice;

/** One listing rated against a pool of listings (the pool may contain the listing itself and anything else). */
export function ratePrice(subject: CarListing, pool: readonly CarListing[]): PriceRating {
  const key = comparableKey(subject);
  if (key === undefined) return NO_PRICE;
  return rateWithin(subject, pool.filter((other) => comparableKey(other) === key));
}

/**
 * The ratings of listings against `pool`, each worked out when first asked for and kept: a grid shows a few
 * dozen cards of the thousand it may have loaded, and every loaded page makes a new pool. The pool is grouped
 * by {@link comparableKey} on the first request.
 */
export interface PriceRatings {
  get(listing: CarListing): PriceRating;
}

export function lazyPriceRatings(pool: readonly CarListing[]): PriceRatings {
  let groups: Map<string, CarListing[]> | undefined;
  const ratings = new Map<string, PriceRating>();
  const groupsOf = () => {
    if (groups !== undefined) return groups;
    groups = new Map();
    for (const listing of pool) {
      const key = comparableKey(listing);
      if (key === undefined) continue;
      const group = groups.get(key);
      if (group === undefined) groups.set(key, [listing]);
      else group.push(listing);
    }
    return groups;
  };
  return {
    get(listing) {
      const id = coordinate(listing);
      let rating = ratings.get(id);
      if (rating === undefined) {
        const key = comparableKey(listing);
        rating = key === undefined ? NO_PRICE : rateWithin(listing, groupsOf().get(key) ?? []);
        ratings.set(id, rating);
      }
      return rating;
    },
  };
}

/** Every listing of `listings` rated against `pool` (default: the listings themselves), by `pubkey:d`. */
export function ratePrices(listings: readonly CarListing[], pool: readonly CarListing[] = listings): Map<string, PriceRating> {
  const ratings = lazyPriceRatings(pool);
  return new Map(listings.map((listing) => [coordinate(listing), ratings.get(listing)]));
}
