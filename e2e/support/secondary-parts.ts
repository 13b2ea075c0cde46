import type { Page } from 'playwright-core';
import { expect } from 'vitest';

type SeenWindow = Window & { carstrFirstSeen?: Record<string, number> };

/**
 * From the next navigation on, notes when an element matching `selector` first entered the page (its
 * `performance.now()`), for expectLoadedAfterMainContent.
 */
export async function noteFirstAppearance(page: Page, selector: string): Promise<void> {
  await page.addInitScript((watched: string) => {
    const seen = ((window as SeenWindow).carstrFirstSeen ??= {});
    const observer = new MutationObserver(() => {
      if (seen[watched] !== undefined || document.querySelector(watched) === null) return;
      seen[watched] = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

/**
 * The page's secondary parts (src/lib/first-content.ts) were asked for only after its main content, the
 * element noted by noteFirstAppearance, was on the page: the file matching `secondaryChunk` was requested after.
 * Not a race: the download starts in a task the main content's appearance (and the frame after it) comes before.
 */
export async function expectLoadedAfterMainContent(page: Page, selector: string, secondaryChunk: RegExp): Promise<void> {
  await page.waitForFunction((pattern) => performance.getEntriesByType('resource').some((entry) => new RegExp(pattern).test(entry.name)), secondaryChunk.source);
  const { shownAt, requestedAt } = await page.evaluate(
    ([watched, pattern]) => ({
      shownAt: (window as SeenWindow).carstrFirstSeen?.[watched] ?? Number.NaN,
      requestedAt: performance.getEntriesByType('resource').find((entry) => new RegExp(pattern).test(entry.name))?.startTime ?? Number.NaN,
    }),
    [selector, secondaryChunk.source] as const,
  );
  expect(shownAt).toBeGreaterThan(0);
  expect(requestedAt).toBeGreaterThan(shownAt);
}
