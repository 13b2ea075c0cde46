import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { lazyOnArrival, useLazyArrivals } from './lazy-on-arrival';

const Profile = () => <h1>The seller</h1>;

/**
 * React holds a suspended boundary's content back until 300 ms after its fallback appeared when the content
 * comes as a retry (its clock is not the test's to hold, and act() skips the hold), so what is checked here is
 * the way around it: the boundary re-renders, as an ordinary update, once the lazy screen has arrived. The
 * effect on a page's first paint is measured by the benchmark (Lighthouse's profile page, docs/performance.md).
 */
describe('lazyOnArrival', () => {
  it('re-renders the waiting boundary once a page’s own lazy screen has arrived, and the screen shows', async () => {
    let boundaryRenders = 0;
    function Boundary({ children }: { children: ReactNode }) {
      useLazyArrivals();
      boundaryRenders += 1;
      return <Suspense fallback={<p>Loading</p>}>{children}</Suspense>;
    }
    let deliver: (component: ComponentType<object>) => void = () => undefined;
    const held = new Promise<ComponentType<object>>((resolve) => {
      deliver = resolve;
    });
    // A page that arrives, then picks a lazy screen of its own (the `/:nip19` page and its profile).
    const Screen = lazyOnArrival(() => held);
    const Page = lazyOnArrival(() => Promise.resolve(() => <Screen />));
    render(
      <Boundary>
        <Page />
      </Boundary>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('Loading')).toBeTruthy();
    const before = boundaryRenders;

    await act(async () => {
      deliver(Profile);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByRole('heading', { name: 'The seller' })).toBeTruthy();
    expect(boundaryRenders).toBeGreaterThan(before);
  });
});
