import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { lazyOnArrival, useLazyArrivals } from './lazy-on-arrival';

const Profile = () => <h1>The seller</h1>;

/** A chunk the test delivers when it chooses. */
function heldChunk() {
  const chunk: { deliver?: (component: ComponentType<object>) => void } = {};
  const arrived = new Promise<ComponentType<object>>((resolve) => {
    chunk.deliver = resolve;
  });
  return { arrived, deliver: (component: ComponentType<object>) => chunk.deliver?.(component) };
}

/**
 * React holds a suspended boundary's content back until 300 ms after its fallback appeared when the content
 * comes as a retry (its clock is not the test's to hold, and act() skips the hold), so what is checked here is
 * the way around it: the boundary re-renders, as an ordinary update, once the lazy screen has arrived. The
 * effect on a page's first paint is measured by the benchmark (Lighthouse's profile page, docs/performance.md).
 */
describe('lazyOnArrival', () => {
  it('re-renders the waiting boundary once a page’s own lazy screen has arrived, and the screen shows', async () => {
    const commits: number[] = [];
    function Boundary({ children }: { children: ReactNode }) {
      useLazyArrivals();
      useEffect(() => {
        commits.push(commits.length);
      });
      return <Suspense fallback={<p>Loading</p>}>{children}</Suspense>;
    }
    const { arrived, deliver } = heldChunk();
    // A page that arrives, then picks a lazy screen of its own (the `/:nip19` page and its profile).
    const Screen = lazyOnArrival(() => arrived);
    const Page = lazyOnArrival(() => Promise.resolve(() => <Screen />));
    render(
      <Boundary>
        <Page />
      </Boundary>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('Loading')).toBeTruthy();
    const before = commits.length;

    await act(async () => {
      deliver(Profile);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByRole('heading', { name: 'The seller' })).toBeTruthy();
    expect(commits.length).toBeGreaterThan(before);
  });
});
