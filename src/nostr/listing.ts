import { CAR_TAGS_VALID, CURRENT_YEAR, DEFAULT_CURRENCY } from '@/config/car-options';
import { KIND } from '@/config/constants';
import { safeUrl } from '@/lib/safe-url';
import { truncate } from '@/lib/truncate';

import { readCarSpecs, type CarSpecs } from './car-specs';
import { firstTag, firstTagValue, isEventShape, tagValues, type NostrEvent } from './event';
import { isGeohash } from './geohash';
import { imetaByUrl } from './imeta';
import { LISTING_D_MAX } from './listing-address';
import { convertMileage, readListingMileage, type MileageUnit } from './mileage';
import { listingVin } from './vin';

export interface ListingPrice {
  /** Raw amount in `currency` units; 0 when the listing has no usable price (see `hasPrice`). */
  amount: number;
  /** Uppercase code, `USD` when the event gives none. */
  currency: string;
  /** Billing period for leases and rentals ('month'); absent for a sale. */
  frequency: string | undefined;
}

/** `sold` is the only status with a meaning (a badge); anything else, including no tag, reads as active. */
export type ListingStatus = 'active' | 'sold';

/** A kind-30402 event as the UI sees it (docs/product.md §3 Mapped listing). Strings are trimmed and length-capped. */
export interface CarListing {
  /** The `d` tag, or the event id when `d` is empty: the `/listing/{id}` route segment. */
  id: string;
  d: string;
  title: string;
  summary: string | undefined;
  /** The event content. */
  description: string;
  price: ListingPrice;
  /** False when the price tag is missing or unusable: show 'Price on request'. */
  hasPrice: boolean;
  location: string | undefined;
  /** The most precise valid NIP-99 `g` geohash (docs/product.md §3 Mapped listing); hostile values are ignored. */
  geohash: string | undefined;
  /** http(s) image URLs that passed `safeUrl`, in event order, without duplicates. */
  images: string[];
  make: string | undefined;
  model: string | undefined;
  /** The year as the seller wrote it, for display. */
  year: string | undefined;
  /** The year as a plausible model year, for filtering and sorting. */
  yearNumber: number | undefined;
  mileage: string | undefined;
  /** The reading in miles, whatever the listing's unit: what filters, sorts and price ratings compare. */
  mileageNumber: number | undefined;
  /** The listing's own unit (docs/product.md §3 Mapped listing); absent means miles. */
  mileageUnit?: MileageUnit;
  /** The reading in `mileageUnit`, as the seller wrote it: what cards and the detail page show. */
  mileageValue?: number;
  fuelType: string | undefined;
  transmission: string | undefined;
  bodyType: string | undefined;
  color: string | undefined;
  condition: string | undefined;
  /** A VIN of the right shape from `vin` or `spec` VIN (src/nostr/vin.ts), in capitals; hostile values are dropped. */
  vin?: string;
  /** The buyer fields from `spec` pairs (src/nostr/car-specs.ts); present only when the listing states at least one. */
  specs?: CarSpecs;
  status: ListingStatus;
  /** `published_at` in unix seconds. */
  publishedAt: number | undefined;
  /** The event's `created_at` in unix seconds. */
  createdAt: number;
  pubkey: string;
  event: NostrEvent;
}

/** Caps applied while reading: long enough for honest listings, short enough to keep layouts intact. */
export const LISTING_LIMITS = {
  title: 200,
  summary: 500,
  description: 20_000,
  location: 200,
  field: 100,
  year: 16,
  mileage: 32,
  images: 20,
  /** Longer `d` values are refused: they end up in URLs and relay filters (and no address may name them). */
  d: LISTING_D_MAX,
} as const;

export const UNTITLED_LISTING = 'Untitled Listing';

/** The first car was built in 1886; two years ahead covers next year's models announced early. */
const YEAR_MIN = 1886;
const YEAR_MAX = CURRENT_YEAR + 2;

/** At most 12 integer digits: rules out exponents, `Infinity`, `NaN`, signs and 1e308-sized values at once. */
const AMOUNT_PATTERN = /^\d{1,12}(?:\.\d{1,8})?$/;
const CURRENCY_PATTERN = /^[A-Z0-9]{2,10}$/;
const FREQUENCY_PATTERN = /^[\p{L} ]{1,20}$/u;
const YEAR_PATTERN = /^\d{4}$/;
const UNIX_SECONDS_PATTERN = /^\d{1,12}$/;

const VALID_CAR_TAGS: ReadonlySet<string> = new Set(CAR_TAGS_VALID);

