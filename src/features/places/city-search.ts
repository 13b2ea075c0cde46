import { foldText, type City } from './city-list';

/** A city as the app stores it: the text shown and published, and where it is. */
export interface PickedCity {
  /** 'Munich, Germany'; 'Austin, TX, United States' (US towns share names, so the state is kept). */
  label: string;
  lat: number;
  lon: number;
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

export function cityLabel(city: City): string {
  return [city.name, city.region, countryName(city.country)].filter((part) => part !== undefined).join(', ');
}

export function pickedCity(city: City): PickedCity {
  return { label: cityLabel(city), lat: city.lat, lon: city.lon };
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
 * Cities for what the user typed: the name before a comma, and after it optionally the state or country
 * ('springfield, il', 'paris, france'). Names starting with the text first, then a word of the name, then
 * any part of it; bigger places first within each. At most `limit`.
 */
export function searchCities(cities: readonly City[], query: string, limit = 8): City[] {
  const [namePart = '', ...rest] = foldText(query).split(',');
  const needle = namePart.trim();
  const qualifier = rest.join(',').trim();
  if (needle === '') return [];
  const scored: { city: City; score: number }[] = [];
  for (const city of cities) {
    const match = nameMatch(city.folded, needle);
    if (match === undefined) continue;
    if (qualifier !== '') {
      const place = foldText([city.region, city.country, countryName(city.country)].filter(Boolean).join(' '));
      if (!place.split(' ').some((word) => word.startsWith(qualifier)) && !place.includes(qualifier)) continue;
    }
    scored.push({ city, score: match * 1000 - city.rank });
  }
  scored.sort((a, b) => a.score - b.score || (a.city.name < b.city.name ? -1 : 1));
  return scored.slice(0, limit).map((entry) => entry.city);
}
