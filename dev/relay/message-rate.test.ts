import { describe, expect, it } from 'vitest';

import { MessageRate } from './message-rate';

describe('MessageRate (token bucket)', () => {
  it('allows a burst, then one message per refilled token, never more than the burst after a pause', () => {
    const rate = new MessageRate(2, 3, 0);
    expect([rate.take(0), rate.take(0), rate.take(0), rate.take(0)]).toEqual([true, true, true, false]);
    // Two a second: a token every 500 ms.
    expect(rate.take(499)).toBe(false);
    expect(rate.take(500)).toBe(true);
    expect(rate.take(500)).toBe(false);
    // A long pause refills to the burst size, not beyond.
    const afterPause = Array.from({ length: 4 }, () => rate.take(60_000));
    expect(afterPause).toEqual([true, true, true, false]);
  });

  it('does not refill when the clock goes backwards', () => {
    const rate = new MessageRate(1, 1, 10_000);
    expect(rate.take(10_000)).toBe(true);
    expect(rate.take(5_000)).toBe(false);
    expect(rate.take(10_999)).toBe(false);
  });
});
