import { DEFAULT_CURRENCY } from '@/config/car-options';
import { KIND } from '@/config/constants';
import { safeUrl } from '@/lib/safe-url';

import { carSpecTags, type CarSpecs } from './car-specs';
import type { EventTemplate } from './event';
import { buildImetaTag, parseImetaTag, photoAlt } from './imeta';
import type { MileageUnit } from './mileage';
import { geohashPrefixes, isGeohash, LISTING_GEOHASH_PRECISION } from './geohash';
import { normalizeVin } from './vin';

/** What the listing form hands over (docs/product.md §2 'List Your Car for Sale'); the form has validated it already. */
export interface ListingInput {
  title: string;
  summary?: string;
  description: string;
  /** Numeric text as typed, kept as text (docs/product.md §5). */
  price: string;
  currency: string;
  /** Billing period for leases and rentals; the sale form leaves it out. */
  frequency?: string;
  location: string;
  /** The picked city's geohash (docs/product.md §3 Car listing); published cut to precision 5, never finer. */
  geohash?: string;
  make: string;
  model: string;
  year: string;
  mileage: string;
  /** The odometer's unit (docs/product.md §3 Car listing); miles when not given, as before the form asked. */
  mileageUnit?: MileageUnit;
  fuelType: string;
  transmission: string;
  bodyType: string;
  color: string;
  condition: string;
  /** Optional; the form has checked it (src/nostr/vin.ts). Published as `["spec", "VIN", value]`. */
  vin?: string;
  /** The optional buyer fields (docs/product.md §3 Car details as spec pairs), written as `spec` pairs after the others. */
  specs?: CarSpecs;
  /** Uploaded photo URLs, in display order. */
  images: readonly string[];
  /** NIP-92 `imeta` tags of the uploaded photos (by their `url`); a photo without one gets only its `image` tag. */
  imeta?: readonly (readonly string[])[];
}

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const ID_RANDOM_LENGTH = 9;

/**
 * `car-<timestamp ms>-<9 base-36 characters>` (docs/product.md §9). The `d` tag only has to be unique per author, so
 * a millisecond timestamp plus ~46 random bits is ample; `random` is injectable for deterministic tests.
 */
export function generateListingId(nowMs: number, random: () => number = Math.random): string {
  let suffix = '';
  for (let index = 0; index < ID_RANDOM_LENGTH; index += 1) {
    const value = random();
    // A misbehaving source (NaN, out of [0, 1)) must still give an id of the documented shape.
    const position = Number.isFinite(value) ? Math.floor(value * ID_ALPHABET.length) : 0;
    suffix += ID_ALPHABET[Math.min(ID_ALPHABET.length - 1, Math.max(0, position))];
  }
  return `car-${Math.floor(nowMs)}-${suffix}`;
}

export interface BuildListingOptions {
  /** Makes the `d` tag of a new listing; defaults to {@link generateListingId}. */
  generateId?: (nowMs: number) => string;
  /** An edit keeps its listing's `d` (a new version replaces the old one, NIP-01 addressable events)… */
  d?: string;
  /** …and its original `published_at` (NIP-99), so "listed N days ago" survives edits. */
  publishedAt?: number;
  /** `sold` when the seller marked the car sold; new listings are `active`. */
  status?: 'active' | 'sold';
}

/**
 * GammaMarkets `spec` pairs (read by Plebeian Market and Conduit, which know no NIP-99 vehicle tags), in the
 * lowercase kebab-case of that spec's example. Mileage carries its unit ('120000 km').
 */
function specTags(input: ListingInput): string[][] {
  const mileage = input.mileage.trim();
  const unit = input.mileageUnit ?? 'mi';
  const pairs: [string, string][] = [
    ['make', input.make],
    ['model', input.model],
    ['year', input.year],
    ['mileage', mileage === '' ? '' : `${mileage} ${unit}`],
    ['fuel-type', input.fuelType],
    ['transmission', input.transmission],
    ['body-type', input.bodyType],
    ['color', input.color],
    ['condition', input.condition],
    // Upper case as the VIN is written on the car; GammaMarkets readers show a spec key as it is.
    ['VIN', normalizeVin(input.vin ?? '')],
  ];
  return pairs.map(([key, value]) => ['spec', key, value.trim()]).filter(([, , value]) => value !== '');
}

