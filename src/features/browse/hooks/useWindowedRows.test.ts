import { describe, expect, it } from 'vitest';

import { estimateRowHeight, OVERSCAN_ROWS, rangeKeeping } from './useWindowedRows';

describe('estimateRowHeight', () => {
  it('is the row heights measured in Chromium: 3:2 photo inside the borders, card text, gap', () => {
    // 1280 px window: a 1232 px grid of four 296 px cards; 375 px phone: one 343 px card.
    expect(estimateRowHeight({ gridWidth: 1232, columns: 4, rem: 16 }, true)).toBe(400);
    expect(estimateRowHeight({ gridWidth: 343, columns: 1, rem: 16 }, true)).toBeCloseTo(431.33, 2);
    // Without a facts line ('year · mileage · location') a card is one line (26 px) shorter.
    expect(estimateRowHeight({ gridWidth: 343, columns: 1, rem: 16 }, false)).toBeCloseTo(405.33, 2);
  });

  it('scales the text and the gaps with the root font size', () => {
    // 20 px root: the page's padding leaves a 1220 px grid of 290 px cards, 426.5 px tall, and 20 px gaps.
    expect(estimateRowHeight({ gridWidth: 1220, columns: 4, rem: 20 }, true)).toBe(446.5);
  });

  it('never goes below the text height, even before the grid has a width', () => {
    expect(estimateRowHeight({ gridWidth: 0, columns: 4, rem: 16 }, false)).toBe(178);
  });
});

describe('rangeKeeping', () => {
  const range = { startIndex: 10, endIndex: 12, overscan: OVERSCAN_ROWS, count: 100 };

  it('is the visible rows plus the overscan on each side', () => {
    expect(rangeKeeping(range, null)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('adds the focused row, in order, when it is outside the range', () => {
    expect(rangeKeeping(range, 2)).toEqual([2, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(rangeKeeping(range, 40)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 40]);
    expect(rangeKeeping(range, 9)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('forgets a focused row that no longer exists', () => {
    expect(rangeKeeping({ ...range, count: 14 }, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });
});
