import { describe, expect, it } from 'vitest';

import { relativeTime } from './relative-time';

const NOW_MS = 1_700_000_000_000;
const now = NOW_MS / 1000;

describe('relativeTime', () => {
  it.each([
    [now, 'just now'],
    [now - 59, 'just now'],
    [now - 60, '1 minute ago'],
    [now - 5 * 60, '5 minutes ago'],
    [now - 59 * 60, '59 minutes ago'],
    [now - 3600, '1 hour ago'],
    [now - 3 * 3600, '3 hours ago'],
    [now - 86_400, '1 day ago'],
    [now - 2 * 86_400, '2 days ago'],
    [now - 7 * 86_400, '1 week ago'],
    [now - 29 * 86_400, '4 weeks ago'],
    [now - 30 * 86_400, '1 month ago'],
    [now - 11 * 30 * 86_400, '11 months ago'],
    [now - 365 * 86_400, '1 year ago'],
    [now - 3 * 365 * 86_400, '3 years ago'],
    [0, '53 years ago'],
  ])('%d → %s', (seconds, expected) => {
    expect(relativeTime(seconds, NOW_MS)).toBe(expected);
  });

  it.each([[now + 3600], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])(
    'reads the future or invalid timestamp %d as just now',
    (seconds) => {
      expect(relativeTime(seconds, NOW_MS)).toBe('just now');
    },
  );

  it('ends every past timestamp with "ago" (docs/product.md §2)', () => {
    for (let age = 60; age < 10 * 365 * 86_400; age = Math.ceil(age * 1.7)) {
      expect(relativeTime(now - age, NOW_MS)).toMatch(/^\d+ (minute|hour|day|week|month|year)s? ago$/);
    }
  });
});
