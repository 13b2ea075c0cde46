import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * Page chunks that have arrived. React reveals a suspended boundary's content as a "retry", which it holds
 * back until 300 ms after the boundary's fallback appeared; a direct visit to a page (its fallback shown at
 * mount, its chunk a round trip later) waited ~200 ms for nothing. PageSuspense re-renders, as an ordinary
 * update, when a page made with `lazyPage` arrives, so its content shows at once.
 */
let arrivals = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const arrived = () => arrivals;

/** `React.lazy` for a route's page, shown as soon as its chunk has arrived (see above). */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
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

/** Holds the page's space while its chunk loads, so the footer does not jump up and back. */
export function PageSuspense({ children }: { children: ReactNode }) {
  useSyncExternalStore(subscribe, arrived, arrived);
  return <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>{children}</Suspense>;
}
