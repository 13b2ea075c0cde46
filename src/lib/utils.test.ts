import { describe, expect, it } from 'vitest';

import { cn } from './utils';

describe('cn', () => {
  it.each([
    [['px-2', 'px-4'], 'px-4'],
    [['text-sm', false, undefined, null, 'font-bold'], 'text-sm font-bold'],
    [['p-2', { hidden: true, block: false }], 'p-2 hidden'],
    [['bg-red-500', ['bg-blue-500']], 'bg-blue-500'],
  ])('cn(%j) → %j', (inputs, expected) => {
    expect(cn(...inputs)).toBe(expected);
  });
});
