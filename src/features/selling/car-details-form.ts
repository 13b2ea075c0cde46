import { z } from 'zod';

import {
  CAR_SPEC_RANGES,
  DRIVETRAINS,
  REGISTRATION_YEAR_MAX,
  REGISTRATION_YEAR_MIN,
  SELLER_TYPES,
  SERVICE_HISTORIES,
} from '@/nostr/car-spec-values';
import { EQUIPMENT_CHECKLIST, type CarSpecs } from '@/nostr/car-specs';

/**
 * The form's 'More details' (docs/product.md §2 'List Your Car for Sale'): the optional fields buyers ask about,
 * held as text like the rest of the form ('' = not stated) and turned into `CarSpecs` on publish
 * (docs/product.md §3 Car details as spec pairs).
 */

export const CAR_DETAIL_MESSAGES = {
  power: `Power must be a whole number from ${CAR_SPEC_RANGES.powerKw.min} to ${CAR_SPEC_RANGES.powerKw.max} kW`,
  engineSize: `Engine size must be a whole number from ${CAR_SPEC_RANGES.engineCc.min} to 20,000 cc`,
  registrationYear: 'Choose the year of first registration',
  previousOwners: `Previous owners must be a whole number from ${CAR_SPEC_RANGES.previousOwners.min} to ${CAR_SPEC_RANGES.previousOwners.max}`,
  doors: `Doors must be a whole number from ${CAR_SPEC_RANGES.doors.min} to ${CAR_SPEC_RANGES.doors.max}`,
  seats: `Seats must be a whole number from ${CAR_SPEC_RANGES.seats.min} to ${CAR_SPEC_RANGES.seats.max}`,
} as const;

const ACCIDENT_FREE_VALUES = ['yes', 'no'] as const;
const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1));

/** Years offered for first registration, newest first. */
export const REGISTRATION_YEARS = Array.from({ length: REGISTRATION_YEAR_MAX - REGISTRATION_YEAR_MIN + 1 }, (_, index) => String(REGISTRATION_YEAR_MAX - index));
export const REGISTRATION_MONTHS = MONTHS;

/** Which choice fields take which values; '' is "not stated". */
export const CAR_DETAIL_CHOICES = {
  drivetrain: DRIVETRAINS,
  serviceHistory: SERVICE_HISTORIES,
  accidentFree: ACCIDENT_FREE_VALUES,
  sellerType: SELLER_TYPES,
} as const;

const M = CAR_DETAIL_MESSAGES;

function wholeNumber(range: { min: number; max: number }, message: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{1,6}$/.test(value) && Number(value) >= range.min && Number(value) <= range.max), message);
}

const choice = (options: readonly string[]) => z.string().refine((value) => value === '' || options.includes(value));

export const carDetailsSchema = z
  .object({
    powerKw: wholeNumber(CAR_SPEC_RANGES.powerKw, M.power),
    engineCc: wholeNumber(CAR_SPEC_RANGES.engineCc, M.engineSize),
    registrationMonth: choice(MONTHS),
    registrationYear: choice(REGISTRATION_YEARS),
    previousOwners: wholeNumber(CAR_SPEC_RANGES.previousOwners, M.previousOwners),
    drivetrain: choice(DRIVETRAINS),
    doors: wholeNumber(CAR_SPEC_RANGES.doors, M.doors),
    seats: wholeNumber(CAR_SPEC_RANGES.seats, M.seats),
    serviceHistory: choice(SERVICE_HISTORIES),
    accidentFree: choice(ACCIDENT_FREE_VALUES),
    sellerType: choice(SELLER_TYPES),
    /** Checklist items and, on an edit, a peer's own items, kept as they were. */
    equipment: z.array(z.string()),
  })
  .superRefine((values, context) => {
    // A month alone says nothing; the year is what buyers read.
    if (values.registrationMonth !== '' && values.registrationYear === '') {
      context.addIssue({ code: 'custom', path: ['registrationYear'], message: M.registrationYear });
    }
  });

export type CarDetailsValues = z.input<typeof carDetailsSchema>;
export type CarDetailsTextField = Exclude<keyof CarDetailsValues, 'equipment'>;

