import { CAR_MAKES } from './car-makes';

/** Option lists of the listing form and the filter panel (docs/product.md §9). */

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'BTC', 'ETH'] as const;
export const DEFAULT_CURRENCY = 'USD';

export const CONDITIONS = ['New', 'Like New', 'Excellent', 'Good', 'Fair', 'Poor'] as const;
export const DEFAULT_CONDITION = 'Good';

/**
 * The 13 makes most listings carry: the VIN check knows their maker codes (vin-wmi.ts) and the demo data shows
 * each. Not what the make filter or the sell form offer: those offer every make of car-makes.ts.
 */
export const COMMON_MAKES = [
  'Audi',
  'BMW',
  'Chevrolet',
  'Ford',
  'Honda',
  'Hyundai',
  'Kia',
  'Mazda',
  'Mercedes-Benz',
  'Nissan',
  'Toyota',
  'Volkswagen',
  'Volvo',
] as const;
/** The sell form's makes: every listed make, then 'Other' (docs/product.md §9 Constants and limits). */
export const FORM_MAKES = [...CAR_MAKES, 'Other'] as const;

export const FUEL_TYPES = ['Gasoline', 'Diesel', 'Electric', 'Hybrid', 'Plug-in Hybrid', 'Hydrogen'] as const;
export const TRANSMISSIONS = ['Manual', 'Automatic', 'CVT', 'Semi-Automatic'] as const;
export const BODY_TYPES = ['Sedan', 'SUV', 'Hatchback', 'Coupe', 'Convertible', 'Truck', 'Van', 'Wagon'] as const;

/**
 * `t` tags that make a kind-30402 event a car listing when read (docs/product.md §5 Listing validity), in
 * their normal form: compared after lowercasing and dropping a plural `s` (`Cars` reads as `car`).
 * `automotive` is what several other marketplaces' sellers use for the category.
 */
export const CAR_TAGS_VALID = [
  'automobile',
  'car',
  'vehicle',
  'auto',
  'truck',
  'suv',
  'sedan',
  'coupe',
  'hatchback',
  'convertible',
  'motorcycle',
  'bike',
  'automotive',
] as const;

/** The tags the grid asks relays for: the valid ones except the two-wheeler ones (docs/product.md §7). */
const CAR_TAGS_ASKED = CAR_TAGS_VALID.filter((tag) => tag !== 'motorcycle' && tag !== 'bike');

/** Tags that are never pluralised by the people who write them. */
const NO_PLURAL: ReadonlySet<string> = new Set(['automotive']);

/**
 * `#t` values of the listing grid query. Relays match tag values exactly and case-sensitively, and other
 * clients' sellers write `Car`, `Cars`, `cars` or `SUV`: the query asks for the common spellings of each
 * car tag (lowercase, capitalised, plural of both; `SUV` also in capitals), 44 values in all.
 */
export const CAR_TAGS_QUERY: readonly string[] = CAR_TAGS_ASKED.flatMap((tag) => {
  const capitalised = tag.charAt(0).toUpperCase() + tag.slice(1);
  const spellings = NO_PLURAL.has(tag) ? [tag, capitalised] : [tag, capitalised, `${tag}s`, `${capitalised}s`];
  return tag === 'suv' ? [...spellings, 'SUV', 'SUVs'] : spellings;
});

/** Filter panel defaults and slider bounds (docs/product.md §9); the year slider reaches next year (issue 3). */
export const CURRENT_YEAR = new Date().getFullYear();
export const FILTER_BOUNDS = {
  year: { min: 1990, max: Math.max(2024, CURRENT_YEAR + 1), step: 1 },
  price: { min: 0, max: 200_000, step: 1_000 },
  /** With 'Offer' 'Lease' the price slider is a monthly amount (docs/product.md §2 Home: browse tab). */
  leasePrice: { min: 0, max: 3_000, step: 50 },
  /** One physical range in round steps of either display unit (docs/product.md §2 Units). */
  mileageKm: { min: 0, max: 300_000, step: 5_000 },
  mileageMi: { min: 0, max: 200_000, step: 5_000 },
} as const;

/**
 * Untouched sliders set no limit (docs/product.md §2 Home: browse tab): each
 * slider's ends are its bounds, and an end at its bound means "any".
 */
export const FILTER_DEFAULTS = {
  yearRange: [FILTER_BOUNDS.year.min, FILTER_BOUNDS.year.max] as const,
  priceRange: [FILTER_BOUNDS.price.min, FILTER_BOUNDS.price.max] as const,
} as const;
