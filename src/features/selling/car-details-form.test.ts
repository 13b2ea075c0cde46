import { describe, expect, it } from 'vitest';

import { buildListingEvent } from '@/nostr/listing-builder';
import { parseListing } from '@/nostr/listing';

import { carDetailsFromSpecs, carDetailsSchema, CAR_DETAIL_MESSAGES as M, emptyCarDetails, parseCarDetailsDraft, toCarSpecs, type CarDetailsValues } from './car-details-form';
import { listingFormValues } from './listing-form-prefill';
import { emptyListingForm, listingFormSchema, toListingInput } from './listing-form-schema';

const filled: CarDetailsValues = {
  powerKw: '110',
  engineCc: '1998',
  registrationMonth: '3',
  registrationYear: '2019',
  previousOwners: '1',
  drivetrain: 'AWD',
  doors: '5',
  seats: '5',
  serviceHistory: 'full',
  accidentFree: 'yes',
  sellerType: 'private',
  equipment: ['Navigation', 'Heated seats'],
};

function messages(values: CarDetailsValues): Record<string, string> {
  const result = carDetailsSchema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the More details section (docs/product.md §3 Car details as spec pairs)', () => {
  it('accepts an empty section and a full one', () => {
    expect(messages(emptyCarDetails())).toEqual({});
    expect(messages(filled)).toEqual({});
  });

  it.each<[string, Partial<CarDetailsValues>, Record<string, string>]>([
    ['power 0', { powerKw: '0' }, { powerKw: M.power }],
    ['power 2001', { powerKw: '2001' }, { powerKw: M.power }],
    ['power with a decimal', { powerKw: '110.5' }, { powerKw: M.power }],
    ['power in words', { powerKw: 'fast' }, { powerKw: M.power }],
    ['engine size 10', { engineCc: '10' }, { engineCc: M.engineSize }],
    ['owners 100', { previousOwners: '100' }, { previousOwners: M.previousOwners }],
    ['doors 10', { doors: '10' }, { doors: M.doors }],
    ['seats 0', { seats: '0' }, { seats: M.seats }],
    ['a month without a year', { registrationYear: '' }, { registrationYear: M.registrationYear }],
  ])('%s', (_name, change, expected) => {
    expect(messages({ ...filled, ...change })).toEqual(expected);
  });

  it('says "Power must be a whole number from 1 to 2000 kW"', () => {
    expect(M.power).toBe('Power must be a whole number from 1 to 2000 kW');
  });

  it('turns the section into specs, leaving out what was not stated', () => {
    expect(toCarSpecs(emptyCarDetails())).toBeUndefined();
    expect(toCarSpecs({ ...emptyCarDetails(), accidentFree: 'no', registrationYear: '2020' })).toEqual({
      accidentFree: false,
      firstRegistration: { year: 2020 },
    });
  });

  it('publishes what was typed and an edit reads it back, a peer\'s own equipment item included', () => {
    const form = { ...emptyListingForm(), title: 'Audi A4', location: 'Munich', description: 'Well kept car.', price: '24500',
      make: 'Audi', model: 'A4', year: '2019', mileage: '87000', mileageUnit: 'km', fuelType: 'Diesel', transmission: 'Automatic',
      bodyType: 'Wagon', color: 'Grey', details: { ...filled, equipment: ['Navigation', 'Massage seats'] } };
    const template = buildListingEvent(toListingInput(listingFormSchema.parse(form)), 1_700_000_000_000);
    expect(template.tags).toContainEqual(['spec', 'power', '110 kW']);
    expect(template.tags).toContainEqual(['spec', 'equipment', 'Navigation, Massage seats']);
    const listing = parseListing({ ...template, id: 'a'.repeat(64), pubkey: 'b'.repeat(64), sig: 'c'.repeat(128) });
    expect(listing).not.toBeNull();
    expect(listingFormValues(listing!).details).toEqual({ ...filled, equipment: ['Navigation', 'Massage seats'] });
    expect(carDetailsFromSpecs(undefined)).toEqual(emptyCarDetails());
  });

  it('restores the safe part of a hostile stored section', () => {
    expect(parseCarDetailsDraft({ powerKw: '110', drivetrain: 'rocket', doors: 5, registrationYear: '1700', equipment: ['Sunroof', 7, 'x'.repeat(99)] })).toEqual({
      ...emptyCarDetails(),
      powerKw: '110',
      equipment: ['Sunroof'],
    });
    expect(parseCarDetailsDraft('nope')).toEqual(emptyCarDetails());
  });
});
