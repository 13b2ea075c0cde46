import { finalizeEvent, verifyEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { fakeEvent } from '@testing/events';
import { SAMPLE_CAR_FIELDS } from '@testing/sample-car';
import { newKeys } from '@testing/test-keys';
import { kwToHp } from './car-spec-values';
import { carSpecTags, readCarSpecs, type CarSpecs } from './car-specs';
import { parseListing } from './listing';
import { buildListingEvent, type ListingInput } from './listing-builder';

function specsOf(...pairs: unknown[][]): CarSpecs | undefined {
  return readCarSpecs(fakeEvent({ tags: pairs as string[][] }));
}

function one(key: string, value: unknown): CarSpecs | undefined {
  return specsOf(['spec', key, value]);
}

const FULL: CarSpecs = {
  powerKw: 110,
  engineCc: 1998,
  firstRegistration: { year: 2019, month: 3 },
  previousOwners: 1,
  drivetrain: 'AWD',
  doors: 5,
  seats: 5,
  serviceHistory: 'full',
  accidentFree: true,
  equipment: ['Navigation', 'Heated seats', 'Parking sensors', 'Massage seats'],
  sellerType: 'private',
};

/** {@link FULL} as the table's pairs, as Carstr writes them and reads them back. */
const CARSTR_PAIRS = [
  ['spec', 'power', '110 kW'],
  ['spec', 'engine_size', '1998 cc'],
  ['spec', 'first_registration', '2019-03'],
  ['spec', 'previous_owners', '1'],
  ['spec', 'drivetrain', 'AWD'],
  ['spec', 'doors', '5'],
  ['spec', 'seats', '5'],
  ['spec', 'service_history', 'full'],
  ['spec', 'accident_free', 'yes'],
  ['spec', 'equipment', 'Navigation, Heated seats, Parking sensors, Massage seats'],
  ['spec', 'seller_type', 'private'],
];

describe('readCarSpecs: the docs/product.md §3 Car details as spec pairs table', () => {
  it('reads every key as Carstr writes it', () => {
    expect(specsOf(...CARSTR_PAIRS)).toEqual(FULL);
  });

  it.each([
    ['power', '150 hp', 112],
    ['power', '150 bhp', 112],
    ['Power', '150 PS', 110],
    ['power', '110', 110],
    ['power', '110 kW (150 hp)', 110],
    ['horsepower', '150', 112],
    ['Engine Power', '81,5 kW', 82],
  ])('power %s %s → %i kW', (key, value, kw) => {
    expect(one(key, value)).toEqual({ powerKw: kw });
  });

  it.each([
    ['engine_size', '2.0 L', 2000],
    ['engineSize', '1.6l', 1600],
    ['Engine size', '1395', 1395],
    ['displacement', '2998 ccm', 2998],
    ['engine', '1.5 litre', 1500],
  ])('engine size %s %s → %i cc', (key, value, cc) => {
    expect(one(key, value)).toEqual({ engineCc: cc });
  });

  it('reads `engine` only when the value is a size, and a bare small number says too little', () => {
    expect(one('engine', 'V8 petrol')).toBeUndefined();
    expect(one('engine_size', '2.0')).toBeUndefined();
  });

  it.each([
    ['first_registration', '03/2019', { year: 2019, month: 3 }],
    ['firstRegistration', '2019', { year: 2019 }],
    ['registered', '3.2019', { year: 2019, month: 3 }],
    ['registration', '2021-11', { year: 2021, month: 11 }],
  ])('first registration %s %s', (key, value, registration) => {
    expect(one(key, value)).toEqual({ firstRegistration: registration });
  });

  it('skips a registration that is a number plate and takes a later one that reads', () => {
    expect(specsOf(['spec', 'registration', 'AB12 CDE'], ['spec', 'first_registration', '2018-07'])).toEqual({
      firstRegistration: { year: 2018, month: 7 },
    });
  });

  it.each([
    ['front-wheel drive', 'FWD'],
    ['fwd', 'FWD'],
    ['Rear wheel drive', 'RWD'],
    ['all-wheel drive', 'AWD'],
    ['quattro', 'AWD'],
    ['xDrive', 'AWD'],
    ['4MATIC', 'AWD'],
    ['4x4', '4WD'],
    ['Four-wheel drive', '4WD'],
  ])('drivetrain %s → %s', (value, drivetrain) => {
    expect(one('drive', value)).toEqual({ drivetrain });
  });

  it('reads the synonyms of owners, drive type, seats, service history, accident-free and seller type', () => {
    expect(
      specsOf(
        ['spec', 'owners', '2'],
        ['spec', 'drive_type', 'RWD'],
        ['spec', 'Seating capacity', '7'],
        ['spec', 'Service History', 'Partial'],
        ['spec', 'accident-free', 'false'],
        ['spec', 'seller type', 'Business'],
      ),
    ).toEqual({ previousOwners: 2, drivetrain: 'RWD', seats: 7, serviceHistory: 'partial', accidentFree: false, sellerType: 'dealer' });
    expect(one('seller_type', 'trade')).toEqual({ sellerType: 'dealer' });
    expect(one('accident_free', 'TRUE')).toEqual({ accidentFree: true });
    expect(one('previous_owners', '0')).toEqual({ previousOwners: 0 });
  });

  it('splits, trims, caps and deduplicates equipment, spelling checklist items as the checklist does', () => {
    const many = Array.from({ length: 50 }, (_, index) => `Item ${index}`).join(',');
    expect(one('equipment', ' navigation ,, NAVIGATION, Heated seats,  Ventilated seats ')).toEqual({
      equipment: ['Navigation', 'Heated seats', 'Ventilated seats'],
    });
    expect(one('equipment', many)?.equipment).toHaveLength(40);
    expect(one('equipment', 'x'.repeat(100))?.equipment?.[0]).toHaveLength(60);
    expect(one('equipment', ' , ,')).toBeUndefined();
  });

  it('keeps the first pair that reads for each field', () => {
    expect(specsOf(['spec', 'doors', '3'], ['spec', 'doors', '5'])).toEqual({ doors: 3 });
  });
});

describe('readCarSpecs: hostile input', () => {
  it.each([
    ['power', '0 kW'],
    ['power', '9999 kW'],
    ['power', '-110 kW'],
    ['power', '1e3'],
    ['power', 'Infinity'],
    ['power', '<script>alert(1)</script>'],
    ['engine_size', '99999 cc'],
    ['engine_size', '10 cc'],
    ['first_registration', '2019-13'],
    ['first_registration', '1700'],
    ['first_registration', '2999-01'],
    ['previous_owners', '-1'],
    ['previous_owners', '1.5'],
    ['previous_owners', '100'],
    ['doors', '0'],
    ['doors', '12'],
    ['seats', 'lots'],
    ['drivetrain', 'rocket'],
    ['service_history', 'some'],
    ['accident_free', 'maybe'],
    ['seller_type', '<img src=x onerror=alert(1)>'],
    ['power', `${'1'.repeat(50)} kW`],
  ])('drops %s %s', (key, value) => {
    expect(one(key, value)).toBeUndefined();
  });

  it('never throws on malformed tags or events', () => {
    const tags = [null, 'spec', ['spec'], ['spec', 7, '5'], ['spec', 'doors', 5], ['spec', 'doors', { toString: () => '5' }], ['spec', 'doors']];
    expect(readCarSpecs(fakeEvent({ tags: tags as unknown as string[][] }))).toBeUndefined();
    expect(readCarSpecs({ tags: 'nope' })).toBeUndefined();
    expect(readCarSpecs({})).toBeUndefined();
  });

  it('keeps script text in equipment as plain text (screens render it inert)', () => {
    expect(one('equipment', '<b>Sunroof</b>, Tow bar')?.equipment).toEqual(['<b>Sunroof</b>', 'Tow bar']);
  });
});

describe('carSpecTags', () => {
  it('writes the table keys and values in order', () => {
    expect(carSpecTags(FULL)).toEqual(CARSTR_PAIRS);
  });

  it('writes nothing for absent or out-of-range fields, and a year-only registration as the year', () => {
    expect(carSpecTags(undefined)).toEqual([]);
    expect(carSpecTags({})).toEqual([]);
    expect(carSpecTags({ powerKw: 5000, doors: 0, firstRegistration: { year: 2020 }, accidentFree: false, equipment: [' '] })).toEqual([
      ['spec', 'first_registration', '2020'],
      ['spec', 'accident_free', 'no'],
    ]);
  });

  it('shows hp as metric horsepower', () => {
    expect(kwToHp(110)).toBe(150);
  });
});

const input: ListingInput = {
  title: '2019 Audi A4 Avant',
  description: 'Well kept.',
  ...SAMPLE_CAR_FIELDS,
  price: '24500',
  location: 'Munich',
  make: 'Audi',
  model: 'A4',
  condition: 'Excellent',
  images: [],
  specs: FULL,
};

describe('buildListingEvent with car specs', () => {
  it('writes the pairs after the other spec pairs and reads them back unchanged', () => {
    const event = buildListingEvent(input, 1_700_000_000_000);
    expect(event.kind).toBe(KIND.listing);
    const specKeys = event.tags.filter(([name]) => name === 'spec').map(([, key]) => key);
    expect(specKeys.slice(-11)).toEqual([
      'power', 'engine_size', 'first_registration', 'previous_owners', 'drivetrain', 'doors', 'seats',
      'service_history', 'accident_free', 'equipment', 'seller_type',
    ]);
    expect(event.tags).toContainEqual(['mileage', '87000', 'km']);
    expect(event.tags).toContainEqual(['spec', 'mileage', '87000 km']);
  });

  it('signs, verifies and parses back to the same specs; a listing without any has no `specs`', () => {
    const keys = newKeys();
    const signed = finalizeEvent(buildListingEvent(input, 1_700_000_000_000), keys.secretKey);
    expect(verifyEvent(signed)).toBe(true);
    expect(parseListing(signed)?.specs).toEqual(FULL);
    const plain = finalizeEvent(buildListingEvent({ ...input, specs: undefined }, 1_700_000_000_000), keys.secretKey);
    expect(parseListing(plain)).not.toHaveProperty('specs');
  });
});
