import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import type { NostrEvent } from '@/nostr/event';

import { fakeEvent } from '@testing/events';
import { eventStore } from './event-store';
import { useCurrentEvent, useCurrentEvents } from './useEventStore';

afterEach(() => {
  eventStore.clear();
  eventStore.setMuteRule(undefined);
});

const asEvent = (event: NostrEvent) => event;

describe('useCurrentEvents', () => {
  it('follows the store: a deletion or a mute learned elsewhere leaves the list, unmuting brings it back', () => {
    const author = 'a'.repeat(64);
    const kept = fakeEvent({ kind: KIND.comment, pubkey: author, created_at: 100 });
    const deleted = fakeEvent({ kind: KIND.comment, pubkey: author, created_at: 101 });
    const muted = fakeEvent({ kind: KIND.comment, pubkey: 'b'.repeat(64), created_at: 102 });
    const items = [kept, deleted, muted];
    const { result } = renderHook(() => useCurrentEvents(items, asEvent));
    expect(result.current).toBe(items);

    act(() => void eventStore.add(fakeEvent({ kind: KIND.deletion, pubkey: author, created_at: 200, tags: [['e', deleted.id]] })));
    expect(result.current).toEqual([kept, muted]);
    act(() => eventStore.setMuteRule((event) => event.pubkey === muted.pubkey));
    expect(result.current).toEqual([kept]);
    act(() => eventStore.setMuteRule(undefined));
    expect(result.current).toEqual([kept, muted]);
  });

  it('holds what it shows from eviction while mounted', () => {
    const shown = fakeEvent({ kind: KIND.comment, created_at: 100 });
    eventStore.add(shown);
    const { unmount } = renderHook(() => useCurrentEvent(shown));
    act(() => void eventStore.addMany(Array.from({ length: 20_001 }, (_, index) => fakeEvent({ kind: KIND.comment, created_at: index }))));
    // `query` reads without counting as a use (`get` would make it the most recently used).
    expect(eventStore.query([{ ids: [shown.id] }])).toEqual([shown]);
    unmount();
    act(() => void eventStore.addMany([fakeEvent({ kind: KIND.comment, created_at: 1 })]));
    expect(eventStore.query([{ ids: [shown.id] }])).toEqual([]);
  });

  it('gives undefined for nothing to show, and for one event its author deleted', () => {
    const event = fakeEvent({ kind: KIND.profile, pubkey: 'c'.repeat(64), created_at: 100 });
    const { result, rerender } = renderHook(({ shown }) => useCurrentEvent(shown), { initialProps: { shown: undefined as NostrEvent | undefined } });
    expect(result.current).toBeUndefined();
    rerender({ shown: event });
    expect(result.current).toBe(event);
    act(() => void eventStore.add(fakeEvent({ kind: KIND.deletion, pubkey: event.pubkey, created_at: 100, tags: [['a', `0:${event.pubkey}:`]] })));
    expect(result.current).toBeUndefined();
  });
});
