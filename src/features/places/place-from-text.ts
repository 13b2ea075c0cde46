import { foldText } from '@/nostr/fold-text';

import type { City } from './city-list';
import { countryName } from './city-search';
import { OTHER_COUNTRY_NAMES, US_STATES } from './country-names';

/** What a part after the comma may name: a country, or a US state. */
interface PlaceQualifier {
  country: string;
  region?: string;
}

interface PlaceIndex {
  /** Towns by every name they go by, normalised by `nameKey`. */
  towns: Map<string, City[]>;
  qualifiers: Map<string, PlaceQualifier[]>;
}

/** Longer than any town and country a listing names (the listing's own limit is 200): not worth reading. */
const MAX_TEXT_LENGTH = 200;

/**
 * A bare name ('Paris', 'München') counts only when its biggest town is this many rank steps (10 × log10 of
 * the population) above any other town of that name: 13 steps is 20 times the people. 'Portland' (Oregon,
 * Maine) and 'Springfield' are left out rather than guessed.
 */
const DOMINANT_RANK_STEPS = 13;

function nameKey(text: string): string {
  return foldText(text).replace(/[\s-]+/g, ' ').trim();
}

/** Qualifiers drop their dots: 'U.S.A.' is 'usa', 'D.C.' is 'dc'. */
function qualifierKey(text: string): string {
  return nameKey(text).replaceAll('.', '');
}

function add<T>(map: Map<string, T[]>, key: string, value: T): void {
  if (key === '') return;
  const values = map.get(key);
  if (values === undefined) map.set(key, [value]);
  else if (!values.includes(value)) values.push(value);
}

function buildIndex(cities: readonly City[]): PlaceIndex {
  const towns = new Map<string, City[]>();
  const qualifiers = new Map<string, PlaceQualifier[]>();
  const countries = new Map<string, PlaceQualifier>();
  const states = new Map<string, PlaceQualifier>();
  for (const city of cities) {
    add(towns, nameKey(city.name), city);
    for (const other of city.otherNames) add(towns, nameKey(other), city);
    if (!countries.has(city.country)) countries.set(city.country, { country: city.country });
    if (city.region !== undefined && !states.has(city.region)) states.set(city.region, { country: city.country, region: city.region });
  }
  for (const [code, country] of countries) {
    for (const name of [code, countryName(code), ...(OTHER_COUNTRY_NAMES[code] ?? [])]) add(qualifiers, qualifierKey(name), country);
  }
  for (const [code, state] of states) {
    for (const name of [code, US_STATES[code] ?? '']) add(qualifiers, qualifierKey(name), state);
  }
  return { towns, qualifiers };
}

const indexes = new WeakMap<readonly City[], PlaceIndex>();

function indexOf(cities: readonly City[]): PlaceIndex {
  let index = indexes.get(cities);
  if (index === undefined) {
    index = buildIndex(cities);
    indexes.set(cities, index);
  }
  return index;
}

function fits(city: City, qualifiers: readonly PlaceQualifier[]): boolean {
  return qualifiers.some((place) => place.country === city.country && (place.region === undefined || place.region === city.region));
}

/** The one town the candidates mean: the only one, or one 20 times bigger than any other; else none. */
function dominant(candidates: readonly City[]): City | undefined {
  const [first, second] = candidates.toSorted((a, b) => b.rank - a.rank);
  if (first === undefined) return undefined;
  return second === undefined || first.rank - second.rank >= DOMINANT_RANK_STEPS ? first : undefined;
}

/**
 * docs/product.md §2 Location and distance: the town a listing's free `location` text names, for listings
 * without a `g` tag ('Munich, Germany', 'München', 'Austin, TX', 'Gothenburg, Sweden'). The part before the
 * first comma is the town (by any name of the city list; words with digits, such as a postcode, are
 * dropped); the parts after it that name a country or US state (by code, English or local name) must fit
 * the town, others ('Bavaria') are ignored. Several towns left: the one 20 times bigger than the rest, else
 * none — a wrong guess would put a car in the wrong country.
 */
export function placeFromLocationText(text: unknown, cities: readonly City[]): City | undefined {
  if (typeof text !== 'string' || text.length > MAX_TEXT_LENGTH) return undefined;
  const index = indexOf(cities);
  const withoutNumbers = text.replace(/[^\s,;()]*\d[^\s,;()]*/g, ' ');
  // A name that holds a comma itself ('Washington, D.C.').
  const whole = index.towns.get(nameKey(withoutNumbers));
  if (whole !== undefined) return dominant(whole);
  const [name = '', ...rest] = withoutNumbers.split(/[,;()]/);
  const candidates = index.towns.get(nameKey(name));
  if (candidates === undefined) return undefined;
  let remaining: readonly City[] = candidates;
  for (const part of rest) {
    const qualifiers = index.qualifiers.get(qualifierKey(part));
    if (qualifiers !== undefined) remaining = remaining.filter((city) => fits(city, qualifiers));
  }
  return dominant(remaining);
}
