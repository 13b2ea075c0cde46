import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { KIND, STORAGE_KEYS } from '../src/config/constants';
import { BOOT_VIEW_PAINT_CAP_MS } from '../src/features/first-paint/boot-detail/boot-view';
import { newKeys, publishEvents, signEvent, startTestRelay, type RelayHandle } from '@testing/test-relay';
import { env, launchBrowser, newTestContext, useBrowser } from './support/browser';
import { ALLOW_REWRITTEN_PAGE_TO_LOCAL_RELAY, pauseParsingAfterBootScript, relaySent } from './support/parse-pause';

const fixture = useBrowser();

/** No script file of the app loads: what shows is index.html and the inline boot script alone. */
async function withoutAppScripts(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
}

/** The app's script files are blocked, but not the verification worker: the boot cards alone. */
async function onlyTheBootScript(page: Page): Promise<void> {
  await page.route(/\/assets\/(?!verify\.worker-)[^/]*\.js$/, (route) => route.abort());
}

/** Relays this file started; closed after each test. */
const ownRelays: RelayHandle[] = [];
afterEach(async () => {
  await Promise.all(ownRelays.splice(0).map((relay) => relay.close()));
});

/**
 * A relay of the test's own holding one listing with a photo, and the app pointed at it before any script
 * runs (the stored setting keeps it a first visit). On the shared relay other test files' newer listings
 * could take the boot cards' eight places.
 */
async function ownRelayWithListing(context: BrowserContext, title: string, location: string): Promise<{ d: string; relayUrl: string }> {
  const relay = await startTestRelay();
  ownRelays.push(relay);
  const seller = newKeys();
  const d = `boot-${crypto.randomUUID()}`;
  const photo = `${env().appUrl}/favicon.svg`;
  const event = signEvent(seller, {
    kind: KIND.listing,
    created_at: Math.floor(Date.now() / 1000),
    content: 'Boot card test car.',
    tags: [['d', d], ['title', title], ['price', '21500', 'EUR'], ['location', location], ['year', '2018'], ['image', photo], ['t', 'car'], ['published_at', String(Math.floor(Date.now() / 1000))]],
  });
  await publishEvents(relay.url, [event]);
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.config, JSON.stringify({ relayUrl: relay.url })] as const);
  return { d, relayUrl: relay.url };
}

const staticHeading = (page: Page) => page.locator('[data-static-shell] h1', { hasText: 'Decentralized Car Marketplace' });

