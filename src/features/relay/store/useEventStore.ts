import { useEffect, useMemo, useSyncExternalStore } from 'react';

import type { NostrEvent } from '@/nostr/event';

import { eventStore } from './event-store';

const subscribe = (listener: () => void) => eventStore.subscribe(listener);
const storeVersionNow = () => eventStore.version;

/** The event store's version: a component that reads the store through it re-renders when the store changes. */
export function useStoreVersion(): number {
  return useSyncExternalStore(subscribe, storeVersionNow, storeVersionNow);
}

/**
 * `items` as the event store says now (deleted and muted left out, one per version), following the store: a
 * deletion or mute learned later by any reader removes them here too. The items' events are held from
 * eviction while the component shows them.
 */
export function useCurrentEvents<T>(items: readonly T[], eventOf: (item: T) => NostrEvent): T[];
export function useCurrentEvents<T>(items: readonly T[] | undefined, eventOf: (item: T) => NostrEvent): T[] | undefined;
export function useCurrentEvents<T>(items: readonly T[] | undefined, eventOf: (item: T) => NostrEvent): T[] | undefined {
  const storeVersion = useStoreVersion();
  useEffect(() => (items === undefined ? undefined : eventStore.hold(items.map((item) => eventOf(item).id))), [items, eventOf]);
  return useMemo(() => currentAt(storeVersion, items, eventOf), [storeVersion, items, eventOf]);
}

/**
 * The store's answer for `items` at `version`: the version is what changes the answer for the same items,
 * so it is an argument (and a memo dependency) although the store is read directly.
 */
function currentAt<T>(version: number, items: readonly T[] | undefined, eventOf: (item: T) => NostrEvent): T[] | undefined {
  if (items === undefined || version < 0) return undefined;
  return keepIdentity(items, eventStore.current(items, eventOf));
}

/** `event` unless the store says it is deleted or muted: for a screen showing one event. */
export function useCurrentEvent(event: NostrEvent | undefined): NostrEvent | undefined {
  const items = useMemo(() => (event === undefined ? undefined : [event]), [event]);
  return useCurrentEvents(items, identity)?.[0];
}

const identity = (event: NostrEvent) => event;

/** The same array when nothing was dropped, so memoised children and effects see no change. */
function keepIdentity<T>(items: readonly T[], current: T[]): T[] {
  return current.length === items.length ? (items as T[]) : current;
}
