import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** "The main content was shown" happens once per page load: each test imports the modules afresh. */
async function freshModules() {
  vi.resetModules();
  const { firstContentShown } = await import('@/lib/first-content');
  const { lazyPage, PageSuspense } = await import('./PageSuspense');
  let shown = false;
  void firstContentShown.then(() => {
    shown = true;
  });
  return { lazyPage, PageSuspense, wasShown: () => shown };
}

const Page = ({ title }: { title: string }) => <h1>{title}</h1>;

describe('lazyPage', () => {
  it('says the main content is shown once the page has committed, not while its chunk is on the way', async () => {
    const { lazyPage, PageSuspense, wasShown } = await freshModules();
    const chunk: { deliver?: (page: typeof Page) => void } = {};
    const held = new Promise<typeof Page>((resolve) => {
      chunk.deliver = resolve;
    });
    const LazyPage = lazyPage(() => held);
    render(
      <PageSuspense>
        <LazyPage title="My Listings" />
      </PageSuspense>,
    );
    // Frames pass and the browser idles while the chunk is held: the secondary parts must keep waiting.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(wasShown()).toBe(false);

    act(() => chunk.deliver?.(Page));
    expect(await screen.findByRole('heading', { name: 'My Listings' })).toBeTruthy();
    await vi.waitFor(() => expect(wasShown()).toBe(true), { timeout: 3_000 });
  });
});
