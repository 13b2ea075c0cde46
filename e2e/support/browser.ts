import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject, type TestContext } from 'vitest';

import { chromiumArgs, CHROMIUM_PATH } from './browser-launch';

/** A Chromium of the test's own, for the few tests that need flags the shared one has not. Close it in `finally`. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: chromiumArgs(extraArgs), timeout: 60_000 });
}

/**
 * The run's Chromium, started once by the global setup: connecting takes tens of milliseconds where a launch
 * took seconds. `close()` on it closes this connection's contexts and disconnects; the browser stays up.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(env().browserWsEndpoint, { timeout: 60_000 });
}

/**
 * A browser context as every test opens one: the system asks for reduced motion, so pulsing placeholders,
 * spinners and dialog fades settle at once (src/index.css). Motion is never what a test checks, and drawing
 * it frame by frame in software was a large share of the run's CPU (docs/performance.md, Test suite time).
 */
export function newTestContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ reducedMotion: 'reduce', ...options });
}

export interface BrowserFixture {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Messages the page wrote to the console with level error or warning. */
  readonly consoleMessages: { type: string; text: string }[];
  readonly pageErrors: Error[];
}

/**
 * Registers hooks: a connection to the run's Chromium per test file, a fresh context and page per test, a
 * screenshot of the page when a test fails (test-results/), and everything closed even when a test throws.
 */
export function useBrowser(options: { viewport?: { width: number; height: number } } = {}): BrowserFixture {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const consoleMessages: { type: string; text: string }[] = [];
  const pageErrors: Error[] = [];

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    consoleMessages.length = 0;
    pageErrors.length = 0;
    context = await newTestContext(browser!, { viewport: options.viewport ?? { width: 1280, height: 900 } });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    page.on('console', (message) => consoleMessages.push({ type: message.type(), text: message.text() }));
    page.on('pageerror', (error) => pageErrors.push(error));
  });
  afterEach(async (testContext: TestContext) => {
    try {
      if (page) await screenshotIfFailed(page, testContext.task);
    } finally {
      await context?.close();
    }
  });

  return {
    get browser() {
      return browser!;
    },
    get context() {
      return context!;
    },
    get page() {
      return page!;
    },
    consoleMessages,
    pageErrors,
  };
}

/** A failed test leaves a screenshot of its page in test-results/, named after the test. */
export async function screenshotIfFailed(page: Page, task: Pick<TestContext['task'], 'name' | 'result'>, fullPage = true): Promise<void> {
  if (task.result?.state !== 'fail') return;
  const dir = join(process.cwd(), 'test-results');
  await mkdir(dir, { recursive: true });
  const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage }).catch(() => {});
}

export function env() {
  return inject('e2e');
}