/**
 * One `image` tag per photo, each followed by its NIP-92 `imeta` when the upload described it, with `alt`
 * written from the title and the photo's position (docs/product.md §3), and then by an `x` tag with the file's
 * hash: relays index only single-letter tags, so `#x` finds the listings that show a photo (docs/product.md §2
 * Trust: photo reuse and seller facts).
 */
function imageTags(images: readonly string[], input: ListingInput): string[][] {
  const known = new Map((input.imeta ?? []).map((tag) => parseImetaTag(tag)).filter((meta) => meta !== undefined).map((meta) => [meta.url, meta]));
  return images.flatMap((url, index) => {
    const meta = known.get(url);
    const image = ['image', url];
    if (!meta) return [image];
    const imeta = buildImetaTag({ ...meta, alt: photoAlt(input.title, index + 1, images.length) });
    return meta.x === undefined ? [image, imeta] : [image, imeta, ['x', meta.x]];
  });
}

/**
 * The unsigned kind-30402 event for a listing (new, or a new version of one with `options.d`), tags in the
 * order of docs/product.md §3: d, title, summary (only when given), price, location, `g` geohashes (precision 5
 * and its prefixes, only when a city was picked), published_at, one image
 * per photo (each followed by its `imeta` when known), the vehicle details, status and the `t` tags automobile, car, lowercase make, lowercase
 * model and lowercase body type (each once). Then, for other marketplaces (docs/product.md §3 Car listing): `stock` 1 (0 when
 * sold), `type` simple physical, and `spec` pairs for the vehicle details. Text is trimmed; photo URLs that
 * are not http(s) are dropped and duplicates removed.
 */
export function buildListingEvent(input: ListingInput, nowMs: number, options: BuildListingOptions = {}): EventTemplate {
  const createdAt = Math.floor(nowMs / 1000);
  const d = options.d ?? (options.generateId ?? generateListingId)(nowMs);
  const status = options.status ?? 'active';
  const summary = input.summary?.trim() ?? '';
  const frequency = input.frequency?.trim() ?? '';
  const currency = input.currency.trim().toUpperCase() || DEFAULT_CURRENCY;

  const price = ['price', input.price.trim(), currency];
  if (frequency !== '') price.push(frequency);

  const images = [...new Set(input.images.map(safeUrl).filter((url) => url !== undefined))];
  const geohash = input.geohash?.trim().slice(0, LISTING_GEOHASH_PRECISION) ?? '';
  // Most precise first: a client that reads only the first `g` gets the full precision.
  const geohashTags = isGeohash(geohash) ? geohashPrefixes(geohash).map((prefix) => ['g', prefix]) : [];

  const details: [string, string][] = [
    ['make', input.make],
    ['model', input.model],
    ['year', input.year],
    ['mileage', input.mileage],
    ['fuel_type', input.fuelType],
    ['transmission', input.transmission],
    ['body_type', input.bodyType],
    ['color', input.color],
    ['condition', input.condition],
  ];

  // The model too (issue 31): relays match `#t` exactly, so other clients and relay queries find the car by it.
  const topics = ['automobile', 'car', input.make, input.model, input.bodyType].map((topic) => topic.trim().toLowerCase());

  const tags: string[][] = [
    ['d', d],
    ['title', input.title.trim()],
    ...(summary === '' ? [] : [['summary', summary]]),
    price,
    ['location', input.location.trim()],
    ...geohashTags,
    ['published_at', String(options.publishedAt ?? createdAt)],
    ...imageTags(images, input),
    // The unit as a third element (docs/product.md §3 Car listing): readers of the number alone keep working.
    ...details.map(([name, value]) => (name === 'mileage' && value.trim() !== '' ? [name, value.trim(), input.mileageUnit ?? 'mi'] : [name, value.trim()])),
    ['status', status],
    ...[...new Set(topics)].filter((topic) => topic !== '').map((topic) => ['t', topic]),
    ['stock', status === 'sold' ? '0' : '1'],
    ['type', 'simple', 'physical'],
    ...specTags(input),
    ...carSpecTags(input.specs),
  ];

  return { kind: KIND.listing, content: input.description.trim(), tags, created_at: createdAt };
}
