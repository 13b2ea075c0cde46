import { describe, expect, it } from 'vitest';

import { truncate } from './truncate';

describe('truncate', () => {
  it.each([
    ['hello', 10, 'hello'],
    ['hello', 5, 'hello'],
    ['hello', 3, 'hel'],
    ['hello', 0, ''],
    ['hello', -1, ''],
    ['ab😀cd', 3, 'ab'],
    ['ab😀cd', 4, 'ab😀'],
    ['', 5, ''],
  ])('truncate(%j, %d) → %j', (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });
});
