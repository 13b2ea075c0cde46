import { foldText } from '@/nostr/fold-text';

import type { City } from './city-list';
import { OTHER_COUNTRY_NAMES, US_STATES } from './country-names';

/** A city as the app stores it: the text shown and published, and where it is. */
export interface PickedCity {
  /** 'Munich, Germany'; 'Austin, TX, United States' (US towns share names, so the state is kept). */
  label: string;
  lat: number;
  lon: number;
}

/** A suggestion: the city, and the other name the text matched ('Gothenburg' for Göteborg), if it was one. */
export interface CityMatch {
  city: City;
  otherName: string | undefined;
}

let regionNames: Intl.DisplayNames | undefined;

/** The English name of a country code ('DE' → 'Germany'), or the code when the browser has no name for it. */
export function countryName(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where a city is, after its name: 'Germany'; 'TX, United States'. */
export function cityPlace(city: City): string {
  return [city.region, countryName(city.country)].filter((part) => part !== undefined).join(', ');
}

/** 'Munich, Germany'; with the name the user typed: 'Gothenburg (Göteborg), Sweden'. */
export function cityLabel(city: City, otherName?: string): string {
  return `${otherName === undefined ? city.name : `${otherName} (${city.name})`}, ${cityPlace(city)}`;
}

/** The label keeps the name the user chose it by: 'Gothenburg, Sweden' (it finds the city again: placeFromLocationText). */
export function pickedCity(city: City, otherName?: string): PickedCity {
  return { label: `${otherName ?? city.name}, ${cityPlace(city)}`, lat: city.lat, lon: city.lon };
}

/** How well a name matches: 0 starts with the query, 1 a word of it does, 2 it contains it; undefined no match. */
function nameMatch(folded: string, needle: string): number | undefined {
  if (folded.startsWith(needle)) return 0;
  // One or two letters inside names match half the list: only the start counts until a third is typed.
  if (needle.length < 3) return undefined;
  const at = folded.indexOf(needle);
  if (at < 0) return undefined;
  return /[\s\-'’(]/.test(folded[at - 1] ?? '') ? 1 : 2;
}

/**
 * The best match among the city's names. A name that starts with the text as typed, accents and all, wins
 * ('mün' is München, 'mu' Munich); then the town's own name wins a tie.
 */
function bestMatch(city: City, needle: string, typed: string): { match: number; otherName: string | undefined } | undefined {
  let best: { match: number; score: number; otherName: string | undefined } | undefined;
  const consider = (name: string, folded: string, otherName: string | undefined) => {
    const match = nameMatch(folded, needle);
    if (match === undefined) return;
    const score = match * 2 + (name.toLowerCase().startsWith(typed) ? 0 : 1);
    if (best === undefined || score < best.score) best = { match, score, otherName };
  };
  consider(city.name, city.folded, undefined);
  city.foldedOtherNames.forEach((folded, index) => consider(city.otherNames[index] ?? '', folded, city.otherNames[index]));
  return best;
}

/** The words a text after the comma may name the city's state or country by: 'tx texas us united states usa …'. */
function placeWords(city: City): string {
  const state = city.region === undefined ? undefined : US_STATES[city.region];
  return foldText([city.region, state, city.country, countryName(city.country), ...(OTHER_COUNTRY_NAMES[city.country] ?? [])].filter(Boolean).join(' '));
}

/**
 * Cities for what the user typed: the name (the list's or another one, 'Gothenburg' for Göteborg) before a
 * comma, and after it optionally the state or country ('springfield, il', 'paris, france', 'köln,
 * deutschland'). Names starting with the text first, then a word of the name, then any part of it; bigger
 * places first within each. At most `limit`.
 */
export function searchCities(cities: readonly City[], query: string, limit = 8): CityMatch[] {
  const [namePart = '', ...rest] = foldText(query).split(',');
  const needle = namePart.trim();
  const typed = (query.split(',')[0] ?? '').trim().toLowerCase();
  const qualifier = rest.join(',').trim();
  if (needle === '') return [];
  const scored: { city: City; otherName: string | undefined; score: number }[] = [];
  for (const city of cities) {
    const found = bestMatch(city, needle, typed);
    if (found === undefined) continue;
    if (qualifier !== '') {
      const place = placeWords(city);
      if (!place.split(' ').some((word) => word.startsWith(qualifier)) && !place.includes(qualifier)) continue;
    }
    scored.push({ city, otherName: found.otherName, score: found.match * 1000 - city.rank });
  }
  scored.sort((a, b) => a.score - b.score || (a.city.name < b.city.name ? -1 : 1));
  return scored.slice(0, limit).map(({ city, otherName }) => ({ city, otherName }));
}