/** A `t` value in the normal form of the car tags: lowercase, without a plural `s` (`Cars` → `car`). */
export function normalizeCarTag(tag: string): string {
  const lower = tag.trim().toLowerCase();
  if (VALID_CAR_TAGS.has(lower) || !lower.endsWith('s')) return lower;
  const singular = lower.slice(0, -1);
  return VALID_CAR_TAGS.has(singular) ? singular : lower;
}

/**
 * docs/product.md §5 Listing validity: kind 30402 with a `d` and a `title` tag and at least one `t` tag among the car
 * tags, compared after {@link normalizeCarTag}. Tolerates malformed events (returns false instead of throwing).
 * Nothing is guessed from the title: a listing without a car tag is not a car listing.
 */
export function isValidListingEvent(event: NostrEvent): boolean {
  if (typeof event !== 'object' || event === null || event.kind !== KIND.listing) return false;
  if (firstTagValue(event, 'd') === undefined || firstTagValue(event, 'title') === undefined) return false;
  return tagValues(event, 't').some((tag) => VALID_CAR_TAGS.has(normalizeCarTag(tag)));
}

/**
 * Whether the seller hid the listing (the GammaMarkets `visibility` tag used by Plebeian Market and others:
 * `hidden`, or a "not for sale" state). Hidden listings are not shown anywhere.
 */
export function isHiddenListing(event: NostrEvent): boolean {
  const visibility = firstTagValue(event, 'visibility')?.trim().toLowerCase().replace(/[\s_]+/g, '-');
  return visibility === 'hidden' || visibility === 'not-for-sale' || visibility === 'private';
}

type SpecField = 'make' | 'model' | 'year' | 'mileage' | 'fuelType' | 'transmission' | 'bodyType' | 'color' | 'condition';

/** `spec` keys other marketplaces write, after lowercasing and dropping spaces, `-` and `_`. */
const SPEC_KEYS: Readonly<Record<string, SpecField>> = {
  make: 'make',
  brand: 'make',
  manufacturer: 'make',
  model: 'model',
  year: 'year',
  modelyear: 'year',
  mileage: 'mileage',
  odometer: 'mileage',
  fuel: 'fuelType',
  fueltype: 'fuelType',
  transmission: 'transmission',
  gearbox: 'transmission',
  body: 'bodyType',
  bodytype: 'bodyType',
  bodystyle: 'bodyType',
  color: 'color',
  colour: 'color',
  condition: 'condition',
};

/**
 * Vehicle details from GammaMarkets `["spec", key, value]` pairs (Plebeian Market, Conduit), keys compared
 * case-insensitively; the first pair of each field wins. Used only where the dedicated NIP-99 tag is missing.
 */
function parseSpecs(event: NostrEvent): Partial<Record<SpecField, string>> {
  const specs: Partial<Record<SpecField, string>> = {};
  for (const tag of Array.isArray(event.tags) ? event.tags : []) {
    if (!Array.isArray(tag) || tag[0] !== 'spec' || typeof tag[1] !== 'string' || typeof tag[2] !== 'string') continue;
    const field = SPEC_KEYS[tag[1].toLowerCase().replace(/[\s_-]+/g, '')];
    if (field !== undefined && specs[field] === undefined && tag[2].trim() !== '') specs[field] = tag[2];
  }
  return specs;
}

/** GammaMarkets writes ISO 8601 duration letters where NIP-99 writes words. */
const FREQUENCY_LETTERS: Readonly<Record<string, string>> = { H: 'hour', D: 'day', W: 'week', M: 'month', Y: 'year' };

function text(value: string | undefined, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? truncate(trimmed, max).trimEnd() : undefined;
}

function textTag(event: NostrEvent, name: string, max: number = LISTING_LIMITS.field): string | undefined {
  return text(firstTagValue(event, name), max);
}

function parsePrice(event: NostrEvent): { price: ListingPrice; hasPrice: boolean } {
  const tag = firstTag(event, 'price');
  const amountText = tag?.[1]?.trim() ?? '';
  const currencyText = tag?.[2]?.trim().toUpperCase() ?? '';
  const frequencyText = tag?.[3]?.trim() ?? '';

  const currency = currencyText === '' ? DEFAULT_CURRENCY : currencyText;
  const frequency = FREQUENCY_LETTERS[frequencyText] ?? (FREQUENCY_PATTERN.test(frequencyText) ? frequencyText : undefined);
  // A currency we cannot show honestly makes the amount meaningless, so both fall back to 'Price on request'.
  if (!AMOUNT_PATTERN.test(amountText) || !CURRENCY_PATTERN.test(currency)) {
    return { price: { amount: 0, currency: DEFAULT_CURRENCY, frequency }, hasPrice: false };
  }
  return { price: { amount: Number(amountText), currency, frequency }, hasPrice: true };
}

