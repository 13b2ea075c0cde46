import type { Browser } from 'playwright-core';

declare global {
  interface Window {
    /** Resolves with `performance.now()` just after the frame that first shows a listing card. */
    __firstCardPainted?: Promise<number>;
    /** `performance.now()` when the page constructed its first WebSocket. */
    __firstSocketAt?: number;
  }
}

/**
 * Installed before any page script: watches the DOM for the first `[data-testid="listing-card"]`, then
 * waits for the next animation frame plus a task, which is when that frame has been handed to the
 * compositor. The same probe runs on the app and on the bare page, so both are timed the same way.
 * It also notes when the page opened its first WebSocket, which splits the app's time into "booting the
 * JavaScript" and "fetching and rendering the listings".
 * It is a string, not a function: tsx rewrites functions with helpers that do not exist in the page.
 */
const FIRST_CARD_PROBE = `
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      if (window.__firstSocketAt === undefined) window.__firstSocketAt = performance.now();
    }
  };
  window.__firstCardPainted = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="listing-card"]') === null) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
`;

export interface FirstCardRun {
  /** Milliseconds from navigation start to the first card painted. */
  firstCardMs: number;
  /** Milliseconds from navigation start to the first WebSocket the page opened. */
  firstSocketMs: number;
  /** URLs and bodies of the scripts the page loaded (for the size report). */
  scripts: { url: string; body: Buffer }[];
}

/** One cold visit: a new browser context is a fresh profile with an empty HTTP cache. */
export async function measureFirstCard(browser: Browser, url: string, timeoutMs = 30_000): Promise<FirstCardRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript({ content: FIRST_CARD_PROBE });
    const page = await context.newPage();
    const pending: Promise<{ url: string; body: Buffer } | undefined>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => ({ url: response.url(), body }))
          .catch(() => undefined),
      );
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction('window.__firstCardPainted !== undefined');
    const firstCardMs = await page.evaluate<number>(
      `Promise.race([window.__firstCardPainted, new Promise((_, reject) => setTimeout(() => reject(new Error('no listing card painted')), ${timeoutMs}))])`,
    );
    const firstSocketMs = await page.evaluate<number>('window.__firstSocketAt ?? NaN');
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const scripts = (await Promise.all(pending)).filter((script) => script !== undefined);
    return { firstCardMs, firstSocketMs, scripts };
  } finally {
    await context.close();
  }
}
