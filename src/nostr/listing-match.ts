import { DEFAULT_CURRENCY, FILTER_BOUNDS, FILTER_DEFAULTS } from '@/config/car-options';

import { sameMake } from './car-make';
import { defaultPriceRange, priceBounds, samePriceScale } from './filter-bounds';
import type { CarListing } from './listing';
import { nearLabel, type NearFilter } from './listing-distance';
import { DEFAULT_OFFER, isLease, matchesOffer, OFFER_LABELS, priceGroup, type Offer } from './listing-offer';
import { DEFAULT_SPEC_FILTERS, matchesSpecFilters, specChipLabel, type SpecFilters } from './listing-spec-filters';
import { convertMileage, type MileageUnit } from './mileage';

/**
 * docs/product.md §3 Filter state. An `undefined` option means "all" (the 'All Makes' entry of the dropdown).
 * The buyer-field filters ('More filters') are the `SpecFilters` part.
 */
export interface FilterState extends SpecFilters {
  make: string | undefined;
  bodyType: string | undefined;
  fuelType: string | undefined;
  transmission: string | undefined;
  yearRange: readonly [min: number, max: number];
  /** On the offer's scale: a sale price, or a monthly amount with 'Lease' (`priceBounds`). */
  priceRange: readonly [min: number, max: number];
  /** Undefined: no limit. Carries its unit, so a link means the same to a viewer who reads the other (§2 Units). */
  maxMileage: { value: number; unit: MileageUnit } | undefined;
  /** Sales, leases or both (docs/product.md §2 Home: browse tab); 'sale' by default, which is no chip. */
  offer: Offer;
  /**
   * The price filter's currency (docs/product.md §2 Buyer insight, Currencies); undefined means the most common currency among
   * the results. Not a filter of its own: it only matters while a price range is set, and for price sorting.
   */
  currency: string | undefined;
  /** 'Near' a city 'Within' a radius (docs/product.md §2 Location and distance); applied by `filterByDistance`. */
  near: NearFilter | undefined;
}

export type FilterKey = keyof FilterState;

export const DEFAULT_FILTERS: Readonly<FilterState> = Object.freeze({
  make: undefined,
  bodyType: undefined,
  fuelType: undefined,
  transmission: undefined,
  yearRange: FILTER_DEFAULTS.yearRange,
  priceRange: FILTER_DEFAULTS.priceRange,
  maxMileage: undefined,
  offer: DEFAULT_OFFER,
  currency: undefined,
  near: undefined,
  ...DEFAULT_SPEC_FILTERS,
});

/** The filters proper, in panel order (the currency only qualifies the price range). */
const FILTER_KEYS: readonly FilterKey[] = [
  'make',
  'bodyType',
  'fuelType',
  'transmission',
  'yearRange',
  'priceRange',
  'maxMileage',
  'offer',
  'drivetrain',
  'sellerType',
  'accidentFree',
  'maxOwners',
  'minPowerKw',
  'near',
];

/** A range limits something only while an end is inside its bounds: an end at (or past) its bound is no limit. */
function limitsRange([min, max]: readonly [number, number], bounds: { min: number; max: number }): boolean {
  return min > bounds.min || max < bounds.max;
}

/** Whether one filter has been moved away from its default (docs/product.md §4 Filter chips). */
export function isFilterActive(state: FilterState, key: FilterKey): boolean {
  switch (key) {
    case 'yearRange':
      return limitsRange(state.yearRange, FILTER_BOUNDS.year);
    case 'priceRange':
      return limitsRange(state.priceRange, priceBounds(state.offer));
    default:
      return state[key] !== DEFAULT_FILTERS[key];
  }
}

export interface ActiveFilter {
  key: FilterKey;
  /** Chip text, e.g. 'Toyota', 'Year: 2005 - 2020', 'Price: Any - 50,000', 'Max mileage: 100,000 km', 'Offer: Lease'. */
  label: string;
}

