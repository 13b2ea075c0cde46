import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';

import { markFirstContentShown } from '@/lib/first-content';
import { lazyOnArrival, useLazyArrivals } from '@/lib/lazy-on-arrival';

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

/** `React.lazy` for a route's page, shown as soon as its chunk has arrived (src/lib/lazy-on-arrival.ts). */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyOnArrival(() => load().then(shownOnCommit));
}

/** Holds the page's space while its chunk loads, so the footer does not jump up and back. */
export function PageSuspense({ children }: { children: ReactNode }) {
  useLazyArrivals();
  return <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>{children}</Suspense>;
}
