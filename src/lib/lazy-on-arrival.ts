import { lazy, useSyncExternalStore, type ComponentType } from 'react';

/**
 * Lazy components that have arrived. React reveals a suspended boundary's content as a "retry", which it holds
 * back until 300 ms after the boundary's fallback appeared: a direct visit to a page (its fallback shown at
 * mount, its chunk a round trip later) waited ~200 ms for nothing, and a page that picks a lazy screen of its
 * own once it has loaded (the `/:nip19` page's profile) waited for it again. The boundaries that call
 * `useLazyArrivals` re-render, as an ordinary update, when a component made with `lazyOnArrival` arrives, so
 * its content shows at once.
 */
let arrivals = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const arrived = () => arrivals;

/** `React.lazy`, with the boundaries that wait for it told when it has arrived (see above). */
export function lazyOnArrival<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then((component) => {
      // After React's own callback has marked the lazy resolved (a later task).
      setTimeout(() => {
        arrivals += 1;
        for (const listener of listeners) listener();
      }, 0);
      return { default: component };
    }),
  );
}

/** Re-renders the calling boundary whenever a `lazyOnArrival` component has arrived. */
export function useLazyArrivals(): void {
  useSyncExternalStore(subscribe, arrived, arrived);
}
