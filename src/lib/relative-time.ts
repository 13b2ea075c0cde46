const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Largest unit first; the first unit that fits at least once names the result. */
const UNITS: readonly (readonly [seconds: number, name: string])[] = [
  [YEAR, 'year'],
  [MONTH, 'month'],
  [WEEK, 'week'],
  [DAY, 'day'],
  [HOUR, 'hour'],
  [MINUTE, 'minute'],
];

/**
 * English relative time in the '... ago' form of docs/product.md §2 ('just now', '5 minutes ago', '1 day ago').
 * `now` is passed in so callers and tests control the clock. Timestamps in the future (clock skew between
 * the author and us) and invalid numbers read as 'just now' rather than as a negative age.
 */
export function relativeTime(unixSeconds: number, nowMs: number): string {
  const elapsed = Math.floor(nowMs / 1000 - unixSeconds);
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'just now';
  for (const [size, name] of UNITS) {
    if (elapsed >= size) {
      const count = Math.floor(elapsed / size);
      return `${count} ${name}${count === 1 ? '' : 's'} ago`;
    }
  }
  return 'just now';
}