describe('static home shell (docs/architecture.md §10)', () => {
  it('paints the home page from index.html before any script file has loaded, inert, in the stored theme', async () => {
    const { page } = fixture;
    await withoutAppScripts(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(env().appUrl);
    await staticHeading(page).waitFor({ state: 'visible' });
    const shell = page.locator('[data-static-shell]');
    expect(await shell.getAttribute('inert')).not.toBeNull();
    expect(await shell.locator('input[placeholder="Search cars by make, model, year..."]').isVisible()).toBe(true);
    expect(await shell.getByTestId('listing-skeleton').count()).toBeGreaterThan(0);
    // Placeholders only: no card, since nothing from a relay is in the page.
    expect(await page.getByTestId('listing-card').count()).toBe(0);
    // The OS prefers dark and the theme is the default (system): dark before React has run.
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });

  it("draws the relay's first cards into the shell before the app's scripts have loaded, text inert and links real", async () => {
    const { page, context } = fixture;
    const title = `Boot card <img src=x onerror="window.hacked=1"> ${crypto.randomUUID().slice(0, 6)}`;
    const { d, relayUrl } = await ownRelayWithListing(context, title, '<b>Lyon</b>');
    // The newest, before it: no photo, sold, 'Price on request', drawn over the car icon.
    const bareTitle = `No photo yet ${crypto.randomUUID().slice(0, 6)}`;
    const now = Math.floor(Date.now() / 1000);
    await publishEvents(relayUrl, [
      signEvent(newKeys(), {
        kind: KIND.listing,
        created_at: now + 1,
        content: '',
        tags: [['d', `boot-${crypto.randomUUID()}`], ['title', bareTitle], ['status', 'sold'], ['year', '2009'], ['t', 'car'], ['published_at', String(now + 1)]],
      }),
    ]);
    await onlyTheBootScript(page);
    const appRequested: number[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(app|vendor)-[\w-]+\.js$/.test(request.url())) appRequested.push(Date.now());
    });
    await page.goto(env().appUrl);
    // Its own card (other test files publish listings to the same relay meanwhile).
    const card = page.locator('[data-static-shell] [data-testid="listing-card"]').filter({ hasText: title });
    await card.waitFor();
    expect(await card.locator('h3').innerText()).toBe(title);
    expect(await card.getByText('EUR 21,500').count()).toBe(1);
    expect(await card.getByText('2018 · <b>Lyon</b>').count()).toBe(1);
    expect(await card.locator('a').first().getAttribute('href')).toContain(`/listing/${d}?seller=npub1`);
    expect(await card.locator('img').getAttribute('src')).toBe(`${env().appUrl}/favicon.svg`);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(await page.locator('[data-static-shell] [data-testid="listing-skeleton"]').count()).toBe(0);
    const cards = page.locator('[data-static-shell] [data-testid="listing-card"]');
    expect(await cards.locator('h3').allInnerTexts()).toEqual([bareTitle, title]);
    const bare = cards.first();
    expect(await bare.getByText('SOLD', { exact: true }).count()).toBe(1);
    expect(await bare.getByText('Price on request', { exact: true }).count()).toBe(1);
    expect(await bare.locator('img').count()).toBe(0);
    expect(await bare.getByRole('img', { name: bareTitle }).count()).toBe(1);
    expect(await card.getByText('SOLD', { exact: true }).count()).toBe(0);
    // The app's files were asked for only once the boot cards had painted (until then the connection and the
    // thread went to the relay's answer and the cards), or once the boot script had waited its cap for them: on
    // a busy machine the cards can take longer than that, and the app must not wait on them any longer.
    await expect.poll(() => appRequested.length).toBeGreaterThanOrEqual(2);
    const { drawnAt, capAt } = await page.evaluate((capMs) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        drawnAt: performance.timeOrigin + performance.getEntriesByName('carstr:boot-cards')[0]!.startTime,
        // The boot script runs once the document's response has begun: its cap ends no earlier than this.
        capAt: performance.timeOrigin + navigation!.responseStart + capMs,
      };
    }, BOOT_VIEW_PAINT_CAP_MS);
    for (const at of appRequested) expect(at).toBeGreaterThan(Math.min(drawnAt, capAt));
  });

  it('draws them also when the relay answers before the rest of the page is parsed (a busy phone)', async () => {
    const title = `Early card ${crypto.randomUUID().slice(0, 6)}`;
    // The page is rewritten on its way in, and Chromium treats a rewritten page as from the public network.
    const browser = await launchBrowser([ALLOW_REWRITTEN_PAGE_TO_LOCAL_RELAY]);
    try {
      const context = await newTestContext(browser);
      await ownRelayWithListing(context, title, 'Oslo');
      const page = await context.newPage();
      await onlyTheBootScript(page);
      await pauseParsingAfterBootScript(page, relaySent(page, title));
      await page.goto(env().appUrl);
      await page.locator('[data-static-shell] [data-testid="listing-card"]').filter({ hasText: title }).waitFor();
    } finally {
      await browser.close();
    }
  });

  it('lets the app take over the boot cards: the same card, now with its buttons working', async () => {
    const { page, context } = fixture;
    const title = `Takeover ${crypto.randomUUID().slice(0, 6)}`;
    await ownRelayWithListing(context, title, 'Bergen');
    // Watches the card's title from the first byte: once it has appeared (a boot card), it stays across the takeover.
    await page.addInitScript((watched) => {
      const seen: boolean[] = [];
      (window as unknown as { titleSeen: boolean[] }).titleSeen = seen;
      new MutationObserver(() => {
        const shown = [...document.querySelectorAll('[data-testid="listing-card"] h3')].some((heading) => heading.textContent === watched);
        if (seen.at(-1) !== shown) seen.push(shown);
      }).observe(document, { childList: true, subtree: true });
    }, title);
    const requested: string[] = [];
    const noteRequest = (request: Request) => requested.push(new URL(request.url()).pathname);
    page.on('request', noteRequest);
    await page.goto(env().appUrl);
    await page.waitForFunction(() => document.querySelector('[data-static-shell]') === null);
    await page.getByRole('button', { name: `Compare: ${title}` }).click();
    await page.getByRole('button', { name: `Compare: ${title}` }).and(page.locator('[aria-pressed="true"]')).waitFor();
    const seen = await page.evaluate(() => (window as unknown as { titleSeen: boolean[] }).titleSeen);
    expect(seen.slice(seen.indexOf(true))).toEqual([true]);
    // The secondary parts have loaded ('Compare' works), all in one go; a visitor who has neither signed in nor
    // saved a search downloaded no account-list sync and no check for new matches among them.
    await vi.waitFor(() => expect(requested.some((file) => /\/CompareBar-[\w-]+\.js$/.test(file))).toBe(true));
    expect(requested.filter((file) => /\/(FavouritesSync|SavedSearchesSync|MutesSync|NewMatchesCheck)-[\w-]+\.js$/.test(file))).toEqual([]);
    page.off('request', noteRequest);
    // The stylesheet came with the page, not as a file.
    const loading = await page.evaluate(() => ({
      stylesheets:
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => new URL(entry.name).pathname.endsWith('.css')).length +
        document.querySelectorAll('link[rel="stylesheet"]').length,
      headerPosition: getComputedStyle(document.querySelector('header')!).position,
    }));
    expect(loading.stylesheets).toBe(0);
    expect(loading.headerPosition).toBe('sticky');
  });

  it('stays hidden where the app would render something else: another page, a search, a repeat visit, someone signed in', async () => {
    const { page, context } = fixture;
    await withoutAppScripts(page);
    for (const path of ['/listing/nevent1nothing', '/?q=volvo', '/favourites']) {
      await page.goto(`${env().appUrl}${path}`);
      expect(await staticHeading(page).isVisible(), path).toBe(false);
    }
    // A repeat visit (the app noted its read relays): the app paints the cached cards itself.
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.readRelays, JSON.stringify([env().relayUrl])] as const);
    await page.goto(env().appUrl);
    expect(await staticHeading(page).isVisible()).toBe(false);
    await page.evaluate((key) => window.localStorage.removeItem(key), STORAGE_KEYS.readRelays);
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [STORAGE_KEYS.logins, JSON.stringify([{ id: 'extension:ab', type: 'extension', pubkey: 'ab'.repeat(32), createdAt: '2026-01-01T00:00:00.000Z', data: null }])] as const,
    );
    await page.goto(env().appUrl);
    expect(await staticHeading(page).isVisible()).toBe(false);
  });

  it('is replaced by the app in one commit: the page is never empty, and one header remains', async () => {
    const { page, context } = fixture;
    // Records how many elements #root holds after each change to it, from the first byte of the page on.
    await context.addInitScript(() => {
      const counts: number[] = [];
      (window as unknown as { rootCounts: number[] }).rootCounts = counts;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        // From the moment the parser has put the shell in (an empty #root before that is the parser, not React).
        if (root !== null && (counts.length > 0 || root.childElementCount > 0)) counts.push(root.childElementCount);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(env().appUrl);
    await page.waitForFunction(() => document.querySelector('[data-static-shell]') === null);
    await page.getByRole('tab', { name: 'Browse Cars' }).waitFor();
    expect(await page.locator('header').count()).toBe(1);
    const counts = await page.evaluate(() => (window as unknown as { rootCounts: number[] }).rootCounts);
    // The shell was there (one wrapper element), and no change left #root empty on the way to the app.
    expect(counts[0]).toBe(1);
    expect(counts.every((count) => count > 0)).toBe(true);
  });
});
