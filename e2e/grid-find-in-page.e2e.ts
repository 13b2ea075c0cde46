import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DEMO_LISTINGS } from '../dev/seed/demo-listings';
import { seedDemoData } from '../dev/seed/seed-demo-data';
import { newKeys, publishEvents } from '@testing/test-relay';
import { LISTING_GRID_RENDER_ALL_MAX } from '../src/config/constants';
import { signedListing } from '@testing/listing-fixtures';
import { cardTitles, countLine, loadedCount, scrollUntilLoaded, useOwnRelays, useRelay } from './browse-helpers';
import { env, useBrowser } from './support/browser';

const fixture = useBrowser();
const now = () => Math.floor(Date.now() / 1000);

/** Each test reads from a relay of its own (useOwnRelays). */
const ownRelay = useOwnRelays();

/** Chromium's find-in-page from script (`window.find`, non-standard): searches the rendered text. */
function findInPage(page: Page, text: string): Promise<boolean> {
  return page.evaluate((needle) => {
    const find = (window as Window & { find?: (text: string) => boolean }).find;
    return find?.call(window, needle) ?? false;
  }, text);
}

/** Titles of the many-listings test: every second one says 'even', for a search that halves the results. */
function gridCarTitle(index: number): string {
  return `Grid car ${index} ${index % 2 === 0 ? 'even' : 'odd'}`;
}

function cardCount(page: Page): Promise<number> {
  return page.getByTestId('listing-card').count();
}

/** Whether the page has asked for the windowed grid's chunk (and with it the virtualizer). */
function watchWindowedChunk(page: Page): () => boolean {
  let requested = false;
  page.on('request', (request) => {
    if (/\/WindowedListingGrid-[^/]*\.js$/.test(request.url())) requested = true;
  });
  return () => requested;
}

describe('grid: find-in-page and windowing', () => {
  it('renders every card of the demo relay without scrolling, for find-in-page and screen readers', async () => {
    const { context, page } = fixture;
    const relay = await ownRelay();
    await seedDemoData({ relayUrl: relay.url, mediaUrl: env().mediaUrl });
    await useRelay(context, relay.url);
    const windowedChunkLoaded = watchWindowedChunk(page);
    // Newest first: the last card is the oldest demo listing, several screens below the first. The grid offers
    // cars for sale by default ('Offer'), so the demo's leases are not among them.
    const expected = DEMO_LISTINGS.filter((listing) => listing.price?.frequency === undefined)
      .toSorted((a, b) => a.ageHours - b.ageHours)
      .map((listing) => listing.title);
    const last = expected.at(-1)!;

    for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 812 }]) {
      await page.setViewportSize(viewport);
      await page.goto(env().appUrl);
      await countLine(page).getByText(`${expected.length} cars found`).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // The first screen's cards paint first; the rest follow a frame or two later (ListingGrid).
      await expect.poll(() => cardTitles(page)).toEqual(expected);
      expect(await page.getByTestId('listing-grid').getAttribute('data-layout')).toBe('all');
      // What Ctrl+F and a screen reader's browse mode see: the rendered text and the accessibility tree.
      expect(await findInPage(page, last)).toBe(true);
      expect(await page.getByRole('region', { name: 'Listings' }).ariaSnapshot()).toContain(`heading "${last}"`);
    }
    expect(windowedChunkLoaded()).toBe(false);
  });

  it(`windows more than ${LISTING_GRID_RENDER_ALL_MAX} results without a jump, pages on and reaches the last listing`, async () => {
    const { context, page, pageErrors } = fixture;
    const relay = await ownRelay();
    const seller = newKeys();
    const t = now();
    const total = 350;
    await publishEvents(
      relay.url,
      Array.from({ length: total }, (_, index) => signedListing(seller, { d: `grid-${index}`, title: gridCarTitle(index), createdAt: t - index * 60 })),
    );
    await useRelay(context, relay.url);
    const windowedChunkLoaded = watchWindowedChunk(page);
    await page.goto(env().appUrl);

    // The first page (100) is small enough to render whole, and does not download the virtualizer.
    await countLine(page).getByText('100 cars found').waitFor();
    await expect.poll(() => cardCount(page)).toBe(100);
    expect(windowedChunkLoaded()).toBe(false);

    // 'Load more' pressed by script, without scrolling, so that infinite scroll stays out of it.
    const loadMore = async () => {
      const before = await loadedCount(page);
      await page.getByRole('button', { name: 'Load more listings' }).evaluate((button: HTMLButtonElement) => button.click());
      // A page is a relay round trip plus up to 100 cards to render: more than vitest's 1 s default on a busy machine.
      await expect.poll(() => loadedCount(page), { timeout: 15_000 }).toBeGreaterThan(before);
      return loadedCount(page);
    };
    const second = await loadMore();
    expect(second).toBeLessThanOrEqual(LISTING_GRID_RENDER_ALL_MAX);
    // The new cards follow the count in a background render.
    await expect.poll(() => cardCount(page)).toBe(second);
    expect(await page.getByTestId('listing-grid').getAttribute('data-layout')).toBe('all');

    // The next page makes the grid windowed while the user is scrolled down: what is on screen stays put.
    const anchor = page.getByRole('heading', { name: gridCarTitle(148), exact: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate((y) => window.scrollTo(0, y - 200), (await anchor.boundingBox())!.y);
    const anchorTop = (await anchor.boundingBox())!.y;
    expect(await loadMore()).toBeGreaterThan(LISTING_GRID_RENDER_ALL_MAX);
    await expect.poll(() => page.getByTestId('listing-grid').getAttribute('data-layout'), { timeout: 15_000 }).toBe('windowed');
    expect(windowedChunkLoaded()).toBe(true);
    expect(Math.abs((await anchor.boundingBox())!.y - anchorTop)).toBeLessThanOrEqual(2);
    expect(await cardCount(page)).toBeLessThan(total / 4);

    // Infinite scroll in the windowed grid: each time the page bottom (and 'Load more') comes into view, the
    // next page loads, until the relay has no more.
    await scrollUntilLoaded(page, total);
    await expect.poll(() => page.getByRole('button', { name: 'Load more listings' }).count()).toBe(0);

    // Scrolling to the end shows the oldest listing on screen; the first ones have left the DOM.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const heading = page.getByRole('heading', { name: gridCarTitle(total - 1), exact: true });
        if ((await heading.count()) === 0) return false;
        const box = await heading.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
      })
      .toBe(true);
    expect(await page.getByRole('heading', { name: gridCarTitle(0), exact: true }).count()).toBe(0);
    expect(await cardCount(page)).toBeLessThan(total / 4);

    // And back to the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('heading', { name: gridCarTitle(0), exact: true }).waitFor();

    // A search that narrows the results to the limit or fewer renders every match again.
    await page.getByPlaceholder('Search cars by make, model, year...').fill('even');
    await countLine(page).getByText(`${total / 2} cars found`).waitFor();
    await expect.poll(() => cardCount(page)).toBe(total / 2);
    expect(await page.getByTestId('listing-grid').getAttribute('data-layout')).toBe('all');
    expect(await findInPage(page, gridCarTitle(total - 2))).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
