import { BODY_TYPES, FILTER_BOUNDS, FUEL_TYPES, TRANSMISSIONS } from '@/config/car-options';
import { truncate } from '@/lib/truncate';
import { cleanMake } from '@/nostr/car-make';
import { defaultPriceRange, mileageBounds, priceBounds } from '@/nostr/filter-bounds';
import { DRIVETRAINS, SELLER_TYPES } from '@/nostr/car-spec-values';
import { MAX_OWNER_CHOICES, MIN_POWER_CHOICES } from '@/nostr/listing-spec-filters';
import { DEFAULT_RADIUS_KM, isRadiusKm, type NearFilter } from '@/nostr/listing-distance';
import { DEFAULT_FILTERS, isFilterActive, type FilterState } from '@/nostr/listing-match';
import { DEFAULT_OFFER, isOffer, type Offer } from '@/nostr/listing-offer';
import type { MileageUnit } from '@/nostr/mileage';
import { DEFAULT_SORT, isSortOrder, type SortOrder } from '@/nostr/listing-sort';

import { type BrowseState } from '@/features/listings/public';

/** URL keys of the browse state, short because users see and share them. */
export const FILTER_PARAM = {
  query: 'q',
  make: 'make',
  bodyType: 'body',
  fuelType: 'fuel',
  transmission: 'trans',
  yearRange: 'year',
  priceRange: 'price',
  /**
   * The mileage limit in the unit it was set in, miles (the only unit of older links) or kilometres, so a link
   * means the same distance to every viewer whatever their display unit (docs/product.md §2 Units).
   */
  maxMileage: 'miles',
  maxMileageKm: 'maxkm',
  /** 'lease' or 'any'; absent: for sale. */
  offer: 'offer',
  /** The buyer-field filters ('More filters'): 'AWD', 'dealer', '1', '2', '100' (kW). */
  drivetrain: 'drive',
  sellerType: 'seller',
  accidentFree: 'accfree',
  maxOwners: 'owners',
  minPowerKw: 'minkw',
  currency: 'cur',
  /** The distance filter: the city's label, its position ('48.14,11.58') and the radius in km. */
  near: 'near',
  nearAt: 'at',
  nearKm: 'km',
  sort: 'sort',
} as const;

/** Long enough for any real search; keeps a pasted novel out of state and out of the next URL. */
export const MAX_QUERY_LENGTH = 200;

type Bounds = { readonly min: number; readonly max: number; readonly step: number };

/** Only plain digit runs: `1e5`, `-3`, `0x10` and `Infinity` are not slider positions. */
const NUMBER = /^\d{1,9}$/;
const RANGE = /^(\d{1,9})-(\d{1,9})$/;

/** Clamps to the slider bounds and snaps to its step, as the slider itself would. */
function toSlider(value: number, bounds: Bounds): number {
  const snapped = bounds.min + Math.round((value - bounds.min) / bounds.step) * bounds.step;
  return Math.min(bounds.max, Math.max(bounds.min, snapped));
}

function parseRange(value: string | null, bounds: Bounds, fallback: readonly [number, number]): readonly [number, number] {
  const match = value === null ? null : RANGE.exec(value.trim());
  if (!match) return fallback;
  const a = toSlider(Number(match[1]), bounds);
  const b = toSlider(Number(match[2]), bounds);
  return a <= b ? [a, b] : [b, a];
}

/** A mileage limit; at the end of its unit's slider (or beyond) it is no limit, as the slider shows it. */
function parseMaxMileage(miles: string | null, km: string | null): FilterState['maxMileage'] {
  const [text, unit]: [string, MileageUnit] = km !== null ? [km.trim(), 'km'] : [miles?.trim() ?? '', 'mi'];
  if (!NUMBER.test(text)) return undefined;
  const bounds = mileageBounds(unit);
  const value = toSlider(Number(text), bounds);
  return value >= bounds.max ? undefined : { value, unit };
}

function parseOffer(value: string | null): Offer {
  const wanted = value?.trim().toLowerCase();
  return isOffer(wanted) ? wanted : DEFAULT_OFFER;
}

