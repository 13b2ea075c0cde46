import { z } from 'zod';

import {
  BODY_TYPES,
  CONDITIONS,
  CURRENCIES,
  DEFAULT_CONDITION,
  DEFAULT_CURRENCY,
  FUEL_TYPES,
  TRANSMISSIONS,
} from '@/config/car-options';
import type { ListingInput } from '@/nostr/listing-builder';
import { regionMileageUnit, type MileageUnit } from '@/nostr/mileage';
import { normalizeVin, vinProblem } from '@/nostr/vin';

import { carDetailsSchema, emptyCarDetails, toCarSpecs } from './car-details-form';

/** The docs/product.md §5 listing form messages, verbatim. */
export const LISTING_FORM_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be less than 100 characters',
  summaryTooLong: 'Summary must be less than 200 characters',
  descriptionTooShort: 'Description must be at least 10 characters',
  descriptionTooLong: 'Description must be less than 2000 characters',
  priceRequired: 'Price is required',
  currencyRequired: 'Currency is required',
  locationRequired: 'Location is required',
  makeRequired: 'Make is required',
  modelRequired: 'Model is required',
  yearRequired: 'Year is required',
  yearFormat: 'Year must be 4 digits',
  mileageRequired: 'Mileage is required',
  fuelTypeRequired: 'Fuel type is required',
  transmissionRequired: 'Transmission is required',
  bodyTypeRequired: 'Body type is required',
  colorRequired: 'Color is required',
  conditionRequired: 'Condition is required',
  /**
   * Beyond the required-price rule of docs/product.md §5: a value such as '1e5' or '-3' passes a number input but
   * readers show it as 'Price on request', so the seller would lose the price without noticing.
   */
  priceFormat: 'Enter the price as a plain number, like 25000',
} as const;

export const LISTING_TEXT_LIMITS = { title: 100, summary: 200, descriptionMin: 10, description: 2000 } as const;

/** Readers show at most 20 photos (LISTING_LIMITS.images), so the form stops there too. */
export const MAX_LISTING_PHOTOS = 20;

/** The shape readers accept as a price amount (see parsePrice in nostr/listing.ts). */
const PRICE_PATTERN = /^\d{1,12}(?:\.\d{1,8})?$/;
const YEAR_LENGTH = 4;
const YEAR_PATTERN = /^\d{4}$/;

const M = LISTING_FORM_MESSAGES;

const requiredText = (message: string) => z.string().trim().min(1, message);

/** A select: its value must be one of the docs/product.md §9 options; the empty placeholder reads as "required". */
const oneOf = (options: readonly string[], message: string) =>
  z.string().refine((value) => options.includes(value), message);

/**
 * docs/product.md §5 listing form rules. Text is trimmed before the checks, so a title of spaces is "required". Year:
 * shorter than 4 characters is 'Year is required'; longer, or 4 characters that are not all digits, is
 * 'Year must be 4 digits'. Price stays text, as typed (docs/product.md §5).
 */
export const listingFormSchema = z.object({
  title: requiredText(M.titleRequired).max(LISTING_TEXT_LIMITS.title, M.titleTooLong),
  location: requiredText(M.locationRequired),
  /** The picked city's geohash, precision 5 (docs/product.md §3 Car listing); '' when the place was typed freely. */
  geohash: z.string(),
  summary: z.string().trim().max(LISTING_TEXT_LIMITS.summary, M.summaryTooLong),
  description: z
    .string()
    .trim()
    .min(LISTING_TEXT_LIMITS.descriptionMin, M.descriptionTooShort)
    .max(LISTING_TEXT_LIMITS.description, M.descriptionTooLong),
  price: requiredText(M.priceRequired).regex(PRICE_PATTERN, M.priceFormat),
  currency: oneOf(CURRENCIES, M.currencyRequired),
  /**
   * A make of the list or 'Other' when typed (the picker offers only those), or the make text of the listing
   * being edited, which is kept even when the list lacks it (docs/product.md §2 Edit listing).
   */
  make: requiredText(M.makeRequired),
  model: requiredText(M.modelRequired),
  year: z
    .string()
    .trim()
    .refine((value) => value.length >= YEAR_LENGTH, M.yearRequired)
    .refine((value) => value.length < YEAR_LENGTH || YEAR_PATTERN.test(value), M.yearFormat),
  mileage: requiredText(M.mileageRequired),
  /** 'km' or 'mi' (docs/product.md §2 'List Your Car for Sale'); anything else, from an old draft, reads as miles. */
  mileageUnit: z.string().transform((value): MileageUnit => (value === 'km' ? 'km' : 'mi')),
  fuelType: oneOf(FUEL_TYPES, M.fuelTypeRequired),
  transmission: oneOf(TRANSMISSIONS, M.transmissionRequired),
  bodyType: oneOf(BODY_TYPES, M.bodyTypeRequired),
  color: requiredText(M.colorRequired),
  condition: oneOf(CONDITIONS, M.conditionRequired),
  /**
   * Optional (issue 30): 17 characters without I, O or Q, and on a North American VIN a matching check digit
   * (src/nostr/vin.ts says which message); published in capitals without spaces or dashes.
   */
  vin: z
    .string()
    .superRefine((value, context) => {
      const problem = vinProblem(value);
      if (problem !== undefined) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalizeVin),
  /** 'More details': the optional fields buyers ask about (docs/product.md §3 Car details as spec pairs). */
  details: carDetailsSchema,
  /** Uploaded photo URLs in display order; uploads are checked when they finish, not here. */
  images: z.array(z.string()).max(MAX_LISTING_PHOTOS),
  /** NIP-92 `imeta` tags of the uploaded photos (matched to `images` by URL), as the uploads described them. */
  imeta: z.array(z.array(z.string())).max(MAX_LISTING_PHOTOS),
});

/** What the form holds while the user types: every field as text (selects start empty), photos as URLs. */
export type ListingFormValues = z.input<typeof listingFormSchema>;
export type ListingFormOutput = z.output<typeof listingFormSchema>;
export type ListingTextField = Exclude<keyof ListingFormValues, 'images' | 'imeta' | 'details'>;

/** A fresh form: empty, with the defaults USD and Good (docs/product.md §9). */
export function emptyListingForm(): ListingFormValues {
  return {
    title: '',
    location: '',
    geohash: '',
    summary: '',
    description: '',
    price: '',
    currency: DEFAULT_CURRENCY,
    make: '',
    model: '',
    year: '',
    mileage: '',
    // The seller's region decides (docs/product.md §2 Units): miles in the US and the UK, kilometres elsewhere.
    mileageUnit: regionMileageUnit(globalThis.navigator?.language),
    fuelType: '',
    transmission: '',
    bodyType: '',
    color: '',
    condition: DEFAULT_CONDITION,
    vin: '',
    details: emptyCarDetails(),
    images: [],
    imeta: [],
  };
}

/** Validated form values in the shape `buildListingEvent` takes. An empty summary is left out. */
export function toListingInput({ details, ...values }: ListingFormOutput): ListingInput {
  return {
    ...values,
    specs: toCarSpecs(details),
    summary: values.summary === '' ? undefined : values.summary,
    geohash: values.geohash === '' ? undefined : values.geohash,
  };
}
