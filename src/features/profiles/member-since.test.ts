import { describe, expect, it } from 'vitest';

import { formatMemberSince, memberSince } from './member-since';

const NOW = 1_750_000_000;

describe('memberSince', () => {
  it('is the oldest plausible timestamp', () => {
    expect(memberSince([1_700_000_000, 1_650_000_000, undefined, 1_720_000_000], NOW)).toBe(1_650_000_000);
  });

  it.each<[string, (number | undefined)[]]>([
    ['nothing read', []],
    ['only missing', [undefined]],
    ['1970', [0]],
    ['before Nostr', [1_500_000_000]],
    ['the year 2100', [4_102_444_800]],
    ['beyond JavaScript dates', [Number.MAX_SAFE_INTEGER]],
    ['not an integer', [Number.NaN, 1.5e9 + 0.5, -1]],
  ])('is unknown for %s', (_label, timestamps) => expect(memberSince(timestamps, NOW)).toBeUndefined());

  it('ignores implausible values next to real ones', () => {
    expect(memberSince([0, 1_700_000_000, 4_102_444_800], NOW)).toBe(1_700_000_000);
  });

  it('formats as month and year', () => {
    expect(formatMemberSince(1_709_251_200, 'en-US')).toBe('March 2024');
  });
});
