import type { Browser, BrowserContext, Page } from 'playwright-core';

import { STORAGE_KEYS } from '../src/config/constants';

/**
 * Installed before any page script (as every probe): notes when the page opened its first WebSocket and when a
 * relay first answered, which splits the app's time into "booting the JavaScript" and "waiting for the relay".
 * Probes are strings, not functions: tsx rewrites functions with helpers that do not exist in the page.
 */
export const SOCKET_PROBE = `
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      if (window.__firstSocketAt === undefined) window.__firstSocketAt = performance.now();
      this.addEventListener('message', () => {
        if (window.__firstRelayMessageAt === undefined) window.__firstRelayMessageAt = performance.now();
      });
    }
  };
`;

/**
 * Watches the DOM for the first `[data-testid="listing-card"]`, then waits for the next animation frame plus a
 * task, which is when that frame has been handed to the compositor. The same probe runs on the app and on the
 * bare page, so both are timed the same way. It also notes when that frame began (its animation-frame
 * callback): what the page asks for from then on was not needed to draw the card (3a's boundary).
 */
export const FIRST_CARD_PROBE = `
  window.__firstCardPainted = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="listing-card"]') === null) return;
      observer.disconnect();
      const statsAtCard = window.carstrStats ? JSON.parse(JSON.stringify(window.carstrStats)) : undefined;
      requestAnimationFrame(() => {
        const frameAt = performance.now();
        setTimeout(() => resolve({ at: performance.now(), frameAt, stats: statsAtCard }), 0);
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
`;

export interface VerificationCounters {
  signatures: number;
  memoHits: number;
  rejected: number;
  inWorker: number;
}

export interface FirstCardRun {
  /** Milliseconds from navigation start to the first card painted. */
  firstCardMs: number;
  /** Milliseconds from navigation start to the start of the frame that painted the first card. */
  firstCardFrameMs: number;
  /** The page's navigation start, milliseconds since the epoch (performance.timeOrigin). */
  timeOrigin: number;
  /** Milliseconds from navigation start to the first WebSocket the page opened. */
  firstSocketMs: number;
  /** Milliseconds from navigation start to the first message from a relay (NaN if none yet). */
  firstRelayMessageMs: number;
  /** The app's performance marks (boot, app loaded, first listings known), milliseconds from navigation start. */
  marks: Record<string, number>;
  /** The app's verification counters when the first card appeared (app pages with stats enabled only). */
  statsAtFirstCard: { verification: VerificationCounters } | undefined;
  /** URLs and bodies of the JavaScript the page and its workers loaded (for the size report). */
  scripts: LoadedScript[];
}

export interface ContextOptions {
  /** Relay the app reads from (stored config, as a returning user would have it); default: the build's. */
  relayUrl?: string;
  /** Expose the app's verification counters on `window.carstrStats`. */
  stats?: boolean;
  viewport?: { width: number; height: number };
  /** What to watch for instead of the first listing card (a string of page script; SOCKET_PROBE runs too). */
  probe?: string;
  /** More localStorage entries (a stored login, say). */
  storage?: readonly (readonly [string, string])[];
}

/** A fresh profile (empty HTTP cache and IndexedDB) with the probe installed. */
export async function newBenchContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
  const storage: [string, string][] = [];
  if (options.relayUrl) storage.push([STORAGE_KEYS.config, JSON.stringify({ theme: 'light', relayUrl: options.relayUrl })]);
  if (options.stats) storage.push(['carstr:stats', '1']);
  for (const [key, value] of options.storage ?? []) storage.push([key, value]);
  await context.addInitScript({
    content: `${storage.map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`).join('\n')}\n${SOCKET_PROBE}\n${options.probe ?? FIRST_CARD_PROBE}`,
  });
  return context;
}

export interface LoadedScript {
  url: string;
  body: Buffer;
  /** When the request started, milliseconds since the epoch. */
  requestedAt: number;
}

/** Collects every JavaScript response of the context, the page's and its workers' alike. */
export function collectScripts(context: BrowserContext): () => Promise<LoadedScript[]> {
  const pending: Promise<LoadedScript | undefined>[] = [];
  context.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const requestedAt = response.request().timing().startTime;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), body, requestedAt }))
        .catch(() => undefined),
    );
  });
  return async () => (await Promise.all(pending)).filter((script) => script !== undefined);
}

/** Navigates and resolves when the first listing card has been painted (or rejects after `timeoutMs`). */
export async function visitUntilFirstCard(page: Page, url: string, timeoutMs = 30_000): Promise<Omit<FirstCardRun, 'scripts'>> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction('window.__firstCardPainted !== undefined');
  const painted = await page.evaluate<{ at: number; frameAt: number; stats: FirstCardRun['statsAtFirstCard'] }>(
    `Promise.race([window.__firstCardPainted, new Promise((_, reject) => setTimeout(() => reject(new Error('no listing card painted')), ${timeoutMs}))])`,
  );
  const [firstSocketMs, firstRelayMessageMs, marks, timeOrigin] = await page.evaluate<[number, number, Record<string, number>, number]>(
    `[window.__firstSocketAt ?? NaN, window.__firstRelayMessageAt ?? NaN, Object.fromEntries(performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime])), performance.timeOrigin]`,
  );
  return { firstCardMs: painted.at, firstCardFrameMs: painted.frameAt, timeOrigin, firstSocketMs, firstRelayMessageMs, marks, statsAtFirstCard: painted.stats };
}

/** One cold visit: a new browser context is a fresh profile with an empty HTTP cache. */
export async function measureFirstCard(browser: Browser, url: string, options: ContextOptions = {}): Promise<FirstCardRun> {
  const context = await newBenchContext(browser, options);
  try {
    const scripts = collectScripts(context);
    const page = await context.newPage();
    const run = await visitUntilFirstCard(page, url);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    return { ...run, scripts: await scripts() };
  } finally {
    await context.close();
  }
}
