import type { Browser, Page } from 'playwright-core';

import { newBenchContext } from './first-card';
import { countRequests, type RequestLog } from './requests';

export interface ScaleResult {
  /**
   * Most DOM nodes in the grid section just after it switched to windowing (201–300 listings loaded). Up to
   * 200 results every card is rendered on purpose (find-in-page), so "flat" is measured from there.
   */
  nodesJustWindowed: number;
  /** Most DOM nodes in the grid section once 1 000+ listings are loaded. */
  nodesAt1000: number;
  loaded: number;
  /** Grid pages the relay was asked for (REQs with `until`), and how long scrolling through took. */
  pagedRequests: number;
  scrollSeconds: number;
  /** Event Timing durations (input → next paint) of the keystrokes typed with 1 000+ listings loaded. */
  keystrokeDurations: number[];
  /** Keystroke → frame that shows the updated result count, per keystroke. */
  resultsUpdateMs: number[];
}

const GRID_NODES = `document.querySelector('section[aria-label="Listings"]')?.querySelectorAll('*').length ?? 0`;
const LOADED = `(() => {
  const line = [...document.querySelectorAll('[role="status"]')].find((node) => /cars? found/.test(node.textContent ?? ''));
  return Number((line?.textContent ?? '').match(/(\\d+) cars? found/)?.[1] ?? 0);
})()`;

/** Scrolls down a viewport at a time until `target` listings are loaded and shown, recording grid node counts. */
async function scrollThrough(page: Page, target: number): Promise<{ nodesJustWindowed: number; nodesAt1000: number; loaded: number }> {
  let nodesJustWindowed = 0;
  let nodesAt1000 = 0;
  let loaded = 0;
  let idleSteps = 0;
  for (let step = 0; step < 5_000 && idleSteps < 60; step += 1) {
    await page.mouse.wheel(0, 800);
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))');
    const [nodes, count, atBottom] = await page.evaluate<[number, number, boolean]>(
      `[${GRID_NODES}, ${LOADED}, window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2]`,
    );
    idleSteps = count === loaded && atBottom ? idleSteps + 1 : 0;
    loaded = count;
    if (loaded > 200 && loaded <= 300) nodesJustWindowed = Math.max(nodesJustWindowed, nodes);
    else if (loaded >= 1_000) nodesAt1000 = Math.max(nodesAt1000, nodes);
    if (loaded >= target && atBottom) break;
    // At the bottom the next page is loading (infinite scroll): give it a moment.
    if (atBottom) await page.waitForTimeout(100);
  }
  return { nodesJustWindowed, nodesAt1000, loaded };
}

/** Installed in the page: Event Timing entries for keystrokes, and keystroke → updated-count-frame delays. */
const INPUT_PROBE = `
  window.__keyDurations = [];
  window.__resultDelays = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId > 0) window.__keyDurations.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  const status = () => [...document.querySelectorAll('[role="status"]')].find((node) => /cars? found|No cars/.test(node.textContent ?? ''));
  document.addEventListener('keydown', (event) => {
    const started = event.timeStamp;
    const before = status()?.textContent;
    const observer = new MutationObserver(() => {
      if (status()?.textContent === before) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => window.__resultDelays.push(performance.now() - started), 0));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    setTimeout(() => observer.disconnect(), 3000);
  }, true);
`;

/** Types into the search box with `loaded` listings in memory, a human-like 150 ms apart. */
async function typeSearch(page: Page, text: string): Promise<{ keystrokeDurations: number[]; resultsUpdateMs: number[] }> {
  await page.evaluate('window.scrollTo(0, 0)');
  const search = page.getByPlaceholder('Search cars by make, model, year...');
  await search.click();
  await page.evaluate(INPUT_PROBE);
  await page.keyboard.type(text, { delay: 150 });
  await page.waitForTimeout(1_000);
  const [keystrokeDurations, resultsUpdateMs] = await page.evaluate<[number[], number[]]>('[window.__keyDurations, window.__resultDelays]');
  return { keystrokeDurations, resultsUpdateMs };
}

/**
 * Target 4 on a relay holding 10 000 listings: page through with `until` by scrolling (infinite scroll)
 * until 1 000 are loaded, comparing the grid's DOM size with the first page's; then type a search.
 */
export async function measureScale(browser: Browser, appUrl: string, relayUrl: string): Promise<ScaleResult> {
  const context = await newBenchContext(browser, { relayUrl });
  try {
    const page = await context.newPage();
    const requests: RequestLog = countRequests(page);
    await page.goto(appUrl);
    await page.getByRole('button', { name: 'Load more listings' }).waitFor({ timeout: 30_000 });
    const started = Date.now();
    const scrolled = await scrollThrough(page, 1_000);
    const scrollSeconds = (Date.now() - started) / 1000;
    const typed = await typeSearch(page, 'toyota cam');
    return {
      ...scrolled,
      pagedRequests: requests.requests.filter((request) => request.until !== undefined).length,
      scrollSeconds,
      ...typed,
    };
  } finally {
    await context.close();
  }
}
