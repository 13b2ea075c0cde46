import { nip19 } from 'nostr-tools';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys, publishEvents } from '@testing/test-relay';
import { signedListing, uniqueToken, type ListingFields } from '@testing/listing-fixtures';
import { countLine } from './browse-helpers';
import { installAxe, seriousViolations } from './support/axe';
import { env, newTestContext, useBrowser } from './support/browser';
import { saveScreenshot, screenshotsWanted } from './support/screenshots';

const fixture = useBrowser();
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

/** With CARSTR_SCREENSHOTS set, the screenshots looked at while building this (1280 and 375 px wide). */
async function shot(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted()) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await saveScreenshot(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A Toyota of this test's own model (so nothing else on the relay is comparable), each from its own seller. */
function toyota(token: string, model: string, name: string, price: string, fields: ListingFields = {}) {
  return signedListing(newKeys(), {
    title: `${token} ${name}`,
    make: 'Toyota',
    model: `${model}${token}`,
    year: '2018',
    mileage: '50000',
    fuelType: 'Hybrid',
    transmission: 'Automatic',
    bodyType: 'Sedan',
    color: 'Silver',
    location: 'Lyon',
    price: [price, 'USD'],
    // Carstr's sell form tags the lowercase make: the detail page asks relays for it.
    t: ['automobile', 'car', 'toyota'],
    ...fields,
  });
}

function card(page: Page, title: string) {
  return page.getByTestId('listing-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

describe('buyer insight: fair price, days listed, price drops, compare', () => {
  it('labels 20 % under, at and 15 % over the median; says when there are too few comparables; explains the estimate', async () => {
    const { page, context } = fixture;
    await installAxe(context);
    const token = uniqueToken();
    const comparables = ['18000', '19000', '20000', '21000', '22000'].map((price, index) => toyota(token, 'Corolla', `comparable ${index + 1}`, price, index === 4 ? { status: 'sold' } : {}));
    const threeDaysAgo = now() - 3 * DAY;
    await publishEvents(env().relayUrl, [
      ...comparables,
      // Each rated car also counts for the others: the median stays 20,000 for all three.
      toyota(token, 'Corolla', 'under', '16000', { createdAt: threeDaysAgo }),
      toyota(token, 'Corolla', 'at', '20000'),
      toyota(token, 'Corolla', 'over', '23000'),
      // Four Yaris comparables only.
      ...['9000', '9500', '10000', '10500'].map((price, index) => toyota(token, 'Yaris', `yaris ${index + 1}`, price)),
      toyota(token, 'Yaris', 'yaris subject', '8000'),
      toyota(token, 'Corolla', 'euro', '19000', { price: ['19000', 'EUR'] }),
    ]);

    await page.goto(`${env().appUrl}/?q=${token}`);
    await countLine(page).getByText('14 cars found').waitFor();
    const label = (title: string) => card(page, `${token} ${title}`).getByTestId('price-rating');
    await expect.poll(() => label('under').textContent()).toBe('Great price');
    await expect.poll(() => label('at').textContent()).toBe('Fair price');
    await expect.poll(() => label('over').textContent()).toBe('Overpriced');
    // Four comparables: no label on any Yaris; the EUR car is not compared with dollars.
    expect(await page.getByTestId('listing-card').filter({ hasText: 'yaris' }).getByTestId('price-rating').count()).toBe(0);
    expect(await label('euro').count()).toBe(0);
    // Days listed from published_at.
    await expect.poll(() => card(page, `${token} under`).getByTestId('listed-ago').textContent()).toBe('Listed 3 days ago');
    await expect.poll(() => card(page, `${token} at`).getByTestId('listed-ago').textContent()).toBe('Listed today');
    await shot(page, 'cards');

    // A price range is in one currency (USD, the most common here): the EUR car is left out and counted.
    await page.goto(`${env().appUrl}/?q=${token}&price=0-50000`);
    await countLine(page).getByText('13 cars found').waitFor();
    await countLine(page).getByText('1 in other currencies left out').waitFor();

    // The detail page, opened directly (no grid loaded): rated from its own request for the make.
    await card(page, `${token} under`).getByRole('link', { name: `View Details: ${token} under` }).click();
    const insights = page.getByTestId('listing-insights');
    await expect.poll(() => insights.getByTestId('price-rating').textContent()).toBe('Great price');
    await page.reload();
    await expect.poll(() => insights.getByTestId('price-rating').textContent()).toBe('Great price');
    await page.getByText('How we rated this').click();
    const explanation = page.getByTestId('how-we-rated');
    await expect.poll(() => explanation.getByTestId('price-estimate').textContent()).toBe('USD 20,000');
    // The five comparables and the two other rated Corollas, each a link; not the EUR car, not itself.
    expect(await explanation.getByRole('link').count()).toBe(7);
    expect(await explanation.getByRole('link', { name: `${token} comparable 5` }).count()).toBe(1);
    expect(await explanation.getByRole('link', { name: `${token} euro` }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'detail-rated');

    await page.goto(`${env().appUrl}/?q=${token}`);
    await card(page, `${token} yaris subject`).getByRole('link', { name: /View Details/ }).click();
    await insights.getByText('Not enough similar cars to rate').waitFor();
    expect(await insights.getByTestId('price-rating').count()).toBe(0);
  });

  it('shows Price dropped when a newer version is cheaper than the one seen before', async () => {
    const { page } = fixture;
    const token = uniqueToken();
    const seller = newKeys();
    const d = `drop-${token}`;
    const version = (price: string, createdAt: number) => signedListing(seller, { d, title: `${token} dropping`, price: [price, 'USD'], createdAt });
    await publishEvents(env().relayUrl, [version('30000', now() - 100)]);
    await page.goto(`${env().appUrl}/?q=${token}`);
    await card(page, `${token} dropping`).waitFor();
    // The first visit stores what it saw in the local cache (in the background).
    await expect
      .poll(() =>
        page.evaluate(
          (wanted) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('carstr-cache');
              open.addEventListener('success', () => {
                const all = open.result.transaction('listings').objectStore('listings').getAll();
                all.addEventListener('success', () => resolve((all.result as { coord: string }[]).some((record) => record.coord.endsWith(`:${wanted}`))));
                all.addEventListener('error', () => resolve(false));
              });
              open.addEventListener('error', () => resolve(false));
            }),
          d,
        ),
      )
      .toBe(true);
    expect(await card(page, `${token} dropping`).getByTestId('price-dropped').count()).toBe(0);

    await publishEvents(env().relayUrl, [version('27000', now() - 10)]);
    await page.reload();
    await card(page, `${token} dropping`).getByText('USD 27,000').waitFor();
    await card(page, `${token} dropping`).getByTestId('price-dropped').waitFor();
    expect(await card(page, `${token} dropping`).getByTestId('price-dropped').textContent()).toContain('Price dropped');
    // The detail page says so too (from the cache, opened directly).
    await card(page, `${token} dropping`).getByRole('link', { name: /View Details/ }).click();
    await page.getByTestId('listing-insights').getByTestId('price-dropped').waitFor();
  });

  it('compares cars from the tray; the compare URL round-trips into a fresh browser', async () => {
    const { page, browser, context } = fixture;
    await installAxe(context);
    const token = uniqueToken();
    const hybrid = toyota(token, 'Prius', 'hybrid', '21000', { year: '2019', color: 'Blue' });
    const diesel = toyota(token, 'Prius', 'diesel', '17000', { fuelType: 'Diesel', mileage: '90000' });
    const third = toyota(token, 'Prius', 'third', '19000');
    await publishEvents(env().relayUrl, [hybrid, diesel, third]);

    await page.goto(`${env().appUrl}/?q=${token}`);
    await countLine(page).getByText('3 cars found').waitFor();
    await card(page, `${token} hybrid`).getByRole('button', { name: `Compare: ${token} hybrid` }).click();
    await card(page, `${token} diesel`).getByRole('button', { name: `Compare: ${token} diesel` }).click();
    expect(await card(page, `${token} diesel`).getByRole('button', { name: `Remove from compare: ${token} diesel` }).getAttribute('aria-pressed')).toBe('true');
    const bar = page.getByRole('region', { name: 'Compare tray' });
    await bar.getByRole('link', { name: 'Compare (2)' }).waitFor();
    // The tray survives a reload.
    await page.reload();
    await bar.getByRole('link', { name: 'Compare (2)' }).click();

    await page.waitForURL(/\/compare\?cars=naddr1/);
    const cars = () => page.getByTestId('compare-car').getByRole('link').allInnerTexts();
    await expect.poll(cars).toEqual([`${token} hybrid`, `${token} diesel`]);
    const shared = page.url();
    const naddrs = new URL(shared).searchParams.get('cars')!.split(',');
    expect(naddrs.map((naddr) => nip19.decode(naddr).data)).toMatchObject([
      { kind: KIND.listing, pubkey: hybrid.pubkey, identifier: hybrid.tags.find((tag) => tag[0] === 'd')![1] },
      { kind: KIND.listing, pubkey: diesel.pubkey, identifier: diesel.tags.find((tag) => tag[0] === 'd')![1] },
    ]);
    const table = page.getByTestId('compare-table');
    await table.locator('[data-row="fuelType"]').getByText('Diesel').waitFor();
    expect(await table.locator('[data-row="transmission"]').count()).toBe(1);
    await page.getByLabel('Show only differences').check();
    // Same transmission, body and location: hidden; fuel, year, mileage, colour, price differ: shown.
    await expect.poll(() => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')))).toEqual([
      'price',
      'year',
      'mileage',
      'fuelType',
      'color',
      'seller',
    ]);
    await page.getByLabel('Show only differences').uncheck();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'compare');

    // Someone else opens the shared link: same cars, same order, without any tray.
    const other = await newTestContext(browser, { viewport: { width: 375, height: 812 } });
    try {
      const fresh = await other.newPage();
      await fresh.goto(shared);
      await expect.poll(() => fresh.getByTestId('compare-car').getByRole('link').allInnerTexts()).toEqual([`${token} hybrid`, `${token} diesel`]);
      expect(await fresh.getByRole('region', { name: 'Compare tray' }).count()).toBe(0);
    } finally {
      await other.close();
    }

    // Removing a car on the page rewrites the URL and the tray.
    await page.getByRole('button', { name: `Remove from compare: ${token} hybrid` }).click();
    await expect.poll(cars).toEqual([`${token} diesel`]);
    expect(new URL(page.url()).searchParams.get('cars')!.split(',')).toHaveLength(1);
  });
});
