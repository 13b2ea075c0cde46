import { afterEach, describe, expect, it, vi } from 'vitest';

import { KIND } from '@/config/constants';
import type { NostrEvent } from '@/nostr/event';

import { BootRequests, filtersKey } from './boot-requests';

const event = { id: 'a'.repeat(64) } as NostrEvent;

afterEach(() => {
  vi.useRealTimers();
});

describe('BootRequests', () => {
  it('holds the answers of a boot REQ and hands them to the first claim with equal filters, once', () => {
    const closed: string[] = [];
    const boot = new BootRequests((id) => closed.push(id));
    boot.adopt([{ id: 'boot-grid', filters: [{ kinds: [KIND.listing], '#t': ['car'], limit: 100 }] }], 15_000);

    expect(boot.hold({ type: 'EVENT', subscriptionId: 'boot-grid', event })).toBe(true);
    expect(boot.hold({ type: 'EOSE', subscriptionId: 'boot-grid' })).toBe(true);
    expect(boot.hold({ type: 'EOSE', subscriptionId: 'someone-else' })).toBe(false);

    expect(boot.claim([{ kinds: [KIND.listing], '#t': ['bike'], limit: 100 }])).toBeUndefined();
    // Key order does not matter.
    const claimed = boot.claim([{ limit: 100, '#t': ['car'], kinds: [KIND.listing] }]);
    expect(claimed).toEqual({ id: 'boot-grid', held: [{ type: 'EVENT', subscriptionId: 'boot-grid', event }, { type: 'EOSE', subscriptionId: 'boot-grid' }] });
    expect(boot.claim([{ kinds: [KIND.listing], '#t': ['car'], limit: 100 }])).toBeUndefined();
    // Claimed: later messages go to the app's subscription, not here.
    expect(boot.hold({ type: 'EOSE', subscriptionId: 'boot-grid' })).toBe(false);
    expect(closed).toEqual([]);
  });

  it('closes on the relay what nobody claimed in time, and forgets REQs when the socket goes', () => {
    vi.useFakeTimers();
    const closed: string[] = [];
    const boot = new BootRequests((id) => closed.push(id));
    boot.adopt([{ id: 'boot-grid', filters: [{ kinds: [1] }] }], 1_000);
    vi.advanceTimersByTime(999);
    expect(closed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(closed).toEqual(['boot-grid']);
    expect(boot.claim([{ kinds: [1] }])).toBeUndefined();

    boot.adopt([{ id: 'boot-2', filters: [{ kinds: [1] }] }], 1_000);
    boot.clear();
    vi.advanceTimersByTime(2_000);
    expect(closed).toEqual(['boot-grid']);
    expect(boot.claim([{ kinds: [1] }])).toBeUndefined();
  });

  it('keys filters by content, not key order', () => {
    expect(filtersKey([{ kinds: [1], limit: 2 }])).toBe(filtersKey([{ limit: 2, kinds: [1] }]));
    expect(filtersKey([{ kinds: [1], limit: 2 }])).not.toBe(filtersKey([{ kinds: [1], limit: 3 }]));
  });
});
