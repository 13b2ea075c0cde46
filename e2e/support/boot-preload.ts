import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The boot script preloaded the page's files that the build named on its tag (`data-<page>-chunks`), among them
 * the chunk named by `pageChunk`: each was asked for before the app mounted (the `carstr:app` mark), as only the
 * boot script asks that early; the app's own lazy load of the page, and the preload links Vite adds with it,
 * come after. Checked by when each file was requested, since those later links name the same files.
 */
export async function expectPagePreloadedByBootScript(page: Page, dataset: string, pageChunk: RegExp): Promise<void> {
  const { chunks, requestedAt, appMountedAt } = await page.evaluate((key) => {
    const script = [...document.querySelectorAll<HTMLScriptElement>('script')].find((element) => element.dataset[key] !== undefined);
    return {
      chunks: script?.dataset[key]?.split(' ') ?? [],
      requestedAt: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime])),
      appMountedAt: performance.getEntriesByName('carstr:app')[0]?.startTime ?? Number.NaN,
    };
  }, dataset);
  expect(chunks.some((chunk) => pageChunk.test(chunk))).toBe(true);
  for (const chunk of chunks) expect(requestedAt[chunk], chunk).toBeLessThan(appMountedAt);
}
