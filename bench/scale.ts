import { readFile, writeFile } from 'node:fs/promises';

import type { NostrEvent } from 'nostr-tools/pure';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { KIND } from '../src/config/constants';
import { newBenchContext } from './first-card';
import { cachedListingCount } from './indexeddb-count';
import { countRequests, type RequestLog } from './requests';

export interface TabMemory {
  /** The largest renderer process's private memory (RssAnon + swap, /proc), what Chrome's task manager calls its footprint. */
  rendererBytes: number;
  /** V8's heap of the page's main thread (CDP Performance.getMetrics). */
  jsHeapUsedBytes: number;
  jsHeapTotalBytes: number;
  /** DOM nodes and JS event listeners alive in the renderer (CDP Memory.getDOMCounters). */
  domNodes: number;
  jsEventListeners: number;
  /** The same after a forced garbage collection (CDP HeapProfiler.collectGarbage): what the tab holds on to. */
  afterCollection?: { rendererBytes: number; jsHeapUsedBytes: number; domNodes: number };
}

export interface ScaleResult {
  /** Listing records in the app's IndexedDB cache: as seeded, when the measured visit began, and after scrolling. */
  cacheSeeded: number;
  cacheAfter: number;
  relayListings: number;
  /** Listings on the relay whose seller the signed-in user muted (loaded, never shown). */
  mutedOnRelay: number;
  /**
   * Most DOM nodes in the grid section just after it switched to windowing (201–300 listings loaded). Up to
   * 200 results every card is rendered on purpose (find-in-page), so "flat" is measured from there.
   */
  nodesJustWindowed: number;
  /** Most DOM nodes in the grid section once 1 000+ listings are loaded (to the end of the list). */
  nodesAt1000: number;
  loaded: number;
  /** Grid pages the relay was asked for (REQs with `until`), and how long scrolling through took. */
  pagedRequests: number;
  scrollSeconds: number;
  /** Keystrokes typed into the search box with everything loaded. */
  keystrokes: number;
  /**
   * Event Timing durations (input → next paint), the longest event of each keystroke's interaction, for those
   * at or over the API's 16 ms reporting threshold; the other keystrokes took less.
   */
  keystrokeDurations: number[];
  /** Keystroke → frame that shows the updated result count, for each keystroke that changed it. */
  resultsUpdateMs: number[];
  memory: TabMemory;
  /** The REQs of the measured visit that asked for trust signals, by kind name (follow lists, reports, mute lists). */
  trustRequests: Record<string, number>;
}

/** How the measured visit is signed in (issue 33: with the trust signals on), and how many relay listings its mutes hide. */
export interface ScaleSignIn {
  storage: readonly (readonly [string, string])[];
  mutedOnRelay: number;
}

const TRUST_KINDS: Record<number, string> = { [KIND.contactList]: 'follow lists', [KIND.report]: 'reports', [KIND.muteList]: 'mute lists' };

function trustRequestCounts(log: RequestLog): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of log.requests) {
    const kinds = new Set((JSON.parse(request.filters) as { kinds?: unknown }[]).flatMap((filter) => (Array.isArray(filter.kinds) ? filter.kinds : [])));
    for (const kind of kinds) {
      const name = typeof kind === 'number' ? TRUST_KINDS[kind] : undefined;
      if (name !== undefined) counts[name] = (counts[name] ?? 0) + 1;
    }
  }
  return counts;
}