/** One of `choices` (case-insensitive), as its canonical spelling. */
function parseChoice<T extends string>(value: string | null, choices: readonly T[]): T | undefined {
  const wanted = value?.trim().toLowerCase();
  return choices.find((choice) => choice.toLowerCase() === wanted);
}

/** One of the panel's numeric choices; any other number is not a choice the panel can show, so no filter. */
function parseNumberChoice(value: string | null, choices: readonly number[]): number | undefined {
  const text = value?.trim() ?? '';
  return NUMBER.test(text) ? choices.find((choice) => choice === Number(text)) : undefined;
}

/** A currency code as listings write it (listing.ts): 2–10 capitals or digits. */
const CURRENCY = /^[A-Z0-9]{2,10}$/;

function parseCurrency(value: string | null): string | undefined {
  const code = value?.trim().toUpperCase() ?? '';
  return CURRENCY.test(code) ? code : undefined;
}

/** 'lat,lon' in degrees, at most 5 decimals: what the city picker writes. */
const POSITION = /^(-?\d{1,2}(?:\.\d{1,5})?),(-?\d{1,3}(?:\.\d{1,5})?)$/;

/**
 * The distance filter, or undefined unless the position is a real one. The label is only shown (as text), so
 * it is just trimmed and capped; without one the position itself is the label. An unknown radius reads as the
 * default, so a hand-edited `km=30` still finds cars near the city.
 */
function parseNear(label: string | null, at: string | null, km: string | null): NearFilter | undefined {
  const match = at === null ? null : POSITION.exec(at.trim());
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  const radius = Number(km?.trim());
  const name = truncate(label?.replace(/\s+/g, ' ').trim() ?? '', MAX_NEAR_LABEL_LENGTH);
  return { label: name === '' ? `${lat}, ${lon}` : name, lat, lon, radiusKm: isRadiusKm(radius) ? radius : DEFAULT_RADIUS_KM };
}

/** A city label is at most 'Name, ST, Country': 200 characters is far beyond any real one. */
const MAX_NEAR_LABEL_LENGTH = 200;

/** Five decimals (~1 m) is more than the picker's list has; shorter URLs. */
function formatDegrees(value: number): string {
  return String(Math.round(value * 1e5) / 1e5);
}

/** The canonical spelling of a known option (case-insensitive), or undefined for anything unknown. */
function parseOption(value: string | null, options: readonly string[]): string | undefined {
  if (value === null) return undefined;
  const wanted = value.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted);
}

/**
 * Reads browse state from a URL. Every value is untrusted: unknown options and sort orders are dropped,
 * numbers are clamped to the slider bounds and snapped to their steps, reversed ranges are swapped, and
 * anything unparsable falls back to the default.
 */
export function filtersFromSearchParams(params: URLSearchParams): BrowseState {
  // The price range is on the offer's scale (a monthly amount with 'Lease').
  const offer = parseOffer(params.get(FILTER_PARAM.offer));
  const filters: FilterState = {
    // Any make, not only the listed ones: other apps' sellers write makes the list lacks (docs/product.md §9 Constants and limits).
    make: cleanMake(params.get(FILTER_PARAM.make) ?? ''),
    bodyType: parseOption(params.get(FILTER_PARAM.bodyType), BODY_TYPES),
    fuelType: parseOption(params.get(FILTER_PARAM.fuelType), FUEL_TYPES),
    transmission: parseOption(params.get(FILTER_PARAM.transmission), TRANSMISSIONS),
    yearRange: parseRange(params.get(FILTER_PARAM.yearRange), FILTER_BOUNDS.year, DEFAULT_FILTERS.yearRange),
    priceRange: parseRange(params.get(FILTER_PARAM.priceRange), priceBounds(offer), defaultPriceRange(offer)),
    maxMileage: parseMaxMileage(params.get(FILTER_PARAM.maxMileage), params.get(FILTER_PARAM.maxMileageKm)),
    offer,
    currency: parseCurrency(params.get(FILTER_PARAM.currency)),
    near: parseNear(params.get(FILTER_PARAM.near), params.get(FILTER_PARAM.nearAt), params.get(FILTER_PARAM.nearKm)),
    drivetrain: parseChoice(params.get(FILTER_PARAM.drivetrain), DRIVETRAINS),
    sellerType: parseChoice(params.get(FILTER_PARAM.sellerType), SELLER_TYPES),
    accidentFree: params.get(FILTER_PARAM.accidentFree)?.trim() === '1',
    maxOwners: parseNumberChoice(params.get(FILTER_PARAM.maxOwners), MAX_OWNER_CHOICES),
    minPowerKw: parseNumberChoice(params.get(FILTER_PARAM.minPowerKw), MIN_POWER_CHOICES),
  };
  const sort = params.get(FILTER_PARAM.sort);
  const query = truncate(params.get(FILTER_PARAM.query)?.trim() ?? '', MAX_QUERY_LENGTH);
  // Near a city nearest first, with a search text best match first, unless another order is chosen; without
  // a city there is no distance, without a text nothing to match.
  return { filters, sort: isSortOrder(sort) && offersSort(sort, filters, query) ? sort : defaultSortFor({ filters, query }), query };
}

