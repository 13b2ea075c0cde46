import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { nowSeconds } from '@testing/test-keys';
import { publishEvents, queryEvents } from '@testing/test-relay';
import { expectedDistanceKm, nearbyCarEvents } from '@testing/nearby-cars';
import { uniqueToken } from '@testing/listing-fixtures';
import { formatDistance } from '../src/nostr/listing-distance';
import { cardTitles, chooseOption, countLine } from './browse-helpers';
import { env, useBrowser } from './support/browser';
import { saveScreenshot, screenshotsWanted } from './support/screenshots';
import { fillListing, sampleListing, sellForm, signInAndOpenSellTab } from './support/sell';

const fixture = useBrowser();

/** With CARSTR_SCREENSHOTS set, the screenshots looked at while building this (1280 and 375 px wide). */
async function shot(page: Page, name: string, focus?: Locator): Promise<void> {
  if (!screenshotsWanted()) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // With a focus, the part of the page around it as a person sees it (the header is sticky); else the whole page.
    if (focus) await focus.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, `${name}-${width}`, { fullPage: focus === undefined });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The city list's own chunk (dev/cities/city-list-plugin.ts). */
const cityChunk = (url: string) => /city-list/i.test(url);

/** Types into a city picker and chooses a city with the keyboard (↓ to the first match, Enter). */
async function pickCity(page: Page, label: string, typed: string, city: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(typed);
  await page.getByRole('option', { name: city, exact: true }).waitFor();
  await box.press('ArrowDown');
  await expect.poll(() => box.getAttribute('aria-activedescendant')).toBeTruthy();
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe(city);
}

describe('location and distance', () => {
  it('Near Munich within 50 km: exactly the cars inside by real distance, nearest first, one across a geohash cell edge; the rest on removing it', async () => {
    const { page } = fixture;
    const token = uniqueToken();
    const cars = nearbyCarEvents(token, nowSeconds());
    await publishEvents(env().relayUrl, cars.map(({ event }) => event));

    await page.goto(`${env().appUrl}/?q=${token}`);
    await countLine(page).getByText('7 cars found').waitFor();
    // No city yet: no card says how far it is.
    expect(await page.getByTestId('listing-distance').count()).toBe(0);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const nearBox = page.getByRole('combobox', { name: 'Near', exact: true });
    await nearBox.fill('muni');
    await page.getByRole('option', { name: 'Munich, Germany', exact: true }).waitFor();
    await shot(page, 'filter-near-suggestions', nearBox);
    await pickCity(page, 'Near', 'munich', 'Munich, Germany');
    await chooseOption(page, 'Within', '50 km');

    const inside = cars.filter(({ car }) => car.within50).map(({ car }) => car);
    await expect.poll(() => countLine(page).textContent()).toContain('3 cars found');
    expect(await countLine(page).textContent()).toContain('within 50 km of Munich, Germany · 2 without a location left out');
    expect(await cardTitles(page)).toEqual(inside.map((car) => `${token} ${car.name}`));
    const distances = await page.getByTestId('listing-distance').allInnerTexts();
    // In the viewer's unit: the browser's region is the US, so miles (docs/product.md §2 Units).
    expect(distances).toEqual(inside.map((car) => formatDistance(expectedDistanceKm(car)!, 'mi')));
    await shot(page, 'filter-near-within', page.getByRole('combobox', { name: 'Near', exact: true }));

    // The filter is in the URL: a reload (or a shared link) shows the same cars.
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ near: 'Munich, Germany', at: '48.14,11.58', km: '50' });
    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual(inside.map((car) => `${token} ${car.name}`));
    await shot(page, 'cards-with-distance', page.getByTestId('listing-card').first());

    // Removing the chip brings every car back, without distances.
    await page.getByRole('button', { name: 'Remove filter: Within 50 km of Munich, Germany' }).click();
    await countLine(page).getByText('7 cars found').waitFor();
    expect(await page.getByTestId('listing-distance').count()).toBe(0);
  });

  it('the sell form picks a city from the offline list and publishes "City, Country" with g tags of precision 5 and its prefixes', async () => {
    const { page } = fixture;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const keys = await signInAndOpenSellTab(page, env().appUrl);
    // The city list is not downloaded until the picker is used.
    expect(requests.filter(cityChunk)).toEqual([]);
    await fillListing(page, sampleListing({ location: 'Somewhere' }));
    expect(requests.some(cityChunk)).toBe(true);

    await pickCity(page, 'Location', 'Zurich', 'Zürich, Switzerland');
    await sellForm(page).getByText('Buyers searching near this city will find your car.', { exact: false }).waitFor();
    await page.getByRole('combobox', { name: 'Location', exact: true }).fill('Zür');
    await page.getByRole('option', { name: 'Zürich, Switzerland', exact: true }).waitFor();
    await shot(page, 'sell-city-picker-open', page.getByRole('combobox', { name: 'Location', exact: true }));
    await page.getByRole('option', { name: 'Zürich, Switzerland', exact: true }).click();

    await sellForm(page).getByRole('button', { name: 'Create Listing' }).click();
    await expect
      .poll(async () => (await queryEvents(env().relayUrl, { kinds: [KIND.listing], authors: [keys.pubkey] })).length, { timeout: 20_000 })
      .toBe(1);
    const [event] = await queryEvents(env().relayUrl, { kinds: [KIND.listing], authors: [keys.pubkey] });
    expect(event!.tags.find(([name]) => name === 'location')).toEqual(['location', 'Zürich, Switzerland']);
    // Zürich (47.37, 8.55) is in geohash u0qj…: five characters, never finer, and every prefix.
    const g = event!.tags.filter(([name]) => name === 'g').map(([, value]) => value);
    expect(g).toHaveLength(5);
    expect(g[0]).toMatch(/^u0qj[0-9b-hjkmnp-z]$/);
    expect(g).toEqual([5, 4, 3, 2, 1].map((length) => g[0]!.slice(0, length)));
  });
});