const GRID_NODES = `document.querySelector('section[aria-label="Listings"]')?.querySelectorAll('*').length ?? 0`;
const LOADED = `(() => {
  const line = [...document.querySelectorAll('[role="status"]')].find((node) => /cars? found/.test(node.textContent ?? ''));
  return Number((line?.textContent ?? '').replace(/[\\s,]/g, '').match(/(\\d+)cars?found/)?.[1] ?? 0);
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

/**
 * Installed in the page: per keystroke interaction, the longest Event Timing duration (input → next paint;
 * only events of 16 ms or more are reported), and keystroke → frame showing the result count for that
 * keystroke's search (the count line names the search; a keystroke it never names is not counted).
 */
const INPUT_PROBE = `
  window.__interactions = new Map();
  window.__resultDelays = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) window.__interactions.set(entry.interactionId, Math.max(window.__interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  const status = () => [...document.querySelectorAll('[role="status"]')].find((node) => /cars? found|No cars/.test(node.textContent ?? ''));
  // The search the count line names (“…”), or '' for the unfiltered count.
  const shownQuery = () => /“([^”]*)”/.exec(status()?.textContent ?? '')?.[1] ?? '';
  const keystrokes = [];
  document.addEventListener('keydown', (event) => keystrokes.push({ started: event.timeStamp, query: undefined, done: false }), true);
  document.addEventListener('input', (event) => {
    const last = keystrokes.at(-1);
    if (last && last.query === undefined) last.query = event.target.value.trim().replace(/\\s+/g, ' ');
  }, true);
  // Each time the count line changes, the first waiting keystroke whose search it now names is timed (after a
  // space, 'toyota' and 'toyota ' are the same search: timed from the 'a'); keystrokes the line never named
  // (replaced by a later one first) are not counted.
  let before = status()?.textContent;
  new MutationObserver(() => {
    const text = status()?.textContent;
    if (text === before) return;
    before = text;
    const query = shownQuery();
    const keystroke = keystrokes.find((candidate) => !candidate.done && candidate.query === query);
    if (!keystroke) return;
    for (const earlier of keystrokes) if (earlier.started <= keystroke.started) earlier.done = true;
    requestAnimationFrame(() => setTimeout(() => window.__resultDelays.push(performance.now() - keystroke.started), 0));
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
`;

/** What is typed: searches a buyer might try, each erased again (Backspace counts as a keystroke too). */
const SEARCHES = ['toyota camry', 'bmw x5', 'volvo'];

/** Types searches into the search box with everything loaded, a human-like 120 ms apart. */
async function typeSearches(page: Page): Promise<{ keystrokes: number; keystrokeDurations: number[]; resultsUpdateMs: number[] }> {
  await page.evaluate('window.scrollTo(0, 0)');
  // A person takes a moment to get from the end of the list to the search box: the jump back to the top
  // (the first rows' photos loading, the windowed grid measuring them) settles before the typing starts.
  await page.waitForTimeout(1_000);
  const search = page.getByPlaceholder('Search cars by make, model, year...');
  await search.click();
  await page.evaluate(INPUT_PROBE);
  let keystrokes = 0;
  for (const text of SEARCHES) {
    await page.keyboard.type(text, { delay: 120 });
    await page.waitForTimeout(300);
    for (let index = 0; index < text.length; index += 1) {
      await page.keyboard.press('Backspace', { delay: 20 });
      await page.waitForTimeout(100);
    }
    keystrokes += 2 * text.length;
  }
  await page.waitForTimeout(1_000);
  const [keystrokeDurations, resultsUpdateMs] = await page.evaluate<[number[], number[]]>('[[...window.__interactions.values()], window.__resultDelays]');
  return { keystrokes, keystrokeDurations, resultsUpdateMs };
}

/**
 * Writes `events` into the app's listing cache in the app's own record format (features/listings/cache:
 * keyed by relay and `pubkey:d`, `rank` = −created_at, `storedAt` = when the relay last confirmed it), under
 * the relay name the app itself used for the records it wrote on the first visit. The app caps its cache at
 * 2 000 records, so it never fills 10 000 by itself; this is the state issue 16 asks about (a cache written
 * by a build with a larger cap, or by a long session across relays).
 */
async function seedCache(page: Page, events: readonly NostrEvent[]): Promise<number> {
  const relay = await page.evaluate<string>(`new Promise((resolve, reject) => {
    const open = indexedDB.open('carstr-cache');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const cursor = open.result.transaction('listings').objectStore('listings').openCursor();
      cursor.onsuccess = () => { open.result.close(); cursor.result ? resolve(cursor.result.value.relay) : reject(new Error('the app wrote no cache record')); };
    };
  })`);
  const storedAt = Date.now() - 60_000;
  for (let start = 0; start < events.length; start += 1_000) {
    const records = events.slice(start, start + 1_000).map((event) => ({
      relay,
      coord: `${event.pubkey}:${event.tags.find((tag) => tag[0] === 'd')?.[1] ?? ''}`,
      rank: -event.created_at,
      storedAt,
      event,
    }));
    await page.evaluate(`(() => {
      const records = ${JSON.stringify(records)};
      return new Promise((resolve, reject) => {
        const open = indexedDB.open('carstr-cache');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('listings', 'readwrite');
          const store = transaction.objectStore('listings');
          for (const record of records) store.put(record);
          transaction.oncomplete = () => { open.result.close(); resolve(); };
          transaction.onerror = () => reject(transaction.error);
        };
      });
    })()`);
  }
  return cachedListingCount(page);
}

interface SamplingNode {
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  selfSize: number;
  children: SamplingNode[];
}

/**
 * BENCH_ALLOCATIONS=<file>: V8's sampling heap profiler runs during the scroll, and the file gets the sites
 * that allocated the most (garbage included: what makes the tab's memory grow before a collection), one per
 * line with its bytes, the allocating function and its bundle position.
 */
async function startAllocationSampling(context: BrowserContext, page: Page): Promise<() => Promise<string>> {
  const session = await context.newCDPSession(page);
  await session.send('HeapProfiler.enable');
  await session.send('HeapProfiler.startSampling', { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  return async () => {
    const { profile } = (await session.send('HeapProfiler.stopSampling')) as unknown as { profile: { head: SamplingNode } };
    await session.detach();
    const sites = new Map<string, number>();
    const visit = (node: SamplingNode, path: string[]) => {
      const frame = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop() ?? ''}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`;
      const stack = [frame, ...path].slice(0, 4);
      if (node.selfSize > 0) sites.set(stack.join(' < '), (sites.get(stack.join(' < ')) ?? 0) + node.selfSize);
      for (const child of node.children) visit(child, stack);
    };
    visit(profile.head, []);
    const total = [...sites.values()].reduce((sum, size) => sum + size, 0);
    const top = [...sites].toSorted((a, b) => b[1] - a[1]).slice(0, 60);
    return [`total sampled ${(total / 1e6).toFixed(1)} MB`, ...top.map(([site, size]) => `${(size / 1e6).toFixed(2).padStart(7)} MB  ${site}`)].join('\n');
  };
}

