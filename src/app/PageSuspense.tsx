import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

import { markFirstContentShown } from '@/lib/first-content';

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

/**
 * The page, saying once it has committed that the main content is on screen (src/lib/first-content.ts): the
 * secondary parts of the screen (header shortcuts, list sync, the account menu) download after the page's own
 * first view, not while its chunk is still on the way.
 */
function shownOnCommit<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function ShownPage(props: P) {
    useEffect(markFirstContentShown, []);
    return <Page {...props} />;
  }
  return ShownPage;
}

/** `React.lazy` for a route's page, shown as soon as its chunk has arrived (see above). */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then((page) => {
      const component = shownOnCommit(page);
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
