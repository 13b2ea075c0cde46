import type { NostrEvent } from 'nostr-tools/pure';
import type { Browser, Page } from 'playwright-core';

import { publishEvents } from '../dev/seed/publish-events';
import { STORAGE_KEYS } from '../src/config/constants';
import { FIRST_CARD_PROBE, newBenchContext, visitUntilFirstCard } from './first-card';
import { trustUser } from './trust-lists';
import { cachedListingCount, indexedDbCount } from './indexeddb-count';
import type { WarmRun } from './warm-visit';

export interface WarmTrustRun extends WarmRun {
  /** When (ms from navigation start) a frame showed a card of the muted seller (it must never happen). */
  mutedShownAt: number[];
}

export interface WarmTrustResult {
  runs: WarmTrustRun[];
  /** Cards of the muted seller the grid would show unmuted (the demo cars they sell). */
  mutedTitles: string[];
  /** Follow lists kept in the browser's web-of-trust cache after the first visit. */
  cachedFollowLists: number;
}

/** Notes, on top of the first-card probe, each frame that shows a card with one of `titles`. */
function mutedProbe(titles: readonly string[]): string {
  return `${FIRST_CARD_PROBE}
  window.__mutedShownAt = [];
  const mutedTitles = ${JSON.stringify(titles)};
  const mutedCard = () => [...document.querySelectorAll('[data-testid="listing-card"]')].some((card) => mutedTitles.some((title) => (card.textContent ?? '').includes(title)));
  let checking = false;
  // A card in the DOM at the next animation frame is painted in that frame.
  new MutationObserver(() => {
    if (checking || !mutedCard()) return;
    checking = true;
    requestAnimationFrame(() => {
      checking = false;
      if (mutedCard()) window.__mutedShownAt.push(Math.round(performance.now()));
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;
}

async function until(what: string, check: () => Promise<boolean>, page: Page): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} never happened`);
    await page.waitForTimeout(200);
  }
}

/**
 * Row 2b: row 2's repeat visit, signed in (key login) as a `trustUser` who mutes, among others, the seller of
 * the newest demo car, and whose follows follow the demo sellers. The
 * first visit reads the lists from the relays and keeps them; each return is timed to its first card (the
 * relay answers 1 s late, so mutes and follows can only come from this browser), and watched for any card of
 * the muted seller.
 */
export async function measureWarmTrustVisits(
  browser: Browser,
  appUrl: string,
  relayUrl: string,
  slowRelayUrl: string,
  gridEvents: readonly NostrEvent[],
  runs: number,
): Promise<WarmTrustResult> {
  const muted = gridEvents[0]?.pubkey;
  if (muted === undefined) throw new Error('the relay has no listings');
  const mutedTitles = gridEvents
    .filter((event) => event.pubkey === muted)
    .map((event) => event.tags.find((tag) => tag[0] === 'title')?.[1])
    .filter((title): title is string => title !== undefined);
  const user = trustUser([muted], [...new Set(gridEvents.map((event) => event.pubkey))]);
  await publishEvents(relayUrl, user.events);
  const context = await newBenchContext(browser, { relayUrl: slowRelayUrl, stats: true, storage: user.storage, probe: mutedProbe(mutedTitles) });
  try {
    const page = await context.newPage();
    await visitUntilFirstCard(page, appUrl);
    await until('the listing cache write', async () => (await cachedListingCount(page)) > 0, page);
    await until('the mute list cache write', async () => (await page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(`${STORAGE_KEYS.mutes}:${user.pubkey}`)})`)) !== null, page);
    // The web of trust is read in the background; give it the time the revalidation gets.
    await page.waitForTimeout(3_500);
    const cachedFollows = await indexedDbCount(page, 'carstr-web-of-trust', 'follows-of-follows');
    const results: WarmTrustRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      const visit = await visitUntilFirstCard(page, appUrl);
      // Until the relays have answered (1 s late) and the page has settled on them.
      await page.waitForTimeout(3_500);
      results.push({ ...visit, mutedShownAt: await page.evaluate<number[]>('window.__mutedShownAt') });
    }
    return { runs: results, mutedTitles, cachedFollowLists: cachedFollows };
  } finally {
    await context.close();
  }
}
