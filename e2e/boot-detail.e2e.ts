import type { Page } from 'playwright-core';
import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND, STORAGE_KEYS } from '../src/config/constants';
import { newKeys, publishEvents, signEvent } from '@testing/test-relay';
import { env, launchBrowser, useBrowser } from './support/browser';
import { ALLOW_REWRITTEN_PAGE_TO_LOCAL_RELAY, pauseParsingAfterBootScript, relaySent } from './support/parse-pause';

const fixture = useBrowser();

/** The app's script files are blocked, but not the verification worker: the boot script alone. */
async function onlyTheBootScript(page: Page): Promise<void> {
  await page.route(/\/assets\/(?!verify\.worker-)[^/]*\.js$/, (route) => route.abort());
}

/** A listing with two photos and a summary, and its share link (`/listing/<d>?seller=<npub>`). */
async function publishListing(title: string, summary: string): Promise<string> {
  const seller = newKeys();
  const d = `boot-detail-${crypto.randomUUID()}`;
  const photo = `${env().appUrl}/favicon.svg`;
  const now = Math.floor(Date.now() / 1000);
  const event = signEvent(seller, {
    kind: KIND.listing,
    created_at: now,
    content: 'Boot detail test car.',
    tags: [['d', d], ['title', title], ['summary', summary], ['price', '21500', 'EUR'], ['make', 'Volvo'], ['model', 'V70'], ['image', photo], ['image', `${photo}?2`], ['t', 'car']],
  });
  await publishEvents(env().relayUrl, [event]);
  return `/listing/${d}?seller=${nip19.npubEncode(seller.pubkey)}`;
}

const bootView = (page: Page) => page.locator('[data-boot-view]');

describe('boot detail (docs/architecture.md §10)', () => {
  it("draws a shared listing's first view before the app's scripts have loaded: inert, text as text, in the visitor's layout", async () => {
    const { page } = fixture;
    const title = `Boot detail <img src=x onerror="window.hacked=1"> ${crypto.randomUUID().slice(0, 6)}`;
    const path = await publishListing(title, '<script>window.hacked=2</script> One owner');
    await onlyTheBootScript(page);
    await page.goto(`${env().appUrl}${path}`);
    await bootView(page).locator('h1').waitFor();
    expect(await bootView(page).locator('h1').innerText()).toBe(title);
    expect(await bootView(page).getByText('<script>window.hacked=2</script> One owner').count()).toBe(1);
    expect(await bootView(page).getByTestId('listing-price').innerText()).toBe('EUR 21,500');
    expect(await bootView(page).getByTestId('gallery-main').getAttribute('src')).toBe(`${env().appUrl}/favicon.svg`);
    expect(await bootView(page).getByRole('button', { name: 'Show photo 1 of 2', includeHidden: true }).count()).toBe(1);
    expect(await bootView(page).getAttribute('inert')).not.toBeNull();
    expect(await bootView(page).getByText('Back to Marketplace').count()).toBe(1);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    // The app's root, with the static home shell in it, stays out of sight.
    expect(await page.locator('#root').isVisible()).toBe(false);
  });

  it('draws it also when the relay answers before the rest of the page is parsed (a busy phone)', async () => {
    const title = `Early answer ${crypto.randomUUID().slice(0, 6)}`;
    const path = await publishListing(title, 'Parsed late');
    // The page is rewritten on its way in, and Chromium treats a rewritten page as from the public network.
    const browser = await launchBrowser([ALLOW_REWRITTEN_PAGE_TO_LOCAL_RELAY]);
    try {
      const page = await browser.newPage();
      await onlyTheBootScript(page);
      await pauseParsingAfterBootScript(page, relaySent(page, title));
      await page.goto(`${env().appUrl}${path}`);
      await bootView(page).locator('h1').waitFor();
      expect(await bootView(page).locator('h1').innerText()).toBe(title);
    } finally {
      await browser.close();
    }
  });

  it('hands over to the app in one step: the title never leaves the screen, and then the app alone shows it', async () => {
    const { page } = fixture;
    const title = `Handover ${crypto.randomUUID().slice(0, 6)}`;
    const path = await publishListing(title, 'Garaged');
    // From the first byte: every change of the page records whether a visible h1 shows the title.
    await page.addInitScript((watched) => {
      const seen: boolean[] = [];
      (window as unknown as { titleSeen: boolean[] }).titleSeen = seen;
      const visibleTitle = () =>
        [...document.querySelectorAll('h1')].some((heading) => heading.textContent === watched && heading.getClientRects().length > 0);
      new MutationObserver(() => {
        const shown = visibleTitle();
        if (seen.at(-1) !== shown) seen.push(shown);
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    }, title);
    await page.goto(`${env().appUrl}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.bootViewState === 'released');
    await page.locator('#root h1', { hasText: title }).waitFor();
    expect(await bootView(page).count()).toBe(0);
    // Shown once, by the boot view, and never hidden after: the app's page took its place in the same step.
    expect(await page.evaluate(() => (window as unknown as { titleSeen: boolean[] }).titleSeen)).toEqual([false, true]);
    expect(await page.evaluate(() => performance.getEntriesByName('carstr:boot-detail').length)).toBe(1);
    // The app's files were asked for only once the view's photo was in (or the boot script's 400 ms were up):
    // until then the photo, the page's largest paint, had the connection to itself.
    const timing = await page.evaluate((photo) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const app = document.querySelector<HTMLScriptElement>('script[data-app-chunks]')?.dataset.appChunks?.split(' ') ?? [];
      return {
        photoLoaded: resources.find((entry) => entry.name === photo)?.responseEnd,
        appRequested: resources.filter((entry) => app.some((file) => entry.name.endsWith(file))).map((entry) => entry.startTime),
        appFiles: app.length,
      };
    }, `${env().appUrl}/favicon.svg`);
    expect(timing.photoLoaded).toBeGreaterThan(0);
    expect(timing.appRequested).toHaveLength(timing.appFiles);
    for (const start of timing.appRequested) expect(start).toBeGreaterThanOrEqual(Math.min(timing.photoLoaded!, 400));
    // The app's page works: its gallery has both thumbnails, its buttons are live.
    await page.getByRole('button', { name: 'Show photo 2 of 2' }).click();
    expect(await page.getByTestId('gallery-main').getAttribute('src')).toBe(`${env().appUrl}/favicon.svg?2`);
  });

  it('stays out of the way on a repeat visit: the app draws the page from its cache', async () => {
    const { page, context } = fixture;
    const path = await publishListing(`Not booted ${crypto.randomUUID().slice(0, 6)}`, 'x');
    // A repeat visit: the app has stored the read relays of an earlier one.
    await context.addInitScript(([key, relay]) => localStorage.setItem(key!, JSON.stringify([relay])), [STORAGE_KEYS.readRelays, env().relayUrl]);
    await page.goto(`${env().appUrl}${path}`);
    await page.locator('#root h1').waitFor();
    expect(await page.evaluate(() => performance.getEntriesByName('carstr:boot-detail').length)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.bootViewState)).not.toBe('shown');
    // With no view to wait for, the boot script preloaded the app's files at once.
    const { app, preloaded } = await page.evaluate(() => ({
      app: document.querySelector<HTMLScriptElement>('script[data-app-chunks]')?.dataset.appChunks?.split(' ') ?? [],
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
    }));
    expect(app.some((file) => /\/vendor-[\w-]+\.js$/.test(file))).toBe(true);
    expect(preloaded.slice(0, app.length)).toEqual(app);
  });
});