export function emptyCarDetails(): CarDetailsValues {
  return {
    powerKw: '',
    engineCc: '',
    registrationMonth: '',
    registrationYear: '',
    previousOwners: '',
    drivetrain: '',
    doors: '',
    seats: '',
    serviceHistory: '',
    accidentFree: '',
    sellerType: '',
    equipment: [],
  };
}

const TEXT_FIELDS = Object.keys(emptyCarDetails()).filter((key): key is CarDetailsTextField => key !== 'equipment');

function count(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.trim());
}

function pick<T extends string>(options: readonly T[], value: string): T | undefined {
  return options.find((option) => option === value);
}

/** The validated section as `CarSpecs`; undefined when the seller stated nothing. */
export function toCarSpecs(values: CarDetailsValues): CarSpecs | undefined {
  const year = count(values.registrationYear);
  const specs: CarSpecs = {
    powerKw: count(values.powerKw),
    engineCc: count(values.engineCc),
    firstRegistration: year === undefined ? undefined : { year, month: count(values.registrationMonth) },
    previousOwners: count(values.previousOwners),
    drivetrain: pick(DRIVETRAINS, values.drivetrain),
    doors: count(values.doors),
    seats: count(values.seats),
    serviceHistory: pick(SERVICE_HISTORIES, values.serviceHistory),
    accidentFree: values.accidentFree === '' ? undefined : values.accidentFree === 'yes',
    equipment: values.equipment.length > 0 ? [...values.equipment] : undefined,
    sellerType: pick(SELLER_TYPES, values.sellerType),
  };
  const stated = Object.fromEntries(Object.entries(specs).filter(([, value]) => value !== undefined)) as CarSpecs;
  return Object.keys(stated).length > 0 ? stated : undefined;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The section filled from a listing's specs, for 'Edit' (a peer's unknown equipment items included). */
export function carDetailsFromSpecs(specs: CarSpecs | undefined): CarDetailsValues {
  if (specs === undefined) return emptyCarDetails();
  return {
    powerKw: text(specs.powerKw),
    engineCc: text(specs.engineCc),
    registrationMonth: text(specs.firstRegistration?.month),
    registrationYear: text(specs.firstRegistration?.year),
    previousOwners: text(specs.previousOwners),
    drivetrain: specs.drivetrain ?? '',
    doors: text(specs.doors),
    seats: text(specs.seats),
    serviceHistory: specs.serviceHistory ?? '',
    accidentFree: specs.accidentFree === undefined ? '' : specs.accidentFree ? 'yes' : 'no',
    sellerType: specs.sellerType ?? '',
    equipment: [...(specs.equipment ?? [])],
  };
}

/** Equipment items a stored draft may hold: strings of a sane size, each once, at most 40. */
function draftEquipment(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const items = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '' && item.length <= 60);
  return [...new Set(items)].slice(0, 40);
}

/**
 * The section from a stored draft (src/features/selling/listing-draft.ts): a value of the wrong type, a choice
 * outside its options or an overlong text falls back to "not stated"; never throws.
 */
export function parseCarDetailsDraft(stored: unknown): CarDetailsValues {
  const values = emptyCarDetails();
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return values;
  const record = stored as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.length <= 20) values[field] = value;
  }
  values.equipment = draftEquipment(record.equipment);
  // Keep only what the schema could accept as a choice, so a restored draft never shows an impossible one.
  for (const [field, options] of Object.entries(CAR_DETAIL_CHOICES) as [keyof typeof CAR_DETAIL_CHOICES, readonly string[]][]) {
    if (!options.includes(values[field])) values[field] = '';
  }
  if (!MONTHS.includes(values.registrationMonth)) values.registrationMonth = '';
  if (!REGISTRATION_YEARS.includes(values.registrationYear)) values.registrationYear = '';
  return values;
}

export function isBlankCarDetails(values: CarDetailsValues): boolean {
  return values.equipment.length === 0 && TEXT_FIELDS.every((field) => values[field].trim() === '');
}

export { EQUIPMENT_CHECKLIST };
