import { afterEach, describe, expect, it, vi } from 'vitest';

import type { CarListing } from './listing';
import { foldText } from './fold-text';
import { searchMatcher, searchWords, textWords, titleMatchCounter } from './listing-search';
import { testListing } from '@testing/listings';

const camry = testListing({
  title: '2019 Toyota Camry',
  summary: 'One owner, full history',
  make: 'Toyota',
  model: 'Camry',
  year: '2019',
  location: 'Austin, TX',
  bodyType: 'Sedan',
  fuelType: 'Gasoline',
  transmission: 'Automatic',
  color: 'Midnight Blue',
});
const benz = testListing({ title: 'E 220 CDI estate', make: 'Mercedes-Benz', model: 'E-Class' });
const skoda = testListing({ title: 'Octavia Combi', make: 'Škoda', model: 'Octavia', location: 'Göteborg, Sweden' });
// The year only in the `year` tag, the fuel only in `fuel_type`: neither is in the title.
const bmw = testListing({ title: 'Touring, one owner', make: 'BMW', model: '330i', year: '2003' });
const leaf = testListing({ title: 'Leaf 40 kWh', make: 'Nissan', model: 'Leaf', fuelType: 'Electric' });
const micra = testListing({ title: 'Micra city car', make: 'Nissan', model: 'Micra', fuelType: 'Gasoline' });

const matches = (query: string, listing: CarListing) => searchMatcher(query)(listing);

describe('searchMatcher (docs/product.md §5 Validation rules)', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['camry', true],
    ['TOYOTA', true],
    ['2019', true],
    ['austin', true],
    ['one owner', true],
    ['owner one', true],
    ['  camry  ', true],
    ['cam', true],
    ['automatic', true],
    ['sedan', true],
    ['gasoline', true],
    ['blue', true],
    ['toyota sedan 2019 austin', true],
    ['honda', false],
    ['amry', false],
    ['camry honda', false],
    ['.*', true],
    ['<script>', false],
  ])('%j → %s', (query, expected) => {
    expect(matches(query, camry)).toBe(expected);
  });

  it('finds the examples of the issue: words in any order, any field, hyphens and accents ignored', () => {
    expect(matches('mercedes benz', benz)).toBe(true);
    expect(matches('Mercedes-Benz', benz)).toBe(true);
    expect(matches('benz mercedes', benz)).toBe(true);
    expect(matches('e-class', benz)).toBe(true);
    expect(matches('eclass', benz)).toBe(true);
    expect(matches('skoda', skoda)).toBe(true);
    expect(matches('ŠKODA octavia', skoda)).toBe(true);
    expect(matches('goteborg', skoda)).toBe(true);
    expect(matches('bmw 2003', bmw)).toBe(true);
    expect(matches('bmw 2004', bmw)).toBe(false);
    expect(matches('electric nissan', leaf)).toBe(true);
    expect(matches('electric nissan', micra)).toBe(false);
  });

  it('matches word starts only, never inside a word or across two fields', () => {
    const red = testListing({ title: 'Red', location: 'Oslo' });
    expect(matches('red', red)).toBe(true);
    expect(matches('redoslo', red)).toBe(false);
    expect(matches('red\u0000oslo', red)).toBe(true);
    expect(matches('slo', red)).toBe(false);
  });

  it('searches the summary and location only when present', () => {
    const bare = testListing({ title: 'Mystery car' });
    expect(matches('mystery', bare)).toBe(true);
    expect(matches('undefined', bare)).toBe(false);
  });

  it('survives hostile fields: non-strings, huge strings, regular-expression characters', () => {
    const hostile = testListing({
      title: 'a'.repeat(1_000_000),
      summary: 42 as unknown as string,
      make: { toString: () => 'Volvo' } as unknown as string,
      model: null as unknown as string,
      location: '(.*)+$ [a-z]{1000} \\ Trondheim',
    });
    expect(matches('volvo', hostile)).toBe(false);
    expect(matches('42', hostile)).toBe(false);
    expect(matches('trondheim', hostile)).toBe(true);
    expect(matches('(.*)+$', hostile)).toBe(true);
    expect(matches('[a-z]{1000}', hostile)).toBe(true);
    expect(matches('aaaa', hostile)).toBe(true);
    expect(matches('b'.repeat(100_000), hostile)).toBe(false);
  });
});

describe('folding', () => {
  it('drops accents and case, spells out the letters Unicode keeps whole', () => {
    expect(foldText('Škoda Citroën Straße Ærø Łódź')).toBe('skoda citroen strasse aero lodz');
  });

  it('splits a search into distinct words, without punctuation', () => {
    expect(searchWords('  Mercedes-Benz,  mercedes  E-Class!! ')).toEqual(['mercedes', 'benz', 'e', 'class']);
    expect(searchWords('.*+?')).toEqual([]);
  });

  it('keeps a hyphenated run as one word too, as written', () => {
    expect(textWords('Mercedes-Benz E-Class').map((word) => word.text)).toEqual(['Mercedes', 'Benz', 'MercedesBenz', 'E', 'Class', 'EClass']);
  });
});

describe('the work of a keystroke (docs/product.md §5 Validation rules)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('folds each listing once; a later search over the same listings is one lookup per word and listing', () => {
    const listings = Array.from({ length: 10_000 }, (_, index) => testListing({ title: `Car ${index}`, make: index % 2 === 0 ? 'Volvo' : 'Saab', year: '2003' }));
    const normalize = vi.spyOn(String.prototype, 'normalize');
    expect(listings.filter(searchMatcher('volvo'))).toHaveLength(5_000);
    const firstPass = normalize.mock.calls.length;
    expect(firstPass).toBeGreaterThan(0);

    const includes = vi.spyOn(String.prototype, 'includes');
    expect(listings.filter(searchMatcher('saab 2003 car'))).toHaveLength(5_000);
    // Three words over 10 000 listings: at most 30 000 lookups, and no listing folded again.
    expect(includes.mock.calls.length).toBeLessThanOrEqual(30_000);
    expect(normalize.mock.calls.length - firstPass).toBeLessThanOrEqual(1);
  });
});

describe('titleMatchCounter', () => {
  it("counts the search's words found in the title alone, a whole word twice", () => {
    const count = titleMatchCounter('bmw 330i touring');
    expect(count(bmw)).toBe(2);
    expect(count(testListing({ title: 'BMW 330i Touring' }))).toBe(6);
    expect(count(testListing({ title: 'BMW 330 Tourings' }))).toBe(3);
    expect(titleMatchCounter('')(bmw)).toBe(0);
  });

  it('ranks a whole word above a word it merely starts, wherever it stands in the title', () => {
    const count = titleMatchCounter('golf 2');
    expect(count(testListing({ title: 'Golf 2 GTI' }))).toBeGreaterThan(count(testListing({ title: 'Golf 7 2019' })));
    expect(count(testListing({ title: 'Golf 2' }))).toBe(4);
    expect(count(testListing({ title: 'Golf 22a3wz' }))).toBe(3);
  });
});
