import { describe, expect, it } from 'vitest';

import { CAR_MAKES } from '@/config/car-makes';

import { cleanMake, foldMake, listedMake, makeChoices, matchMakes, MAX_LISTING_MAKES, MAX_MAKE_LENGTH, sameMake } from './car-make';

describe('foldMake and sameMake', () => {
  it.each([
    ['Škoda', 'skoda'],
    ['SKODA', 'Škoda'],
    ['Citroën', 'citroen'],
    ['Mercedes-Benz', 'mercedes benz'],
    ['mercedes-benz', 'Mercedes-Benz'],
    ['  Alfa   Romeo ', 'alfa romeo'],
    ['Rolls Royce', 'Rolls-Royce'],
  ])('%s is the same make as %s', (a, b) => {
    expect(foldMake(a)).toBe(foldMake(b));
    expect(sameMake(a, b)).toBe(true);
  });

  it('tells different makes apart and never matches a listing without a make', () => {
    expect(sameMake('Mini', 'Mazda')).toBe(false);
    expect(sameMake('Land Rover', 'Rover')).toBe(false);
    expect(sameMake(undefined, 'Volvo')).toBe(false);
  });
});

describe('listedMake and cleanMake', () => {
  it("gives the list's spelling of a listed make, whatever the case and accents", () => {
    expect(listedMake('skoda')).toBe('Škoda');
    expect(listedMake('MERCEDES BENZ')).toBe('Mercedes-Benz');
    expect(listedMake('Wartburg')).toBeUndefined();
  });

  it('keeps any other make trimmed, and refuses empty, over-long or control-character text', () => {
    expect(cleanMake('  wartburg  353 ')).toBe('wartburg 353');
    expect(cleanMake(' citroen ')).toBe('Citroën');
    expect(cleanMake('   ')).toBeUndefined();
    expect(cleanMake('x'.repeat(MAX_MAKE_LENGTH))).toBe('x'.repeat(MAX_MAKE_LENGTH));
    expect(cleanMake('x'.repeat(MAX_MAKE_LENGTH + 1))).toBeUndefined();
    expect(cleanMake('Volvo\u0000')).toBeUndefined();
    expect(cleanMake('<script>')).toBeUndefined();
    expect(cleanMake('other')).toBeUndefined();
    expect(cleanMake('Lynk & Co')).toBe('Lynk & Co');
    expect(cleanMake('Mercedes-AMG')).toBe('Mercedes-AMG');
  });
});

describe('makeChoices', () => {
  it('offers every listed make, in alphabetical order, with the ones buyers in Europe and North America look for', () => {
    const choices = makeChoices([]);
    expect(choices).toHaveLength(CAR_MAKES.length);
    for (const make of ['Porsche', 'Tesla', 'Škoda', 'Subaru', 'Peugeot', 'Renault', 'Fiat']) expect(choices).toContain(make);
    expect(choices.indexOf('Škoda')).toBeGreaterThan(choices.indexOf('SEAT'));
    expect(choices.indexOf('Škoda')).toBeLessThan(choices.indexOf('Smart'));
  });

  it("adds the listings' own makes once per folded spelling, leaving out listed makes, 'Other' and junk", () => {
    const choices = makeChoices(['Wartburg', 'WARTBURG', 'skoda', 'Škoda', 'Other', 'other', undefined, '', '\u0007', 'y'.repeat(500), 'Zastava']);
    expect(choices.filter((make) => foldMake(make) === 'wartburg')).toEqual(['Wartburg']);
    expect(choices.filter((make) => foldMake(make) === 'skoda')).toEqual(['Škoda']);
    expect(choices).toContain('Zastava');
    expect(choices).not.toContain('Other');
    expect(choices).toHaveLength(CAR_MAKES.length + 2);
  });

  it('takes at most the most common listing makes, so a flood of made-up ones cannot bury the list', () => {
    const flood = Array.from({ length: 500 }, (_, index) => `Junk ${index}`);
    const choices = makeChoices([...flood, 'Zastava', 'Zastava']);
    expect(choices).toHaveLength(CAR_MAKES.length + MAX_LISTING_MAKES);
    expect(choices).toContain('Zastava');
  });
});

describe('matchMakes (type-ahead)', () => {
  const choices = makeChoices([]);

  it('offers the makes that start with the typed text first, then those with a later word that does', () => {
    expect(matchMakes(choices, 'por')).toEqual(['Porsche']);
    expect(matchMakes(choices, 'rover')).toEqual(['Rover', 'Land Rover']);
    expect(matchMakes(choices, 'benz')).toEqual(['Mercedes-Benz']);
    expect(matchMakes(choices, 'mercedes benz')).toEqual(['Mercedes-Benz']);
    expect(matchMakes(choices, 'vw')).toEqual(['Volkswagen']);
    expect(matchMakes(choices, 'chev')).toEqual(['Chevrolet']);
    expect(matchMakes(choices, 'merc')).toEqual(['Mercedes-Benz', 'Mercury']);
  });

  it('forgives case and accents, and offers everything for an empty text', () => {
    expect(matchMakes(choices, 'SKO')).toEqual(['Škoda']);
    expect(matchMakes(choices, 'citroe')).toEqual(['Citroën']);
    expect(matchMakes(choices, '  ')).toEqual(choices);
    expect(matchMakes(choices, 'qqq')).toEqual([]);
  });
});
