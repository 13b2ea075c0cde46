import { describe, expect, it } from 'vitest';

import { foldText } from '@/nostr/fold-text';

import type { City } from './city-list';
import { cityLabel, pickedCity, searchCities } from './city-search';

function town(name: string, country: string, rank: number, otherNames: string[] = [], region?: string): City {
  return { name, country, region, lat: rank / 2, lon: rank, rank, folded: foldText(name), otherNames, foldedOtherNames: otherNames.map(foldText) };
}

const CITIES: readonly City[] = [
  town('Köln', 'DE', 60, ['Cologne', 'Koeln']),
  town('Cologne', 'IT', 39),
  town('Munich', 'DE', 61, ['München', 'Muenchen']),
  town('Göteborg', 'SE', 58, ['Gothenburg']),
  town('København', 'DK', 61, ['Copenhagen']),
  town('Austin', 'US', 60, [], 'TX'),
];

const labels = (query: string) => searchCities(CITIES, query).map((match) => cityLabel(match.city, match.otherName));

describe('searchCities by other names (docs/product.md §2 Location and distance)', () => {
  it('finds a town by another name, bigger towns first, and shows the name typed next to the list’s', () => {
    expect(labels('cologne')).toEqual(['Cologne (Köln), Germany', 'Cologne, Italy']);
    expect(labels('Gothen')).toEqual(['Gothenburg (Göteborg), Sweden']);
    expect(labels('koeln')).toEqual(['Koeln (Köln), Germany']);
    expect(labels('kobenhavn')).toEqual(['København, Denmark']);
  });

  it('keeps the list’s own name when it matches as well as another one', () => {
    expect(labels('mu')).toEqual(['Munich, Germany']);
    expect(labels('mün')).toEqual(['München (Munich), Germany']);
  });

  it('narrows by country in English or its own language, and by US state by code or name', () => {
    expect(labels('cologne, deutschland')).toEqual(['Cologne (Köln), Germany']);
    expect(labels('cologne, italia')).toEqual(['Cologne, Italy']);
    expect(labels('austin, texas')).toEqual(['Austin, TX, United States']);
    expect(labels('austin, usa')).toEqual(['Austin, TX, United States']);
  });

  it('publishes the name the city was chosen by', () => {
    const [gothenburg] = searchCities(CITIES, 'gothenburg');
    expect(pickedCity(gothenburg!.city, gothenburg!.otherName)).toEqual({ label: 'Gothenburg, Sweden', lat: 29, lon: 58 });
    expect(pickedCity(CITIES[2]!)).toEqual({ label: 'Munich, Germany', lat: 30.5, lon: 61 });
  });
});
