import { describe, expect, it, vi } from 'vitest';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** "The main content was shown" happens once per page load: each test imports the module afresh. */
async function freshFirstContent() {
  vi.resetModules();
  const module = await import('./first-content');
  let shown = false;
  void module.firstContentShown.then(() => {
    shown = true;
  });
  return { ...module, wasShown: async () => (await nextTask(), shown) };
}

describe('first content', () => {
  it('waits for every page that holds it back, however the holds and the mark interleave', async () => {
    const { markFirstContentShown, holdFirstContent, wasShown } = await freshFirstContent();
    const profile = holdFirstContent();
    const listings = holdFirstContent();
    markFirstContentShown();
    expect(await wasShown()).toBe(false);
    profile();
    profile();
    expect(await wasShown()).toBe(false);
    listings();
    expect(await wasShown()).toBe(true);
  });

  it('is not shown by releasing holds alone: the page must have said its frame is up', async () => {
    const { holdFirstContent, markFirstContentShown, wasShown } = await freshFirstContent();
    holdFirstContent()();
    expect(await wasShown()).toBe(false);
    markFirstContentShown();
    expect(await wasShown()).toBe(true);
  });

  it('gives up waiting for a hold after the time limit', async () => {
    vi.useFakeTimers();
    try {
      const { holdFirstContent, markFirstContentShown, FIRST_CONTENT_TIMEOUT_MS, firstContentShown } = await freshFirstContent();
      holdFirstContent();
      markFirstContentShown();
      let shown = false;
      void firstContentShown.then(() => {
        shown = true;
      });
      await vi.advanceTimersByTimeAsync(FIRST_CONTENT_TIMEOUT_MS);
      expect(shown).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
