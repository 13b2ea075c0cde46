import {
  CAR_SPEC_RANGES,
  parseCount,
  parseDrivetrain,
  parseEngineCc,
  parseEquipment,
  parseFirstRegistration,
  parsePowerKw,
  parseSellerType,
  parseServiceHistory,
  parseYesNo,
  validRegistration,
  type Drivetrain,
  type FirstRegistration,
  type SellerType,
  type ServiceHistory,
} from './car-spec-values';
import type { Tagged } from './event';

export type { Drivetrain, FirstRegistration, SellerType, ServiceHistory } from './car-spec-values';

/**
 * The fields buyers ask about (docs/product.md §3 Car details as spec pairs), each an optional GammaMarkets
 * `["spec", key, value]` pair. Absent means the seller did not say.
 */
export interface CarSpecs {
  powerKw?: number;
  engineCc?: number;
  firstRegistration?: FirstRegistration;
  previousOwners?: number;
  drivetrain?: Drivetrain;
  doors?: number;
  seats?: number;
  serviceHistory?: ServiceHistory;
  accidentFree?: boolean;
  equipment?: string[];
  sellerType?: SellerType;
}

/** The form's equipment checklist, in its order (docs/product.md §3 Car details as spec pairs). */
export const EQUIPMENT_CHECKLIST = [
  'Air conditioning',
  'Navigation',
  'Heated seats',
  'Parking sensors',
  'Reversing camera',
  'Cruise control',
  'Adaptive cruise control',
  'Bluetooth',
  'Apple CarPlay / Android Auto',
  'Leather seats',
  'Sunroof',
  'Tow bar',
  'Alloy wheels',
  'LED headlights',
  'Keyless entry',
  'Isofix',
] as const;

type SpecReader = { [K in keyof CarSpecs]-?: { field: K; read: (value: string) => CarSpecs[K] } }[keyof CarSpecs];

const power: SpecReader = { field: 'powerKw', read: (value) => parsePowerKw(value) };
const engine: SpecReader = { field: 'engineCc', read: parseEngineCc };
const registration: SpecReader = { field: 'firstRegistration', read: parseFirstRegistration };
const owners: SpecReader = { field: 'previousOwners', read: (value) => parseCount(value, CAR_SPEC_RANGES.previousOwners) };
const drive: SpecReader = { field: 'drivetrain', read: parseDrivetrain };

/** Keys as peers write them, lowercased without spaces, `-` and `_` (as listing.ts compares its spec keys). */
const READERS: Readonly<Record<string, SpecReader>> = {
  power,
  enginepower: power,
  horsepower: { field: 'powerKw', read: (value) => parsePowerKw(value, true) },
  enginesize: engine,
  displacement: engine,
  engine,
  firstregistration: registration,
  registration,
  registered: registration,
  previousowners: owners,
  owners,
  drivetrain: drive,
  drive,
  drivetype: drive,
  doors: { field: 'doors', read: (value) => parseCount(value, CAR_SPEC_RANGES.doors) },
  seats: { field: 'seats', read: (value) => parseCount(value, CAR_SPEC_RANGES.seats) },
  seatingcapacity: { field: 'seats', read: (value) => parseCount(value, CAR_SPEC_RANGES.seats) },
  servicehistory: { field: 'serviceHistory', read: parseServiceHistory },
  accidentfree: { field: 'accidentFree', read: parseYesNo },
  equipment: { field: 'equipment', read: (value) => parseEquipment(value, EQUIPMENT_CHECKLIST) },
  sellertype: { field: 'sellerType', read: parseSellerType },
};

function assign<K extends keyof CarSpecs>(specs: CarSpecs, field: K, value: CarSpecs[K]): void {
  specs[field] = value;
}

/**
 * The buyer fields from an event's `spec` pairs, or undefined when it states none. For each field the first pair
 * that reads wins (a `registration` pair holding a number plate does not hide a later `first_registration`).
 * Never throws: hostile tags and values are skipped.
 */
export function readCarSpecs(event: Tagged): CarSpecs | undefined {
  const specs: CarSpecs = {};
  let found = false;
  for (const tag of Array.isArray(event.tags) ? (event.tags as unknown[]) : []) {
    if (!Array.isArray(tag) || tag[0] !== 'spec' || typeof tag[1] !== 'string' || typeof tag[2] !== 'string') continue;
    const reader = READERS[tag[1].toLowerCase().replace(/[\s_-]+/g, '')];
    if (reader === undefined || specs[reader.field] !== undefined) continue;
    const value = reader.read(tag[2]);
    if (value === undefined) continue;
    assign(specs, reader.field, value);
    found = true;
  }
  return found ? specs : undefined;
}

function registrationText(value: FirstRegistration | undefined): string {
  const valid = value === undefined ? undefined : validRegistration(value);
  if (valid === undefined) return '';
  return valid.month === undefined ? String(valid.year) : `${valid.year}-${String(valid.month).padStart(2, '0')}`;
}

function countText(value: number | undefined, range: { min: number; max: number }): string {
  return value !== undefined && Number.isInteger(value) && value >= range.min && value <= range.max ? String(value) : '';
}

/**
 * The `spec` pairs for `specs`, in the order of docs/product.md §3 Car details as spec pairs, with the keys and
 * values written there. Fields that are absent or out of range are left out, so what is written always reads back.
 */
export function carSpecTags(specs: CarSpecs | undefined): string[][] {
  if (specs === undefined) return [];
  const kw = specs.powerKw === undefined ? undefined : Math.round(specs.powerKw);
  const cc = specs.engineCc === undefined ? undefined : Math.round(specs.engineCc);
  const equipment = parseEquipment((specs.equipment ?? []).join(', '), EQUIPMENT_CHECKLIST);
  const pairs: [string, string][] = [
    ['power', countText(kw, CAR_SPEC_RANGES.powerKw) && `${kw} kW`],
    ['engine_size', countText(cc, CAR_SPEC_RANGES.engineCc) && `${cc} cc`],
    ['first_registration', registrationText(specs.firstRegistration)],
    ['previous_owners', countText(specs.previousOwners, CAR_SPEC_RANGES.previousOwners)],
    ['drivetrain', specs.drivetrain ?? ''],
    ['doors', countText(specs.doors, CAR_SPEC_RANGES.doors)],
    ['seats', countText(specs.seats, CAR_SPEC_RANGES.seats)],
    ['service_history', specs.serviceHistory ?? ''],
    ['accident_free', specs.accidentFree === undefined ? '' : specs.accidentFree ? 'yes' : 'no'],
    ['equipment', equipment?.join(', ') ?? ''],
    ['seller_type', specs.sellerType ?? ''],
  ];
  return pairs.filter(([, value]) => value !== '').map(([key, value]) => ['spec', key, value]);
}
