import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { uniqueToken } from '@testing/listing-fixtures';
import { newKeys, nowSeconds, signEvent } from '@testing/test-keys';
import { publishEvents } from '@testing/test-relay';
import { buildListingEvent } from '../src/nostr/listing-builder';
import { cardTitles, chooseOption, countLine } from './browse-helpers';
import { env, useBrowser } from './support/browser';
import { saveScreenshot, screenshotsWanted } from './support/screenshots';

const fixture = useBrowser();

/** With CARSTR_SCREENSHOTS set, the screenshots looked at while building this (1280 and 375 px wide). */
async function shot(page: Page, name: string, focus: Locator): Promise<void> {
  if (!screenshotsWanted()) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await focus.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, `places-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A listing as another client writes it: a `location` text and no `g` tag. */
function carAt(token: string, name: string, location: string, createdAt: number) {
  const template = buildListingEvent(
    {
      title: `${token} ${name}`,
      description: 'A car placed by its location text only.',
      price: '18000',
      currency: 'EUR',
      location,
      geohash: undefined,
      make: 'Volkswagen',
      model: 'Golf',
      year: '2018',
      mileage: '70000',
      fuelType: 'Gasoline',
      transmission: 'Manual',
      bodyType: 'Hatchback',
      color: 'Blue',
      condition: 'Good',
      images: [],
    },
    createdAt * 1000,
  );
  return signEvent(newKeys(), template);
}

describe('cities by any name (docs/product.md §2 Location and distance)', () => {
  it('the picker offers Gothenburg in Sweden and Cologne in Germany; Near Munich within 50 km holds the cars that only say "Munich, Germany" or "München", not "Hamburg, Germany", also from a cold link', async () => {
    const { page } = fixture;
    const token = uniqueToken();
    const now = nowSeconds();
    await publishEvents(env().relayUrl, [
      carAt(token, 'Munich text car', 'Munich, Germany', now),
      carAt(token, 'München text car', '80331 München', now - 1),
      carAt(token, 'Hamburg text car', 'Hamburg, Germany', now - 2),
    ]);

    await page.goto(`${env().appUrl}/?q=${token}`);
    await countLine(page).getByText('3 cars found').waitFor();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const nearBox = page.getByRole('combobox', { name: 'Near', exact: true });

    // English names find the town under its local one, shown side by side.
    await nearBox.fill('Gothenburg');
    const options = page.getByRole('option');
    await expect.poll(() => options.first().getAttribute('aria-label'), { timeout: 15_000 }).toBe('Gothenburg (Göteborg), Sweden');
    await shot(page, 'picker-gothenburg', nearBox);
    await nearBox.fill('Cologne');
    await expect.poll(() => options.first().getAttribute('aria-label')).toBe('Cologne (Köln), Germany');
    await shot(page, 'picker-cologne', nearBox);

    await nearBox.fill('munich');
    await page.getByRole('option', { name: 'Munich, Germany', exact: true }).waitFor();
    await nearBox.press('ArrowDown');
    await nearBox.press('Enter');
    await expect.poll(() => nearBox.inputValue()).toBe('Munich, Germany');
    await chooseOption(page, 'Within', '50 km');

    const inside = [`${token} Munich text car`, `${token} München text car`];
    await expect.poll(() => cardTitles(page), { timeout: 15_000 }).toEqual(inside);
    expect(await countLine(page).textContent()).toContain('2 cars found');
    const distances = page.getByTestId('listing-distance');
    const texts = await distances.allInnerTexts();
    expect(texts).toHaveLength(2);
    // Miles: the browser's region is the US (docs/product.md §2 Units).
    for (const text of texts) expect(text).toMatch(/^≈ 1 mi away\s*\(from its location text\)$/);
    await shot(page, 'cards-from-location-text', distances.first());

    // A cold link with the filter loads the city list on its own and places the same cars.
    await page.reload();
    await expect.poll(() => cardTitles(page), { timeout: 15_000 }).toEqual(inside);
  });
});