function offersSort(sort: SortOrder, filters: Pick<FilterState, 'near'>, query: string): boolean {
  return (sort !== 'distance' || filters.near !== undefined) && (sort !== 'best-match' || query.trim() !== '');
}

/**
 * The order a result list has when none is chosen (docs/product.md §2 Home: browse tab): nearest first near a
 * city (a buyer who chose a city wants the closest cars, searched or not), else best match while a search
 * text is typed, else newest first.
 */
export function defaultSortFor({ filters, query }: { filters: Pick<FilterState, 'near'>; query: string }): SortOrder {
  if (filters.near !== undefined) return 'distance';
  return query.trim() === '' ? DEFAULT_SORT : 'best-match';
}

/** Writes browse state to URL parameters, leaving out everything at its default so URLs stay short. */
export function filtersToSearchParams(filters: FilterState, sort: SortOrder = defaultSortFor({ filters, query: '' }), query = ''): URLSearchParams {
  const params = new URLSearchParams();
  const trimmed = query.trim();
  if (trimmed !== '') params.set(FILTER_PARAM.query, truncate(trimmed, MAX_QUERY_LENGTH));
  if (filters.make !== undefined) params.set(FILTER_PARAM.make, filters.make);
  if (filters.bodyType !== undefined) params.set(FILTER_PARAM.bodyType, filters.bodyType);
  if (filters.fuelType !== undefined) params.set(FILTER_PARAM.fuelType, filters.fuelType);
  if (filters.transmission !== undefined) params.set(FILTER_PARAM.transmission, filters.transmission);
  if (isFilterActive(filters, 'yearRange')) params.set(FILTER_PARAM.yearRange, filters.yearRange.join('-'));
  if (isFilterActive(filters, 'priceRange')) params.set(FILTER_PARAM.priceRange, filters.priceRange.join('-'));
  if (filters.maxMileage !== undefined) {
    params.set(filters.maxMileage.unit === 'km' ? FILTER_PARAM.maxMileageKm : FILTER_PARAM.maxMileage, String(filters.maxMileage.value));
  }
  if (filters.offer !== DEFAULT_OFFER) params.set(FILTER_PARAM.offer, filters.offer);
  if (filters.drivetrain !== undefined) params.set(FILTER_PARAM.drivetrain, filters.drivetrain);
  if (filters.sellerType !== undefined) params.set(FILTER_PARAM.sellerType, filters.sellerType);
  if (filters.accidentFree) params.set(FILTER_PARAM.accidentFree, '1');
  if (filters.maxOwners !== undefined) params.set(FILTER_PARAM.maxOwners, String(filters.maxOwners));
  if (filters.minPowerKw !== undefined) params.set(FILTER_PARAM.minPowerKw, String(filters.minPowerKw));
  if (filters.currency !== undefined) params.set(FILTER_PARAM.currency, filters.currency);
  if (filters.near !== undefined) {
    params.set(FILTER_PARAM.near, filters.near.label);
    params.set(FILTER_PARAM.nearAt, `${formatDegrees(filters.near.lat)},${formatDegrees(filters.near.lon)}`);
    params.set(FILTER_PARAM.nearKm, String(filters.near.radiusKm));
  }
  if (sort !== defaultSortFor({ filters, query }) && offersSort(sort, filters, query)) params.set(FILTER_PARAM.sort, sort);
  return params;
}
