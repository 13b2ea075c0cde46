import { describe, expect, it } from 'vitest';

import { COMMON_MAKES } from '@/config/car-options';
import { KIND } from '@/config/constants';
import { WMI_MAKES } from '@/config/vin-wmi';
import { fakeEvent } from '@testing/events';

import {
  hasValidCheckDigit,
  listingVin,
  normalizeVin,
  VIN_MESSAGES,
  vinCheckDigit,
  vinMake,
  vinMakeMismatch,
  vinModelYear,
  vinProblem,
} from './vin';

/** VINs published as valid examples (the first is the one in the check digit's Wikipedia article). */
const KNOWN_VALID = ['1M8GDM9AXKP042788', '1HGCM82633A004352', 'JH4KA7561PC008269', '11111111111111111'];

describe('VIN check digit (position 9)', () => {
  it.each(KNOWN_VALID)('accepts %s', (vin) => {
    expect(hasValidCheckDigit(vin)).toBe(true);
  });

  it('computes X for a remainder of 10', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it.each([
    ['1M8GDM9A1KP042788', 'a wrong check digit'],
    ['1M8GDM9AXKP042778', 'two digits swapped'],
    ['1HGCM82633A004353', 'one digit changed'],
    ['1HGCM82633A00435', 'a character missing'],
  ])('refuses %s (%s)', (vin) => {
    expect(hasValidCheckDigit(vin)).toBe(false);
  });
});

describe('vinProblem (the sell form)', () => {
  it('accepts an empty field, valid VINs and a European VIN whatever its position 9', () => {
    expect(vinProblem('')).toBeUndefined();
    expect(vinProblem('  ')).toBeUndefined();
    for (const vin of KNOWN_VALID) expect(vinProblem(vin)).toBeUndefined();
    // Written as people copy it from papers: lower case, spaces, dashes.
    expect(vinProblem(' 1m8gdm9axkp042788 ')).toBeUndefined();
    expect(vinProblem('1M8-GDM9AX-KP042788')).toBeUndefined();
    // Outside North America the check digit is not mandatory, so a European VIN is never refused for it.
    expect(vinProblem('WBA3A5C51CF256985')).toBeUndefined();
  });

  it('says what is wrong: length, forbidden letters, a typo in a North American VIN', () => {
    expect(vinProblem('1M8GDM9AXKP04278')).toBe(VIN_MESSAGES.length);
    expect(vinProblem('1M8GDM9AXKP0427888')).toBe(VIN_MESSAGES.length);
    expect(vinProblem('1M8GDM9AXKPO42788')).toBe(VIN_MESSAGES.characters);
    expect(vinProblem('1M8GDM9AXKP04278Q')).toBe(VIN_MESSAGES.characters);
    expect(vinProblem('1M8GDM9AXKP04278!')).toBe(VIN_MESSAGES.characters);
    expect(vinProblem('1M8GDM9AXKP042789')).toBe("This VIN's check digit doesn't match: check for a typo.");
    expect(vinProblem('5YJSA1E14HF000000')).toBe(VIN_MESSAGES.checkDigit);
  });

  it('normalises what was typed', () => {
    expect(normalizeVin(' wba 3a5c5-3cf256985 ')).toBe('WBA3A5C53CF256985');
  });
});

describe('WMI decoding', () => {
  it('names the make of the manufacturer codes it knows', () => {
    expect(vinMake('WBA3A5C53CF256985')).toBe('BMW');
    expect(vinMake('JTDKN3DU6A0123456')).toBe('Toyota');
    expect(vinMake('1HGCM82633A004352')).toBe('Honda');
    expect(vinMake('WDDGF8AB0DR123456')).toBe('Mercedes-Benz');
    expect(vinMake('1M8GDM9AXKP042788')).toBeUndefined();
  });

  it('holds only the app’s makes, under their exact names', () => {
    for (const [wmi, make] of Object.entries(WMI_MAKES)) {
      expect(wmi).toMatch(/^[A-HJ-NPR-Z0-9]{3}$/);
      expect(COMMON_MAKES).toContain(make);
    }
    // Every make the app offers has at least one code.
    expect(new Set(Object.values(WMI_MAKES))).toEqual(new Set(COMMON_MAKES));
  });

  it('flags a VIN of another make than the listing’s, not a matching one or an unknown', () => {
    expect(vinMakeMismatch('WBA3A5C53CF256985', 'Toyota')).toBe('BMW');
    expect(vinMakeMismatch('JTDKN3DU6A0123456', 'Toyota')).toBeUndefined();
    expect(vinMakeMismatch('JTDKN3DU6A0123456', ' toyota ')).toBeUndefined();
    expect(vinMakeMismatch('WDDGF8AB0DR123456', 'mercedes benz')).toBeUndefined();
    expect(vinMakeMismatch('WDDGF8AB0DR123456', 'Mercedes')).toBeUndefined();
    expect(vinMakeMismatch('1G1ZD5ST0JF123456', 'Chevy')).toBeUndefined();
    expect(vinMakeMismatch('WVWZZZ1KZ6W123456', 'VW')).toBeUndefined();
    // A code the table does not hold, or a listing without a make: nothing to compare, no warning.
    expect(vinMakeMismatch('1M8GDM9AXKP042788', 'Toyota')).toBeUndefined();
    expect(vinMakeMismatch('WBA3A5C53CF256985', undefined)).toBeUndefined();
    expect(vinMakeMismatch('WBA3A5C53CF256985', '  ')).toBeUndefined();
  });
});

describe('vinModelYear (position 10)', () => {
  it('reads the year closest to the listing’s, the code repeating every 30 years', () => {
    expect(vinModelYear('1HGCM82633A004352', 2003, 2026)).toBe(2003);
    // 'P' is 1993 or 2023.
    expect(vinModelYear('JH4KA7561PC008269', 1993, 2026)).toBe(1993);
    expect(vinModelYear('JH4KA7561PC008269', 2022, 2026)).toBe(2023);
    // 'K' is 1989 or 2019.
    expect(vinModelYear('1M8GDM9AXKP042788', 1989, 2026)).toBe(1989);
  });

  it('without a listed year, takes the latest year not after next year', () => {
    expect(vinModelYear('JH4KA7561PC008269', undefined, 2026)).toBe(2023);
    // 'T' is 1996 or 2026; 'V' is 1997 or 2027, next year in 2026; 'W' (2028) is too far ahead, so 1998.
    expect(vinModelYear('1HGCM8263TA004352', undefined, 2026)).toBe(2026);
    expect(vinModelYear('1HGCM8263VA004352', undefined, 2026)).toBe(2027);
    expect(vinModelYear('1HGCM8263WA004352', undefined, 2026)).toBe(1998);
  });

  it('gives none for a character that is no year code', () => {
    expect(vinModelYear('WVWZZZ1KZ0W123456', 2010, 2026)).toBeUndefined();
    expect(vinModelYear('WBA3A5C53ZF256985', 2010, 2026)).toBeUndefined();
    expect(vinModelYear('WBA3A5C53UF256985', 2010, 2026)).toBeUndefined();
  });
});

function withTags(tags: string[][]) {
  return fakeEvent({ kind: KIND.listing, tags });
}

describe('listingVin (reading a listing)', () => {
  it('reads a GammaMarkets spec pair or a vin tag, trimmed and in capitals', () => {
    expect(listingVin(withTags([['spec', 'VIN', 'WBA3A5C53CF256985']]))).toBe('WBA3A5C53CF256985');
    expect(listingVin(withTags([['spec', 'vin', ' wba3a5c53cf256985 ']]))).toBe('WBA3A5C53CF256985');
    expect(listingVin(withTags([['vin', '1HGCM82633A004352']]))).toBe('1HGCM82633A004352');
    expect(listingVin(withTags([]))).toBeUndefined();
  });

  it('drops hostile and malformed values, taking the next good one', () => {
    const hostile = ['<script>alert(1)</script>', 'x'.repeat(100_000), 'IOQIOQIOQIOQIOQIO', '1HGCM82633A00435', '1HGCM82633A0043522'];
    for (const value of hostile) {
      expect(listingVin(withTags([['vin', value]]))).toBeUndefined();
      expect(listingVin(withTags([['spec', 'VIN', value]]))).toBeUndefined();
    }
    expect(listingVin(withTags([['vin', 'nope'], ['spec', 'VIN', 'JTDKN3DU6A0123456']]))).toBe('JTDKN3DU6A0123456');
    // Tags that are not arrays of strings are skipped, not thrown on.
    const odd = fakeEvent({ kind: KIND.listing, tags: [['spec', 'VIN'], ['vin'], ['spec']] });
    expect(listingVin(odd)).toBeUndefined();
  });
});
