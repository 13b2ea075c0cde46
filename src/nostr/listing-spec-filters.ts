import { kwToHp, type Drivetrain, type SellerType } from './car-spec-values';
import type { CarSpecs } from './car-specs';

/**
 * Filters on the buyer fields (docs/product.md §2 Home: browse tab, 'More filters'; the fields: §3 Car details
 * as spec pairs). Each constrains nothing while unset; once set, a listing that does not state the field is
 * left out, as the year or price filters leave out a listing without a year or price.
 */
export interface SpecFilters {
  drivetrain: Drivetrain | undefined;
  sellerType: SellerType | undefined;
  /** Only listings that say they are accident-free. */
  accidentFree: boolean;
  /** At most this many previous owners. */
  maxOwners: number | undefined;
  /** At least this much power, in kW. */
  minPowerKw: number | undefined;
}

export const DEFAULT_SPEC_FILTERS: Readonly<SpecFilters> = Object.freeze({
  drivetrain: undefined,
  sellerType: undefined,
  accidentFree: false,
  maxOwners: undefined,
  minPowerKw: undefined,
});

export const SELLER_TYPE_LABELS: Readonly<Record<SellerType, string>> = { private: 'Private', dealer: 'Dealer' };

/** The 'Max. previous owners' choices. */
export const MAX_OWNER_CHOICES: readonly number[] = [1, 2, 3, 4];

/** The 'Min. power' choices in kW, round in kW as European sites offer them. */
export const MIN_POWER_CHOICES: readonly number[] = [50, 75, 100, 150, 200, 300];

/** '100 kW (136 hp)': kW first, horsepower (metric, as European listings write it) beside it. */
export function powerLabel(kw: number): string {
  return `${kw} kW (${kwToHp(kw)} hp)`;
}

/** Chip labels of the spec filters that are set, keyed like the filter state. */
export function specChipLabel(filters: SpecFilters, key: keyof SpecFilters): string {
  switch (key) {
    case 'drivetrain':
      return `Drivetrain: ${filters.drivetrain ?? ''}`;
    case 'sellerType':
      return `Seller: ${filters.sellerType === undefined ? '' : SELLER_TYPE_LABELS[filters.sellerType]}`;
    case 'accidentFree':
      return 'Accident-free only';
    case 'maxOwners':
      return `Max. previous owners: ${filters.maxOwners ?? ''}`;
    case 'minPowerKw':
      return filters.minPowerKw === undefined ? '' : `Min. power: ${powerLabel(filters.minPowerKw)}`;
  }
}

/** Whether a listing's specs pass every set spec filter. */
export function matchesSpecFilters(specs: CarSpecs | undefined, filters: SpecFilters): boolean {
  if (filters.drivetrain !== undefined && specs?.drivetrain !== filters.drivetrain) return false;
  if (filters.sellerType !== undefined && specs?.sellerType !== filters.sellerType) return false;
  if (filters.accidentFree && specs?.accidentFree !== true) return false;
  if (filters.maxOwners !== undefined && (specs?.previousOwners === undefined || specs.previousOwners > filters.maxOwners)) return false;
  if (filters.minPowerKw !== undefined && (specs?.powerKw === undefined || specs.powerKw < filters.minPowerKw)) return false;
  return true;
}
