/**
 * Odometer units (docs/product.md §3 Mapped listing, Mileage and units): a listing says its unit in the third
 * element of its `mileage` tag, a suffix of the value ('87000 km') or its `spec` mileage pair; without any of
 * them it counts in miles, as Carstr's listings did before the unit was written.
 */
export const MILEAGE_UNITS = ['km', 'mi'] as const;
export type MileageUnit = (typeof MILEAGE_UNITS)[number];

/** The international mile (docs/product.md §3 Mapped listing). */
export const KM_PER_MILE = 1.609344;

/** Beyond ten million miles (or kilometres) a figure is a typo or an attack, not an odometer reading. */
const READING_MAX = 10_000_000;
const READING_PATTERN = /^\d{1,9}(?:\.\d{1,3})?$/;

/** Unit words as sellers write them, lowercased without dots. */
const UNIT_WORDS: Readonly<Record<string, MileageUnit>> = {
  km: 'km',
  kms: 'km',
  kilometer: 'km',
  kilometers: 'km',
  kilometre: 'km',
  kilometres: 'km',
  mi: 'mi',
  mile: 'mi',
  miles: 'mi',
};

export function isMileageUnit(value: unknown): value is MileageUnit {
  return value === 'km' || value === 'mi';
}

/** A unit word ('km', 'Miles', 'kilometres'), or undefined for anything else. */
export function mileageUnitOf(word: unknown): MileageUnit | undefined {
  return typeof word === 'string' ? UNIT_WORDS[word.trim().toLowerCase().replace(/\./g, '')] : undefined;
}

interface Reading {
  value: number | undefined;
  unit: MileageUnit | undefined;
}

/** '120000', '120,000', '120 000', '87000 km', '64000 mi': the number and the unit its suffix names. Hostile tags may hold anything. */
export function parseMileageText(text: unknown): Reading {
  if (typeof text !== 'string') return { value: undefined, unit: undefined };
  const compact = text.replace(/[\s,_]/g, '');
  const suffix = /[a-z.]+$/i.exec(compact)?.[0];
  const unit = mileageUnitOf(suffix);
  const digits = unit === undefined ? compact : compact.slice(0, -(suffix?.length ?? 0));
  if (!READING_PATTERN.test(digits)) return { value: undefined, unit };
  const value = Number(digits);
  return { value: value <= READING_MAX ? value : undefined, unit };
}

export interface ListingMileage {
  /** The reading in the listing's own unit. */
  value: number | undefined;
  unit: MileageUnit;
}

/**
 * A listing's reading and unit from its `mileage` tag (value and third element) and its `spec` mileage text.
 * The tag's value is read first, the spec pair's only without it; the unit comes from the tag's third
 * element, then the value's suffix, then the spec pair's suffix, else miles.
 */
export function readListingMileage(tagValue: unknown, tagUnit: unknown, specText: unknown): ListingMileage {
  const fromTag = parseMileageText(tagValue);
  const fromSpec = parseMileageText(specText);
  const hasTagValue = typeof tagValue === 'string' && tagValue.trim() !== '';
  const value = hasTagValue ? fromTag.value : fromSpec.value;
  const unit = mileageUnitOf(tagUnit) ?? fromTag.unit ?? fromSpec.unit ?? 'mi';
  return { value, unit };
}

/** `value` in `from` units, expressed in `to` units (unrounded). */
export function convertMileage(value: number, from: MileageUnit, to: MileageUnit): number {
  if (from === to) return value;
  return from === 'km' ? value / KM_PER_MILE : value * KM_PER_MILE;
}

/**
 * The unit a viewer in `locale` counts in: miles in the United States and the United Kingdom, kilometres
 * elsewhere (docs/product.md §2 Units). A locale without a region gets its likely one ('en' → US, 'de' → DE).
 */
export function regionMileageUnit(locale: string | undefined): MileageUnit {
  if (locale === undefined || locale.trim() === '') return 'mi';
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = /[-_]([a-z]{2})\b/i.exec(locale)?.[1];
  }
  const upper = region?.toUpperCase();
  return upper === 'US' || upper === 'GB' ? 'mi' : 'km';
}

/**
 * The seller's mileage text without its unit word ('87,000 km' → '87000', '45,000' stays), for a form or a
 * rebuilt tag that writes the unit apart.
 */
export function readingWithoutUnit(text: string | undefined, value: number | undefined): string {
  if (text === undefined) return '';
  return value !== undefined && /[a-z]/i.test(text) ? String(value) : text;
}
