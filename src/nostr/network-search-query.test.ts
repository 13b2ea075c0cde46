import { describe, expect, it } from 'vitest';

import { CAR_TAGS_QUERY } from '@/config/car-options';
import { KIND } from '@/config/constants';

import { networkSearchFilter, optionTagValues, relayFiltersText, searchTopicTags } from './network-search-query';

const nip50 = { nip50: true };
const plain = { nip50: false };

describe('optionTagValues', () => {
  it('asks for the make as our form writes it, as shown, capitalised and without accents', () => {
    expect(optionTagValues('Škoda')).toEqual(['škoda', 'Škoda', 'skoda', 'Skoda']);
    expect(optionTagValues('Mercedes-Benz')).toEqual(['mercedes-benz', 'Mercedes-Benz', 'Mercedes-benz']);
    expect(optionTagValues('SUV')).toEqual(['suv', 'SUV', 'Suv']);
    expect(optionTagValues('  ')).toEqual([]);
  });
});

describe('searchTopicTags', () => {
  it('prefers the make, then the body type, else the grid’s car tags', () => {
    expect(searchTopicTags({ make: 'Nissan', bodyType: 'SUV' })).toEqual(['nissan', 'Nissan']);
    expect(searchTopicTags({ make: undefined, bodyType: 'Coupe' })).toEqual(['coupe', 'Coupe']);
    expect(searchTopicTags({ make: undefined, bodyType: undefined })).toEqual([...CAR_TAGS_QUERY]);
  });
});

describe('networkSearchFilter per relay capability', () => {
  const terms = { query: '  Berlinette ', make: undefined, bodyType: undefined };

  it('sends the text as NIP-50 search only to a relay that announces it', () => {
    expect(networkSearchFilter(terms, nip50)).toEqual({ kinds: [KIND.listing], '#t': [...CAR_TAGS_QUERY], limit: 100, search: 'Berlinette' });
    const withoutSearch = networkSearchFilter(terms, plain);
    expect(withoutSearch).toEqual({ kinds: [KIND.listing], '#t': [...CAR_TAGS_QUERY], limit: 100 });
    expect('search' in withoutSearch).toBe(false);
  });

  it('narrows by make with #t on every relay, and pages with until', () => {
    const nissan = { query: '', make: 'Nissan', bodyType: undefined };
    expect(networkSearchFilter(nissan, plain, { until: 1_700_000_000, limit: 50 })).toEqual({
      kinds: [KIND.listing],
      '#t': ['nissan', 'Nissan'],
      limit: 50,
      until: 1_700_000_000,
    });
    expect(networkSearchFilter(nissan, nip50)).not.toHaveProperty('search');
  });

  it('says which relays filter the text themselves', () => {
    expect(relayFiltersText(terms, nip50)).toBe(true);
    expect(relayFiltersText(terms, plain)).toBe(false);
    expect(relayFiltersText({ ...terms, query: '' }, plain)).toBe(true);
  });
});
