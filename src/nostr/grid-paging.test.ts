import { describe, expect, it } from 'vitest';

import { nextCursor, pageWindow, type ListingPage } from './grid-paging';
import type { RelayOutcome } from './relay-outcome';

const A = 'wss://a.example';
const B = 'wss://b.example';

function answeredBy(relay: string, received: number, oldest: number | undefined): RelayOutcome {
  return { relay, status: 'answered', received, oldest };
}

function page(outcomes: RelayOutcome[], overrides: Partial<ListingPage> = {}): ListingPage {
  return { listings: [], cursor: undefined, outcomes, complete: true, ...overrides };
}

describe('nextCursor', () => {
  it('continues from the oldest second seen, inclusive, after a full page', () => {
    expect(nextCursor(page([answeredBy(A, 100, 500)]), 100)).toEqual({ until: 500, relays: [A] });
    expect(nextCursor(page([answeredBy(A, 100, 700)], { cursor: { until: 900, relays: [A] } }), 100)).toEqual({ until: 700, relays: [A] });
  });

  it('asks again only the relays that filled their page, from the newest of their oldest seconds', () => {
    const next = nextCursor(page([answeredBy(A, 100, 500), answeredBy(B, 100, 300), answeredBy('wss://c.example', 40, 100)]), 100);
    expect(next).toEqual({ until: 500, relays: [A, B] });
  });

  it('steps past a second that filled a whole page, so paging always advances', () => {
    expect(nextCursor(page([answeredBy(A, 100, 700)], { cursor: { until: 700, relays: [A] } }), 100)).toEqual({ until: 699, relays: [A] });
  });

  it('stops after short or empty pages, failed relays, or while the page is still streaming', () => {
    expect(nextCursor(page([answeredBy(A, 99, 500)]), 100)).toBeUndefined();
    expect(nextCursor(page([answeredBy(A, 0, undefined), { relay: B, status: 'failed', reason: 'x' }]), 100)).toBeUndefined();
    expect(nextCursor(page([answeredBy(A, 100, 500)], { complete: false }), 100)).toBeUndefined();
  });
});

describe('pageWindow', () => {
  it('a full first page speaks for everything from its oldest event on', () => {
    expect(pageWindow({ received: 100, oldest: 500 }, undefined, 100)).toEqual({ from: 500, to: Number.POSITIVE_INFINITY });
  });

  it('a full later page speaks for [oldest, until]', () => {
    expect(pageWindow({ received: 100, oldest: 600 }, 800, 100)).toEqual({ from: 600, to: 800 });
  });

  it('a short page speaks for everything back to the beginning', () => {
    expect(pageWindow({ received: 3, oldest: 790 }, 800, 100)).toEqual({ from: 0, to: 800 });
    expect(pageWindow({ received: 0, oldest: undefined }, undefined, 100)).toEqual({ from: 0, to: Number.POSITIVE_INFINITY });
  });
});
