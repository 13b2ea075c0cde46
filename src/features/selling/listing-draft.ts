import { BODY_TYPES, CONDITIONS, CURRENCIES, FORM_MAKES, FUEL_TYPES, TRANSMISSIONS } from '@/config/car-options';
import { STORAGE_KEYS } from '@/config/constants';
import { safeUrl } from '@/lib/safe-url';

import type { ImageMeta } from '@/nostr/imeta';
import { MILEAGE_UNITS } from '@/nostr/mileage';

import { isBlankCarDetails, parseCarDetailsDraft } from './car-details-form';
import { emptyListingForm, MAX_LISTING_PHOTOS, type ListingFormValues, type ListingTextField } from './listing-form-schema';
import { photoDetailsFor, withPhoto } from './photo-values';

/**
 * The unsent listing form kept in localStorage so that a reload, a crash or a failed publish loses nothing.
 * Stored as `{ version, savedAt, values }`. One draft per browser, not per account: a seller who switches
 * accounts to publish under another identity keeps what they typed.
 */
export const LISTING_DRAFT_VERSION = 1;

/**
 * Longest text kept per field. Well above the form's limits, so a seller who pasted too much gets their text
 * back to shorten it, yet a hostile or corrupt value cannot freeze the form.
 */
export const DRAFT_TEXT_LIMIT = 10_000;
/** A stored draft longer than this is not even parsed. */
export const DRAFT_RAW_LIMIT = 256 * 1024;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const SELECT_OPTIONS: Partial<Record<ListingTextField, readonly string[]>> = {
  currency: CURRENCIES,
  mileageUnit: MILEAGE_UNITS,
  make: FORM_MAKES,
  fuelType: FUEL_TYPES,
  transmission: TRANSMISSIONS,
  bodyType: BODY_TYPES,
  condition: CONDITIONS,
};

const TEXT_FIELDS = Object.keys(emptyListingForm()).filter(
  (key): key is ListingTextField => key !== 'images' && key !== 'imeta' && key !== 'details',
);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Valid, distinct http(s) photo URLs, at most the form's maximum; anything else is dropped. */
function parsePhotos(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const photos: string[] = [];
  for (const item of value) {
    const url = safeUrl(item);
    if (url !== undefined && !photos.includes(url)) photos.push(url);
    if (photos.length >= MAX_LISTING_PHOTOS) break;
  }
  return photos;
}

/**
 * Form values from a stored draft, or undefined when there is none worth restoring. Never throws: a field
 * with the wrong type, an oversized text, a select value outside its options or an unsafe photo URL falls
 * back to that field's default while the rest of the draft is kept.
 */
export function parseListingDraft(raw: string | null): ListingFormValues | undefined {
  if (raw === null || raw.length > DRAFT_RAW_LIMIT) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || parsed.version !== LISTING_DRAFT_VERSION || !isRecord(parsed.values)) return undefined;
  const stored = parsed.values;
  const values = emptyListingForm();
  for (const field of TEXT_FIELDS) {
    const value = stored[field];
    if (typeof value !== 'string' || value.length > DRAFT_TEXT_LIMIT) continue;
    const options = SELECT_OPTIONS[field];
    if (options === undefined || options.includes(value)) values[field] = value;
  }
  values.details = parseCarDetailsDraft(stored.details);
  values.images = parsePhotos(stored.images);
  values.imeta = photoDetailsFor(values.images, stored.imeta);
  return isBlankListingForm(values) ? undefined : values;
}

export function serializeListingDraft(values: ListingFormValues, nowMs: number): string {
  return JSON.stringify({ version: LISTING_DRAFT_VERSION, savedAt: nowMs, values });
}

/** True when the form holds nothing the user typed or uploaded (the defaults do not count). */
export function isBlankListingForm(values: ListingFormValues): boolean {
  const empty = emptyListingForm();
  return values.images.length === 0 && isBlankCarDetails(values.details) && TEXT_FIELDS.every((field) => values[field].trim() === empty[field]);
}

export function loadListingDraft(storage: StorageLike | undefined): ListingFormValues | undefined {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(STORAGE_KEYS.listingDraft) ?? null;
  } catch {
    return undefined;
  }
  const values = parseListingDraft(raw);
  if (raw !== null && values === undefined) console.warn('[selling] Ignoring the stored listing draft: it is empty or unreadable.');
  return values;
}

/** Saves the draft, or removes it when the form is blank. Storage failures (quota, private mode) only warn. */
export function saveListingDraft(storage: StorageLike | undefined, values: ListingFormValues, nowMs: number = Date.now()): void {
  try {
    if (isBlankListingForm(values)) storage?.removeItem(STORAGE_KEYS.listingDraft);
    else storage?.setItem(STORAGE_KEYS.listingDraft, serializeListingDraft(values, nowMs));
  } catch (error) {
    console.warn('[selling] Could not save the listing draft.', error);
  }
}

export function clearListingDraft(storage: StorageLike | undefined): void {
  try {
    storage?.removeItem(STORAGE_KEYS.listingDraft);
  } catch (error) {
    console.warn('[selling] Could not remove the listing draft.', error);
  }
}

/** Adds a photo to the stored draft; used when an upload finishes while no form is on screen. */
export function addPhotoToStoredDraft(storage: StorageLike | undefined, photo: ImageMeta): void {
  const values = loadListingDraft(storage) ?? emptyListingForm();
  const photos = withPhoto(values, photo);
  if (photos) saveListingDraft(storage, { ...values, ...photos });
}
