import { kwToHp } from '@/nostr/car-spec-values';
import type { CarSpecs } from '@/nostr/car-specs';

/**
 * The Specifications card's rows for the buyer fields (docs/product.md §2 Listing detail, §3 Car details as spec
 * pairs), in the table's order, only for what the listing states. Equipment is a list of its own, not a row.
 */
export type CarSpecRowKey =
  | 'power'
  | 'engine'
  | 'registration'
  | 'owners'
  | 'drivetrain'
  | 'doors'
  | 'seats'
  | 'service'
  | 'accidentFree'
  | 'seller';

export interface CarSpecRow {
  key: CarSpecRowKey;
  label: string;
  value: string;
}

const SERVICE_WORDS = { full: 'Full', partial: 'Partial', none: 'None' } as const;
const SELLER_WORDS = { private: 'Private seller', dealer: 'Dealer' } as const;

let wholeNumber: Intl.NumberFormat | undefined;

function count(value: number): string {
  wholeNumber ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return wholeNumber.format(value);
}

export function carSpecRows(specs: CarSpecs | undefined): CarSpecRow[] {
  if (specs === undefined) return [];
  const registration = specs.firstRegistration;
  const rows: [CarSpecRowKey, string, string | undefined][] = [
    ['power', 'Power', specs.powerKw === undefined ? undefined : `${count(specs.powerKw)} kW (${count(kwToHp(specs.powerKw))} hp)`],
    ['engine', 'Engine size', specs.engineCc === undefined ? undefined : `${count(specs.engineCc)} cc`],
    [
      'registration',
      'First registration',
      registration === undefined
        ? undefined
        : registration.month === undefined
          ? String(registration.year)
          : `${String(registration.month).padStart(2, '0')}/${registration.year}`,
    ],
    ['owners', 'Previous owners', specs.previousOwners === undefined ? undefined : String(specs.previousOwners)],
    ['drivetrain', 'Drivetrain', specs.drivetrain],
    ['doors', 'Doors', specs.doors === undefined ? undefined : String(specs.doors)],
    ['seats', 'Seats', specs.seats === undefined ? undefined : String(specs.seats)],
    ['service', 'Service history', specs.serviceHistory === undefined ? undefined : SERVICE_WORDS[specs.serviceHistory]],
    ['accidentFree', 'Accident-free', specs.accidentFree === undefined ? undefined : specs.accidentFree ? 'Yes' : 'No'],
    ['seller', 'Seller', specs.sellerType === undefined ? undefined : SELLER_WORDS[specs.sellerType]],
  ];
  return rows.filter((row): row is [CarSpecRowKey, string, string] => row[2] !== undefined).map(([key, label, value]) => ({ key, label, value }));
}
