import { describe, expect, it } from 'vitest';

import { parsed } from '@testing/listing-events';

import { convertMileage, KM_PER_MILE, parseMileageText, readListingMileage, regionMileageUnit } from './mileage';

describe('mileage units', () => {
  it.each<[string, number | undefined, 'km' | 'mi' | undefined]>([
    ['120000', 120_000, undefined],
    ['120,000', 120_000, undefined],
    ['120 000', 120_000, undefined],
    ['87000 km', 87_000, 'km'],
    ['87000km', 87_000, 'km'],
    ['87.000 KM', 87, 'km'],
    ['64000 mi', 64_000, 'mi'],
    ['64000 miles', 64_000, 'mi'],
    ['50000 kilometres', 50_000, 'km'],
    ['lots km', undefined, undefined],
    ['1e308', undefined, undefined],
    ['99999999999', undefined, undefined],
    ['-5 km', undefined, 'km'],
  ])('reads %j as %j %j', (text, value, unit) => {
    expect(parseMileageText(text)).toEqual({ value, unit });
  });

  it('takes the unit from the tag, then the value, then the spec pair, else miles', () => {
    expect(readListingMileage('120000', 'km', '120000 mi')).toEqual({ value: 120_000, unit: 'km' });
    expect(readListingMileage('120000 km', undefined, undefined)).toEqual({ value: 120_000, unit: 'km' });
    expect(readListingMileage('120000', undefined, '120000 km')).toEqual({ value: 120_000, unit: 'km' });
    expect(readListingMileage(undefined, undefined, '64000 km')).toEqual({ value: 64_000, unit: 'km' });
    expect(readListingMileage('45000', undefined, undefined)).toEqual({ value: 45_000, unit: 'mi' });
    expect(readListingMileage('45000', 'furlongs', undefined)).toEqual({ value: 45_000, unit: 'mi' });
    expect(readListingMileage(42 as unknown, {} as unknown, null as unknown)).toEqual({ value: undefined, unit: 'mi' });
  });

  it('converts with the international mile', () => {
    expect(convertMileage(100, 'mi', 'km')).toBeCloseTo(160.9344, 6);
    expect(Math.round(convertMileage(120_000, 'km', 'mi'))).toBe(74_565);
    expect(convertMileage(5, 'km', 'km')).toBe(5);
    expect(KM_PER_MILE).toBe(1.609344);
  });

  it.each<[string | undefined, 'km' | 'mi']>([
    ['en-US', 'mi'],
    ['en-GB', 'mi'],
    ['en', 'mi'],
    ['de-DE', 'km'],
    ['de', 'km'],
    ['en-IE', 'km'],
    ['it-IT', 'km'],
    ['fr-CA', 'km'],
    [undefined, 'mi'],
    ['not a locale!!', 'km'],
  ])('a viewer in %j counts in %j', (locale, unit) => {
    expect(regionMileageUnit(locale)).toBe(unit);
  });

  it('maps a listing in kilometres: own reading and unit for display, miles for comparing', () => {
    const km = parsed({ mileage: [['mileage', '120000', 'km']] });
    expect(km).toMatchObject({ mileage: '120000', mileageValue: 120_000, mileageUnit: 'km' });
    expect(km.mileageNumber).toBeCloseTo(120_000 / KM_PER_MILE, 6);
    const suffixed = parsed({ mileage: [['mileage', '87000 km']] });
    expect(suffixed).toMatchObject({ mileageValue: 87_000, mileageUnit: 'km' });
    const bySpec = parsed({ mileage: [['mileage', '50000'], ['spec', 'Mileage', '50000 km']] });
    expect(bySpec).toMatchObject({ mileageValue: 50_000, mileageUnit: 'km' });
    expect(parsed({ mileage: [['mileage', '45000']] })).toMatchObject({ mileageNumber: 45_000, mileageValue: 45_000, mileageUnit: 'mi' });
  });
});
