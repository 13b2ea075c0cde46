import { describe, expect, it } from 'vitest';

import { daysListed, listedAgoText } from './listing-age';

const NOW = 1_750_000_000;
const DAY = 86_400;

describe('listedAgoText', () => {
  it.each([
    [NOW, 'Listed today'],
    [NOW - DAY + 1, 'Listed today'],
    [NOW - DAY, 'Listed 1 day ago'],
    [NOW - 12 * DAY - 5, 'Listed 12 days ago'],
    // A clock ahead of ours: not 'Listed -1 days ago'.
    [NOW + 3 * DAY, 'Listed today'],
  ])('%s → %s', (publishedAt, text) => {
    expect(listedAgoText(publishedAt, NOW)).toBe(text);
  });

  it('says nothing without a plausible published_at', () => {
    expect(listedAgoText(undefined, NOW)).toBeUndefined();
    expect(listedAgoText(0, NOW)).toBeUndefined();
    expect(daysListed(Number.NaN, NOW)).toBeUndefined();
  });
});
