import { describe, expect, it } from 'vitest';

import { nextPageUntil, oldestCreatedAt, pageWindow, type ListingPage } from './listing-page';

function page(overrides: Partial<ListingPage>): ListingPage {
  return { listings: [], until: undefined, received: 100, oldest: 500, complete: true, ...overrides };
}

describe('nextPageUntil', () => {
  it('continues from the oldest second seen, inclusive, after a full page', () => {
    expect(nextPageUntil(page({}), 100)).toBe(500);
    expect(nextPageUntil(page({ until: 900, oldest: 700 }), 100)).toBe(700);
  });

  it('steps past a second that filled a whole page, so paging always advances', () => {
    expect(nextPageUntil(page({ until: 700, oldest: 700 }), 100)).toBe(699);
  });

  it('stops after a short page, an empty page, or while the page is still streaming', () => {
    expect(nextPageUntil(page({ received: 99 }), 100)).toBeUndefined();
    expect(nextPageUntil(page({ received: 0, oldest: undefined }), 100)).toBeUndefined();
    expect(nextPageUntil(page({ complete: false }), 100)).toBeUndefined();
  });
});

describe('pageWindow', () => {
  it('a full first page speaks for everything from its oldest event on', () => {
    expect(pageWindow(page({}), 100)).toEqual({ from: 500, to: Number.POSITIVE_INFINITY });
  });

  it('a full later page speaks for [oldest, until]', () => {
    expect(pageWindow(page({ until: 800, oldest: 600 }), 100)).toEqual({ from: 600, to: 800 });
  });

  it('a short page speaks for everything back to the beginning', () => {
    expect(pageWindow(page({ until: 800, received: 3, oldest: 790 }), 100)).toEqual({ from: 0, to: 800 });
    expect(pageWindow(page({ received: 0, oldest: undefined }), 100)).toEqual({ from: 0, to: Number.POSITIVE_INFINITY });
  });
});

describe('oldestCreatedAt', () => {
  it('is the minimum, or undefined for no events', () => {
    expect(oldestCreatedAt([{ created_at: 5 }, { created_at: 2 }, { created_at: 9 }])).toBe(2);
    expect(oldestCreatedAt([])).toBeUndefined();
  });
});
