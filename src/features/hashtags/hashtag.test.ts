import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import type { NostrEvent } from '@/nostr/event';

import { carriesTag, hashtagListingsFilter, normalizeTag, tagSpellings } from './hashtag';

const withTags = (tags: string[][]) => ({ event: { tags } as NostrEvent });

describe('hashtag helpers', () => {
  it.each([
    ['toyota', 'toyota'],
    ['  #Toyota ', 'Toyota'],
    ['##', ''],
    ['', ''],
    ['x'.repeat(101), ''],
  ])('normalizeTag(%j) is %j', (segment, tag) => expect(normalizeTag(segment)).toBe(tag));

  it('asks relays for the spelling seen, lowercase and capitalised, each once', () => {
    expect(tagSpellings('TOYOTA')).toEqual(['TOYOTA', 'toyota', 'Toyota']);
    expect(tagSpellings('toyota')).toEqual(['toyota', 'Toyota']);
    expect(tagSpellings('4x4')).toEqual(['4x4']);
    expect(hashtagListingsFilter('Suv')).toEqual({ kinds: [KIND.listing], '#t': ['Suv', 'suv'], limit: 100 });
  });

  it('matches t tags case-insensitively and ignores other tags', () => {
    expect(carriesTag(withTags([['t', ' Toyota ']]), 'toyota')).toBe(true);
    expect(carriesTag(withTags([['title', 'toyota'], ['t', 'car']]), 'toyota')).toBe(false);
  });
});