/** Built on first use: the first formatter of a page loads the locale data, and the boot script includes this module. */
let countFormat: Intl.NumberFormat | undefined;
const count = { format: (value: number) => (countFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(value) };

/** A slider end at its bound is no limit, so it reads 'Any' (docs/product.md §2 Home: browse tab). */
export function rangeEnds([min, max]: readonly [number, number], bounds: { min: number; max: number }, format: (value: number) => string): string {
  return `${min <= bounds.min ? 'Any' : format(min)} - ${max >= bounds.max ? 'Any' : format(max)}`;
}

function chipLabel(state: FilterState, key: FilterKey): string {
  switch (key) {
    case 'yearRange':
      return `Year: ${rangeEnds(state.yearRange, FILTER_BOUNDS.year, String)}`;
    case 'priceRange': {
      const range = `Price: ${rangeEnds(state.priceRange, priceBounds(state.offer), count.format)}`;
      const priced = state.currency === undefined ? range : `${range} ${state.currency}`;
      return state.offer === 'lease' ? `${priced} / month` : priced;
    }
    case 'maxMileage':
      return state.maxMileage === undefined ? '' : `Max mileage: ${count.format(state.maxMileage.value)} ${state.maxMileage.unit}`;
    case 'offer':
      return `Offer: ${OFFER_LABELS[state.offer]}`;
    case 'near':
      return state.near === undefined ? '' : nearLabel(state.near);
    case 'drivetrain':
    case 'sellerType':
    case 'accidentFree':
    case 'maxOwners':
    case 'minPowerKw':
      return specChipLabel(state, key);
    default:
      return state[key] ?? '';
  }
}

/** The filters that differ from their defaults, in panel order, each with a chip label. */
export function activeFilters(state: FilterState): ActiveFilter[] {
  return FILTER_KEYS.filter((key) => isFilterActive(state, key)).map((key) => ({ key, label: chipLabel(state, key) }));
}

/**
 * The state with one filter set. A new offer on another price scale (a sale price or a monthly amount) starts
 * the price range afresh, so no limit stays applied that the slider no longer shows (docs/product.md §2 Home:
 * browse tab, Offer).
 */
export function withFilter<K extends FilterKey>(state: FilterState, key: K, value: FilterState[K]): FilterState {
  const next: FilterState = { ...state, [key]: value };
  return key === 'offer' && !samePriceScale(state.offer, next.offer) ? { ...next, priceRange: defaultPriceRange(next.offer) } : next;
}

/** The state with one filter back at its default: what removing its chip does (the price chip also resets its currency). */
export function clearFilter(state: FilterState, key: FilterKey): FilterState {
  if (key === 'priceRange') return { ...state, priceRange: defaultPriceRange(state.offer), currency: undefined };
  return withFilter(state, key, DEFAULT_FILTERS[key]);
}

/**
 * The currencies among the listings with a price, most listings first (ties alphabetically): the price filter's
 * choices, and the order in which price sorting groups currencies after the filter's own.
 */
export function currenciesByCount(listings: readonly CarListing[]): string[] {
  const counts = new Map<string, number>();
  for (const listing of listings) {
    if (!listing.hasPrice) continue;
    counts.set(listing.price.currency, (counts.get(listing.price.currency) ?? 0) + 1);
  }
  return [...counts].toSorted(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0)).map(([currency]) => currency);
}

/** The price filter's currency: the chosen one, else the most common among `listings`, else the default. */
export function filterCurrency(listings: readonly CarListing[], state: Pick<FilterState, 'currency'>): string {
  return state.currency ?? currenciesByCount(listings)[0] ?? DEFAULT_CURRENCY;
}

function sameOption(value: string | undefined, wanted: string): boolean {
  return value !== undefined && value.trim().toLowerCase() === wanted.toLowerCase();
}