/** Reads /proc/<pid>/status: anonymous resident memory plus swap, in bytes (0 when the process is gone). */
async function privateBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return field('RssAnon') + field('VmSwap');
}

/** The tab's memory: its renderer process (the largest renderer; the bench has one tab open), V8 heap and DOM counters. */
async function tabMemory(browser: Browser, context: BrowserContext, page: Page): Promise<TabMemory> {
  const browserSession = await browser.newBrowserCDPSession();
  const { processInfo } = (await browserSession.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
  await browserSession.detach();
  const renderers = await Promise.all(processInfo.filter((process) => process.type === 'renderer').map((process) => privateBytes(process.id)));
  const session = await context.newCDPSession(page);
  await session.send('Performance.enable');
  const { metrics } = await session.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  const counters = await session.send('Memory.getDOMCounters');
  await session.detach();
  return {
    rendererBytes: Math.max(0, ...renderers),
    jsHeapUsedBytes: metric('JSHeapUsedSize'),
    jsHeapTotalBytes: metric('JSHeapTotalSize'),
    domNodes: counters.nodes,
    jsEventListeners: counters.jsEventListeners,
  };
}

/**
 * Issue 16's scale figures. A first visit to `relayUrl` (holding `relayListings` listings) lets the app create
 * and write its cache; `cacheEvents` (10 000 listings, the relay's among them) are then written into it, and
 * the measured visit reloads the page with that cache: it scrolls to the end of the list (infinite scroll
 * pages with `until`), comparing the grid's DOM size with the size just after windowing started, reads the
 * tab's memory, then types searches and times each keystroke.
 */
export async function measureScale(
  browser: Browser,
  appUrl: string,
  relayUrl: string,
  relayListings: number,
  cacheEvents: readonly NostrEvent[],
  signedIn: ScaleSignIn,
): Promise<ScaleResult> {
  const context = await newBenchContext(browser, { relayUrl, storage: signedIn.storage });
  try {
    const page = await context.newPage();
    await page.goto(appUrl);
    await page.getByTestId('listing-card').first().waitFor({ timeout: 30_000 });
    const deadline = Date.now() + 20_000;
    while ((await cachedListingCount(page)) === 0) {
      if (Date.now() > deadline) throw new Error('the listing cache was never written');
      await page.waitForTimeout(200);
    }
    const cacheSeeded = await seedCache(page, cacheEvents);
    await page.close();

    // The measured visit in a new tab (a renderer process of its own; the profile and its cache are kept).
    const visit = await context.newPage();
    const requests: RequestLog = countRequests(visit);
    await visit.goto(appUrl);
    await visit.getByRole('button', { name: 'Load more listings' }).waitFor({ timeout: 30_000 });
    const sampler = process.env.BENCH_ALLOCATIONS === undefined ? undefined : await startAllocationSampling(context, visit);
    const started = Date.now();
    // The muted seller's cars are loaded but not shown: the count line stops short of the relay's count by them.
    const scrolled = await scrollThrough(visit, relayListings - signedIn.mutedOnRelay);
    if (sampler !== undefined && process.env.BENCH_ALLOCATIONS !== undefined) await writeFile(process.env.BENCH_ALLOCATIONS, await sampler());
    const scrollSeconds = (Date.now() - started) / 1000;
    const memory = await tabMemory(browser, context, visit);
    const collector = await context.newCDPSession(visit);
    await collector.send('HeapProfiler.collectGarbage');
    await collector.detach();
    const collected = await tabMemory(browser, context, visit);
    memory.afterCollection = { rendererBytes: collected.rendererBytes, jsHeapUsedBytes: collected.jsHeapUsedBytes, domNodes: collected.domNodes };
    const typed = await typeSearches(visit);
    return {
      cacheSeeded,
      cacheAfter: await cachedListingCount(visit),
      relayListings,
      mutedOnRelay: signedIn.mutedOnRelay,
      ...scrolled,
      pagedRequests: requests.requests.filter((request) => request.until !== undefined).length,
      trustRequests: trustRequestCounts(requests),
      scrollSeconds,
      ...typed,
      memory,
    };
  } finally {
    await context.close();
  }
}
