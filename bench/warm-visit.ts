import type { Browser } from 'playwright-core';

import { newBenchContext, visitUntilFirstCard, type FirstCardRun } from './first-card';
import { cachedListingCount } from './indexeddb-count';

export type WarmRun = Omit<FirstCardRun, 'scripts'>;

/**
 * Target 2: one profile visits the home page once (cold: the relay answers after `delay`, the grid is
 * cached), then comes back `runs` times. Each return visit is timed to the first card painted, and to the
 * first relay message, which shows that the card came from the local cache.
 */
export async function measureWarmVisits(browser: Browser, appUrl: string, slowRelayUrl: string, runs: number): Promise<WarmRun[]> {
  const context = await newBenchContext(browser, { relayUrl: slowRelayUrl, stats: true });
  try {
    const page = await context.newPage();
    await visitUntilFirstCard(page, appUrl);
    // Revalidation finishes after the relay's (delayed) EOSE and deletion check; then the cache is written.
    const deadline = Date.now() + 20_000;
    while ((await cachedListingCount(page)) === 0) {
      if (Date.now() > deadline) throw new Error('the listing cache was never written');
      await page.waitForTimeout(200);
    }
    const results: WarmRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await visitUntilFirstCard(page, appUrl));
      // Let the revalidation finish so every visit starts from the same state.
      await page.waitForTimeout(3_500);
    }
    return results;
  } finally {
    await context.close();
  }
}