/**
 * A slider end at its bound means "no limit on that side": with the price slider at 200,000 a 250,000 car
 * still matches, and with the year slider at 1990 a 1985 classic does.
 */
function inRange(value: number | undefined, [min, max]: readonly [number, number], bounds: { min: number; max: number }): boolean {
  if (value === undefined) return false;
  return (min <= bounds.min || value >= min) && (max >= bounds.max || value <= max);
}

function matchesFilters(listing: CarListing, state: FilterState, active: ReadonlySet<FilterKey>, currency: string): boolean {
  if (active.has('make') && !sameMake(listing.make, state.make ?? '')) return false;
  if (active.has('bodyType') && !sameOption(listing.bodyType, state.bodyType ?? '')) return false;
  if (active.has('fuelType') && !sameOption(listing.fuelType, state.fuelType ?? '')) return false;
  if (active.has('transmission') && !sameOption(listing.transmission, state.transmission ?? '')) return false;
  if (active.has('yearRange') && !inRange(listing.yearNumber, state.yearRange, FILTER_BOUNDS.year)) return false;
  if (active.has('priceRange') && !(state.offer === 'any' && isLease(listing))) {
    // No exchange rates on the client: a range is in one currency, and other currencies' prices are left out.
    // Like with like (docs/product.md §2 Home: browse tab, Offer): with 'Lease' the range is a monthly amount, so
    // a weekly or yearly lease is left out; with 'Any' it is a sale price and leases pass at any amount.
    const group = priceGroup(listing);
    const onScale = state.offer === 'lease' ? group === 'month' || group === 'monthly' : group === '';
    const comparable = listing.hasPrice && listing.price.currency === currency && onScale;
    const amount = comparable ? listing.price.amount : undefined;
    if (!inRange(amount, state.priceRange, priceBounds(state.offer))) return false;
  }
  if (active.has('maxMileage') && state.maxMileage !== undefined) {
    // `mileageNumber` is in miles whatever the listing's unit (docs/product.md §2 Units).
    const mileage = listing.mileageNumber;
    if (mileage === undefined || convertMileage(mileage, 'mi', state.maxMileage.unit) > state.maxMileage.value) return false;
  }
  return matchesSpecFilters(listing.specs, state);
}

/**
 * The listings that pass every active filter. Inactive filters constrain nothing, so a listing without a
 * year, price or mileage is excluded only while that particular filter is active.
 */
export function applyFilters(listings: readonly CarListing[], state: FilterState): CarListing[] {
  return filterListings(listings, state).results;
}

export interface FilterOutcome {
  results: CarListing[];
  /** The price filter's currency (chosen, or the most common among the input). */
  currency: string;
  /** Listings that pass every other filter but are priced in another currency, left out while a price range is set. */
  otherCurrencies: number;
}

/** {@link applyFilters}, also saying which currency the price range is in and how many listings it left out for theirs. */
export function filterListings(listings: readonly CarListing[], state: FilterState): FilterOutcome {
  // The offer applies also at its default: 'For sale' leaves leases out (docs/product.md §2 Home: browse tab).
  const offered = state.offer === 'any' ? listings : listings.filter((listing) => matchesOffer(listing, state.offer));
  const currency = filterCurrency(offered, state);
  const active = new Set(FILTER_KEYS.filter((key) => key !== 'offer' && isFilterActive(state, key)));
  if (active.size === 0) return { results: [...offered], currency, otherCurrencies: 0 };
  const results: CarListing[] = [];
  let otherCurrencies = 0;
  const withoutPrice = active.has('priceRange') ? new Set([...active].filter((key) => key !== 'priceRange')) : undefined;
  for (const listing of offered) {
    if (matchesFilters(listing, state, active, currency)) results.push(listing);
    else if (withoutPrice !== undefined && listing.hasPrice && listing.price.currency !== currency && matchesFilters(listing, state, withoutPrice, currency)) {
      otherCurrencies += 1;
    }
  }
  return { results, currency, otherCurrencies };
}
