import { describe, expect, it } from 'vitest';

import { correctSearch, isOneEditAway } from './search-correction';
import { testListing } from '@testing/listings';

const volvo = testListing({ title: 'V70 estate', make: 'Volvo', model: 'V70' });
const golf = testListing({ title: 'Golf GTI', make: 'Volkswagen', model: 'Golf' });
const fulvia = testListing({ title: 'Lancia Fulvia coupé', make: 'Lancia', model: 'Fulvia' });
const loaded = [volvo, golf, fulvia];

describe('isOneEditAway (optimal string alignment distance 1)', () => {
  it.each([
    ['volov', 'volvo', true],
    ['telsa', 'tesla', true],
    ['volvoo', 'volvo', true],
    ['volo', 'volvo', true],
    ['valvo', 'volvo', true],
    ['ovlvo', 'volvo', true],
    ['volvo', 'volvo', false],
    ['vlovo', 'volvo', true],
    ['vlvoo', 'volvo', false],
    ['olvvo', 'volvo', false],
    ['vol', 'volvo', false],
    ['', 'a', true],
    ['ab', 'ba', true],
    ['abc', 'cba', false],
  ])('%s → %s: %s', (a, b, expected) => {
    expect(isOneEditAway(a, b)).toBe(expected);
    expect(isOneEditAway(b, a)).toBe(expected);
  });
});

describe('correctSearch (docs/product.md §5 Validation rules)', () => {
  it('corrects a misspelt make to the loaded or listed one, in its own spelling', () => {
    expect(correctSearch('Volov', loaded)).toEqual({ original: 'Volov', corrected: 'Volvo' });
    // No Tesla is loaded: CAR_MAKES knows it.
    expect(correctSearch('telsa', loaded)).toEqual({ original: 'telsa', corrected: 'Tesla' });
    expect(correctSearch('skdoa', loaded)).toEqual({ original: 'skdoa', corrected: 'Škoda' });
  });

  it('corrects a model seen in the loaded listings and keeps the other words as typed', () => {
    expect(correctSearch('  lancia  fluvia ', loaded)).toEqual({ original: 'lancia  fluvia', corrected: 'lancia Fulvia' });
    expect(correctSearch('volov v70 2003', loaded)?.corrected).toBe('Volvo v70 2003');
  });

  it('leaves alone what matches, is short, is a number, is still being typed, or is far from everything', () => {
    expect(correctSearch('volvo', loaded)).toBeUndefined();
    expect(correctSearch('golf', loaded)).toBeUndefined();
    // 'Gofl' matches nothing but has only 4 letters: corrected; 'Glf' is too short.
    expect(correctSearch('gofl', loaded)?.corrected).toBe('Golf');
    expect(correctSearch('glf', loaded)).toBeUndefined();
    expect(correctSearch('20003', loaded)).toBeUndefined();
    // The start of a known make: the buyer is still typing it.
    expect(correctSearch('lamborg', loaded)).toBeUndefined();
    expect(correctSearch('zzzzzz', loaded)).toBeUndefined();
    expect(correctSearch('', loaded)).toBeUndefined();
    expect(correctSearch('e-klass', loaded)).toBeUndefined();
  });

  it('prefers the word most loaded listings use, then a listed make', () => {
    const sabb = [testListing({ make: 'Sabb' }), testListing({ make: 'Sabb' })];
    // 'Saab' is listed and one edit from 'saba'; 'Sabb' (seen twice) is one edit too and wins on count.
    expect(correctSearch('saba', sabb)?.corrected).toBe('Sabb');
    expect(correctSearch('saba', [])?.corrected).toBe('Saab');
  });

  it('survives hostile listings', () => {
    const hostile = [
      testListing({ make: 42 as unknown as string, model: 'x'.repeat(1_000_000) }),
      testListing({ make: 'Volvo\u0000', model: null as unknown as string }),
    ];
    expect(correctSearch('volov', hostile)?.corrected).toBe('Volvo');
  });
});
