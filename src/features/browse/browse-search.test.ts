import { describe, expect, it } from 'vitest';

import { encodeGeohash } from '@/nostr/geohash';
import { testListing } from '@testing/listings';

import { describeBrowseSearch, matchBrowseSearch } from './browse-search';

const at = (title: string, lat: number, lon: number, createdAt: number) => testListing({ title, geohash: encodeGeohash({ lat, lon }, 5), createdAt });

describe('a browse search near a city (docs/product.md §2 Location and distance)', () => {
  const far = at('Freising', 48.4, 11.75, 1_700_000_300); // ~32 km
  const near = at('Dachau', 48.26, 11.43, 1_700_000_100); // ~17 km
  const outside = at('Augsburg', 48.37, 10.9, 1_700_000_200); // ~56 km
  const unplaced = testListing({ title: 'Nowhere', createdAt: 1_700_000_400 });
  const params = 'near=Munich%2C+Germany&at=48.14,11.58&km=50';

  it('keeps the cars within the radius, nearest first by default, newest first when chosen', () => {
    expect(matchBrowseSearch([far, near, outside, unplaced], params).map((listing) => listing.title)).toEqual(['Dachau', 'Freising']);
    expect(matchBrowseSearch([far, near, outside, unplaced], `${params}&sort=newest`).map((listing) => listing.title)).toEqual(['Freising', 'Dachau']);
  });

  it('describes it by its chip, without naming the default order', () => {
    expect(describeBrowseSearch(params)).toEqual(['Within 50 km of Munich, Germany']);
    expect(describeBrowseSearch(`${params}&sort=newest`)).toEqual(['Within 50 km of Munich, Germany', 'Newest first']);
  });
});

describe("a saved search with 'Only sellers in my network' (docs/product.md §2 Web of trust)", () => {
  it("is described with the grid's chip", () => {
    expect(describeBrowseSearch('make=bmw&network=1')).toEqual(['BMW', 'In my network']);
  });
});

describe('a saved search with a search text (docs/product.md §5 Validation rules, Listing search)', () => {
  const v70 = testListing({ title: 'V70 estate', make: 'Volvo', createdAt: 1_700_000_100 });
  const volvo = testListing({ title: 'Volvo V70 with towbar', make: 'Volvo', createdAt: 1_700_000_000 });
  const saab = testListing({ title: 'Saab 900 turbo', make: 'Saab', createdAt: 1_700_000_200 });

  it('matches and ranks as the grid does: words in any order, best match first, a misspelt make corrected', () => {
    expect(matchBrowseSearch([v70, volvo, saab], 'q=v70+volvo').map((listing) => listing.title)).toEqual(['Volvo V70 with towbar', 'V70 estate']);
    expect(matchBrowseSearch([v70, volvo, saab], 'q=volov&sort=newest').map((listing) => listing.title)).toEqual(['V70 estate', 'Volvo V70 with towbar']);
  });

  it("names an order other than 'Best match'", () => {
    expect(describeBrowseSearch('q=volvo')).toEqual(['“volvo”']);
    expect(describeBrowseSearch('q=volvo&sort=newest')).toEqual(['“volvo”', 'Newest first']);
  });
});

describe("a saved search with 'More filters' (docs/product.md §2 Home: browse tab)", () => {
  const audi = testListing({ title: 'Audi', specs: { drivetrain: 'AWD', accidentFree: true }, createdAt: 1_700_000_100 });
  const subaru = testListing({ title: 'Subaru', specs: { drivetrain: 'AWD', accidentFree: false }, createdAt: 1_700_000_200 });
  const plain = testListing({ title: 'Plain', createdAt: 1_700_000_300 });

  it('matches as the grid does and is described by its chips', () => {
    expect(matchBrowseSearch([audi, subaru, plain], 'drive=awd&accfree=1').map((listing) => listing.title)).toEqual(['Audi']);
    expect(describeBrowseSearch('drive=AWD&accfree=1&minkw=100')).toEqual(['Drivetrain: AWD', 'Accident-free only', 'Min. power: 100 kW (136 hp)']);
  });
});
