import { describe, expect, it } from 'vitest';

import { searchCondition, searchTerms } from './search-query';

describe('searchTerms', () => {
  it('drops NIP-50 key:value extensions and double quotes', () => {
    expect(searchTerms('include:spam "red Tesla" -nsfw:true domain:x.com')).toEqual(['red', 'Tesla']);
    expect(searchTerms('  ')).toEqual([]);
    expect(searchTerms('"')).toEqual([]);
  });
});

describe('searchCondition', () => {
  it('quotes every term so FTS5 operators are plain text', () => {
    expect(searchCondition(['AND', 'NEAR(a', 'car*', 'x:y'])).toEqual({
      match: '"AND" "NEAR(a" "car*" "x:y"',
      likePatterns: [],
    });
  });

  it('sends terms shorter than three characters to LIKE, escaping its wildcards', () => {
    expect(searchCondition(['GT', '5%', 'a_'])).toEqual({ match: null, likePatterns: ['%GT%', '%5\\%%', '%a\\_%'] });
  });
});
