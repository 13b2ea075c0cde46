import { CURRENT_YEAR } from '@/config/car-options';
import { MAKE_ALIASES, WMI_MAKES } from '@/config/vin-wmi';

import { tagValues, type NostrEvent } from './event';

/**
 * Vehicle identification numbers (ISO 3779; docs/product.md §3 Car listing, §5 Validation): 17 letters and
 * digits, never I, O or Q (they read like 1 and 0). Pure, so the sell form, the listing reader and the detail
 * page share one rule.
 */

export const VIN_LENGTH = 17;
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Position 9's check digit: the letters' values (ISO 3779 / 49 CFR 565), digits count as themselves. */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Position 10's model-year letters, from 1980 (A) on, in a 30-year cycle (I, O, Q, U, Z and 0 are never used). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const YEAR_CODE_BASE = 1980;
const YEAR_CYCLE = 30;

export const VIN_MESSAGES = {
  length: `A VIN has ${VIN_LENGTH} characters`,
  characters: 'A VIN has only letters and digits, never I, O or Q',
  checkDigit: "This VIN's check digit doesn't match: check for a typo.",
} as const;

/** What a seller typed, as a VIN is written: without spaces or dashes, in capitals. */
export function normalizeVin(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

export function isVinShape(value: string): boolean {
  return VIN_PATTERN.test(value);
}

/** Vehicles built for North America (first character 1–5) must carry a valid check digit; elsewhere it is optional. */
export function isNorthAmericanVin(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

/** The check digit a VIN of the right shape should carry at position 9 ('0'–'9' or 'X' for 10). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index += 1) {
    const character = vin[index] ?? '0';
    const value = /\d/.test(character) ? Number(character) : (LETTER_VALUES[character] ?? 0);
    sum += value * (WEIGHTS[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function hasValidCheckDigit(vin: string): boolean {
  return isVinShape(vin) && vin[8] === vinCheckDigit(vin);
}

/**
 * Why a VIN typed in the sell form cannot be published, or undefined when it can (an empty field is fine: the
 * VIN is optional). The check digit is verified only where it is mandatory: on North American VINs.
 */
export function vinProblem(typed: string): string | undefined {
  const vin = normalizeVin(typed);
  if (vin === '') return undefined;
  if (/[^A-Z0-9]/.test(vin) || /[IOQ]/.test(vin)) return VIN_MESSAGES.characters;
  if (vin.length !== VIN_LENGTH) return VIN_MESSAGES.length;
  if (isNorthAmericanVin(vin) && !hasValidCheckDigit(vin)) return VIN_MESSAGES.checkDigit;
  return undefined;
}

/**
 * A listing's VIN: a `["vin", value]` tag, else a GammaMarkets `["spec", "VIN", value]` pair (key compared
 * case-insensitively), the first value of the right shape (trimmed, in capitals). Anything else, a hostile
 * value included, is dropped: a VIN is shown and decoded only when it can be one.
 */
export function listingVin(event: NostrEvent): string | undefined {
  const specs = (Array.isArray(event.tags) ? event.tags : [])
    .filter((tag) => Array.isArray(tag) && tag[0] === 'spec' && typeof tag[1] === 'string' && tag[1].trim().toLowerCase() === 'vin')
    .map((tag) => tag[2]);
  for (const value of [...tagValues(event, 'vin'), ...specs]) {
    if (typeof value !== 'string' || value.length > VIN_LENGTH + 8) continue;
    const vin = value.trim().toUpperCase();
    if (isVinShape(vin)) return vin;
  }
  return undefined;
}

/** The make a VIN's manufacturer code (its first three characters) names, when it is one of the makes the app knows. */
export function vinMake(vin: string): string | undefined {
  return WMI_MAKES[vin.slice(0, 3)];
}

function makeKey(make: string): string {
  return make.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** A make in one comparable form: 'mercedes benz', 'Mercedes-Benz' and 'Benz' all read 'mercedesbenz'. */
function canonicalMake(make: string): string {
  const alias = MAKE_ALIASES[makeKey(make)];
  return makeKey(alias ?? make);
}

/**
 * The make the VIN names when it is not the listed one (docs/product.md §2 Listing detail: "The VIN belongs to
 * a {Make}, not a {listed make}."); undefined when they agree, or when either is unknown.
 */
export function vinMakeMismatch(vin: string, listedMake: string | undefined): string | undefined {
  const fromVin = vinMake(vin);
  if (fromVin === undefined || listedMake === undefined || listedMake.trim() === '') return undefined;
  return canonicalMake(fromVin) === canonicalMake(listedMake) ? undefined : fromVin;
}

/**
 * The model year position 10 gives, or undefined when it holds no year code. The code repeats every 30 years
 * ('L' is 1990 and 2020), so the year chosen is the one closest to the listing's stated year, or without one
 * the latest that is not after next year (a car cannot be a model of further ahead).
 */
export function vinModelYear(vin: string, listedYear?: number, currentYear: number = CURRENT_YEAR): number | undefined {
  const index = YEAR_CODES.indexOf(vin[9] ?? '');
  if (index < 0 || !isVinShape(vin)) return undefined;
  const latest = currentYear + 1;
  const candidates: number[] = [];
  for (let year = YEAR_CODE_BASE + index; year <= latest; year += YEAR_CYCLE) candidates.push(year);
  if (listedYear === undefined) return candidates.at(-1);
  return candidates.reduce((best, year) => (Math.abs(year - listedYear) < Math.abs(best - listedYear) ? year : best));
}
