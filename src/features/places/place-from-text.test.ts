import { describe, expect, it } from 'vitest';

import { foldText } from '@/nostr/fold-text';

import type { City } from './city-list';
import { placeFromLocationText } from './place-from-text';

function town(name: string, place: string, rank: number, otherNames: string[] = []): City {
  const [country = '', region] = place.split('-');
  return { name, country, region, lat: rank, lon: rank, rank, folded: foldText(name), otherNames, foldedOtherNames: otherNames.map(foldText) };
}

// Ranks are 10 × log10(population): 61 is 1.26 million people, 40 is 10 000.
const CITIES: readonly City[] = [
  town('Munich', 'DE', 61, ['München', 'Muenchen']),
  town('Köln', 'DE', 60, ['Cologne']),
  town('Hamburg', 'DE', 62),
  town('Hamburg', 'US-NY', 40),
  town('Göteborg', 'SE', 58, ['Gothenburg']),
  town('Austin', 'US-TX', 60),
  town('Austin', 'US-MN', 44),
  town('Portland', 'US-OR', 58),
  town('Portland', 'US-ME', 48),
  town('Springfield', 'US-IL', 51),
  town('Springfield', 'US-MO', 52),
  town('Springfield', 'US-MA', 52),
  town('Frankfurt am Main', 'DE', 58, ['Frankfurt']),
  town('Washington, D.C.', 'US-DC', 58, ['Washington DC']),
  town('Washington', 'US-UT', 44),
  town('London', 'GB', 69),
  town('London', 'CA', 55),
  town('Dover', 'GB', 45),
  town('Dover', 'US-DE', 46),
  town('Paris', 'FR', 63),
];

const place = (text: unknown) => {
  const city = placeFromLocationText(text, CITIES);
  return city === undefined ? undefined : `${city.name}|${city.region ?? city.country}`;
};

describe('placeFromLocationText (docs/product.md §2 Location and distance)', () => {
  it('reads the town before the comma by any of its names, accents and case ignored', () => {
    expect(place('Munich, Germany')).toBe('Munich|DE');
    expect(place('München')).toBe('Munich|DE');
    expect(place('muenchen')).toBe('Munich|DE');
    expect(place('MUNCHEN, Deutschland')).toBe('Munich|DE');
    expect(place('Gothenburg, Sweden')).toBe('Göteborg|SE');
    expect(place('Gothenburg (Göteborg), Sweden')).toBe('Göteborg|SE');
    expect(place('  Frankfurt ,  DE ')).toBe('Frankfurt am Main|DE');
    expect(place('Frankfurt-am-Main')).toBe('Frankfurt am Main|DE');
  });

  it('lets a country or US state after the comma choose between towns of one name, by code, English or local name', () => {
    expect(place('Hamburg, NY')).toBe('Hamburg|NY');
    expect(place('Hamburg, New York, USA')).toBe('Hamburg|NY');
    expect(place('Austin, TX')).toBe('Austin|TX');
    expect(place('Austin, Minnesota')).toBe('Austin|MN');
    expect(place('London, Canada')).toBe('London|CA');
    expect(place('London, U.K.')).toBe('London|GB');
    // 'DE' is Germany and Delaware: the town decides.
    expect(place('Dover, DE')).toBe('Dover|DE');
    expect(place('Dover, England')).toBe('Dover|GB');
    expect(place('Washington, D.C.')).toBe('Washington, D.C.|DC');
    expect(place('Washington DC, USA')).toBe('Washington, D.C.|DC');
  });

  it('ignores postcodes and parts it does not know (a region), but not a country that does not fit', () => {
    expect(place('80331 München')).toBe('Munich|DE');
    expect(place('München 80331, Bayern')).toBe('Munich|DE');
    expect(place('Köln; NRW')).toBe('Köln|DE');
    expect(place('Munich, France')).toBeUndefined();
    expect(place('Austin, CA')).toBeUndefined();
  });

  it('takes a bare name only when one town of that name is 20 times bigger than any other', () => {
    expect(place('Hamburg')).toBe('Hamburg|DE');
    expect(place('Austin')).toBe('Austin|TX');
    expect(place('Cologne')).toBe('Köln|DE');
    expect(place('London')).toBe('London|GB');
    expect(place('Portland')).toBeUndefined();
    expect(place('Springfield')).toBeUndefined();
    expect(place('Springfield, USA')).toBeUndefined();
    expect(place('Springfield, IL')).toBe('Springfield|IL');
    expect(place('Dover')).toBeUndefined();
  });

  it('never throws on hostile or empty text and places nothing for it', () => {
    for (const text of [undefined, null, 42, {}, ['Munich'], '', '   ', ',,,', 'Germany', 'Online', '<script>alert(1)</script>', 'Munich'.repeat(40), 'München\u0000, DE', '((((']) {
      expect(() => placeFromLocationText(text, CITIES)).not.toThrow();
    }
    expect(place('<script>Munich</script>')).toBeUndefined();
    expect(place('Munich'.repeat(40))).toBeUndefined();
    expect(place(`Munich, ${'x'.repeat(300)}`)).toBeUndefined();
    expect(place('Germany')).toBeUndefined();
    expect(placeFromLocationText('Munich', [])).toBeUndefined();
  });
});