function parseYear(display: string | undefined): number | undefined {
  if (display === undefined || !YEAR_PATTERN.test(display)) return undefined;
  const year = Number(display);
  return year >= YEAR_MIN && year <= YEAR_MAX ? year : undefined;
}

function parseUnixSeconds(value: string | undefined): number | undefined {
  const trimmed = value?.trim();
  return trimmed !== undefined && UNIX_SECONDS_PATTERN.test(trimmed) ? Number(trimmed) : undefined;
}

/** The longest valid `g` tag: Carstr writes precision 5 and its prefixes, other clients one finer hash. */
function parseGeohash(event: NostrEvent): string | undefined {
  let best: string | undefined;
  for (const value of tagValues(event, 'g')) if (isGeohash(value) && value.length > (best?.length ?? 0)) best = value;
  return best;
}

/**
 * A listing's photo URLs as `parseListing` reads them: `image` tags in order, then photos that only an NIP-92
 * `imeta` names (docs/architecture.md §19); safe URLs only, each once, at most 20.
 */
export function listingImages(event: NostrEvent): string[] {
  const images: string[] = [];
  for (const value of [...tagValues(event, 'image'), ...imetaByUrl(event).keys()]) {
    const url = safeUrl(value);
    if (url !== undefined && !images.includes(url)) images.push(url);
    if (images.length >= LISTING_LIMITS.images) break;
  }
  return images;
}

/** `{ specs }` only when the listing states a buyer field, so listings without any keep their shape. */
function carSpecsField(event: NostrEvent): { specs?: CarSpecs } {
  const specs = readCarSpecs(event);
  return specs === undefined ? {} : { specs };
}

/**
 * Maps a kind-30402 event to a {@link CarListing}, or null when it is not a valid car listing (this is the
 * one place invalid events are dropped, docs/architecture.md §6). Never throws: unusable values become `undefined`,
 * 'Price on request' or the defaults of docs/product.md §3, and long text is capped rather than refused.
 */
export function parseListing(event: NostrEvent): CarListing | null {
  if (!isEventShape(event) || !isValidListingEvent(event) || isHiddenListing(event)) return null;
  const d = firstTagValue(event, 'd') ?? '';
  if (d.length > LISTING_LIMITS.d) return null;

  const specs = parseSpecs(event);
  const detail = (name: string, field: SpecField, max: number = LISTING_LIMITS.field) => textTag(event, name, max) ?? text(specs[field], max);
  const year = detail('year', 'year', LISTING_LIMITS.year);
  const mileage = detail('mileage', 'mileage', LISTING_LIMITS.mileage);
  const mileageTag = firstTag(event, 'mileage');
  const reading = readListingMileage(mileageTag?.[1], mileageTag?.[2], specs.mileage);
  // NIP-99 `status`, or a GammaMarkets stock of zero (the seller has none left).
  const sold = firstTagValue(event, 'status')?.trim().toLowerCase() === 'sold' || firstTagValue(event, 'stock')?.trim() === '0';
  const status = sold ? 'sold' : 'active';

  return {
    id: d === '' ? event.id : d,
    d,
    title: textTag(event, 'title', LISTING_LIMITS.title) ?? UNTITLED_LISTING,
    summary: textTag(event, 'summary', LISTING_LIMITS.summary),
    description: truncate(event.content.trim(), LISTING_LIMITS.description),
    ...parsePrice(event),
    location: textTag(event, 'location', LISTING_LIMITS.location),
    geohash: parseGeohash(event),
    images: listingImages(event),
    make: detail('make', 'make'),
    model: detail('model', 'model'),
    year,
    yearNumber: parseYear(year),
    mileage,
    mileageNumber: reading.value === undefined ? undefined : convertMileage(reading.value, reading.unit, 'mi'),
    mileageUnit: reading.unit,
    mileageValue: reading.value,
    fuelType: detail('fuel_type', 'fuelType'),
    transmission: detail('transmission', 'transmission'),
    bodyType: detail('body_type', 'bodyType'),
    color: detail('color', 'color'),
    condition: detail('condition', 'condition'),
    vin: listingVin(event),
    ...carSpecsField(event),
    status,
    publishedAt: parseUnixSeconds(firstTagValue(event, 'published_at')),
    createdAt: event.created_at,
    pubkey: event.pubkey,
    event,
  };
}
