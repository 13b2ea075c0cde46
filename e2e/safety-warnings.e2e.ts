import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { newKeys, publishEvents } from '@testing/test-relay';
import { signedListing, uniqueToken, type ListingFields } from '@testing/listing-fixtures';
import { countLine } from './browse-helpers';
import { env, useBrowser } from './support/browser';

const fixture = useBrowser();

/** A Toyota of this test's own model (so nothing else on the relay is comparable), each from its own seller. */
function toyota(token: string, name: string, price: string, fields: ListingFields = {}) {
  return signedListing(newKeys(), {
    title: `${token} ${name}`,
    make: 'Toyota',
    model: `Corolla${token}`,
    year: '2018',
    mileage: '50000',
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

describe('warnings a buyer can act on (issue 30)', () => {
  it('labels a car 45 % under eight comparables Unusually low price, on its card and detail page, and says why', async () => {
    const { page } = fixture;
    const token = uniqueToken();
    const prices = ['18000', '19000', '19500', '20000', '20000', '20500', '21000', '22000'];
    await publishEvents(env().relayUrl, [
      ...prices.map((price, index) => toyota(token, `comparable ${index + 1}`, price)),
      toyota(token, 'bait', '11000'),
      toyota(token, 'bargain', '17000'),
    ]);

    await page.goto(`${env().appUrl}/?q=${token}`);
    await countLine(page).getByText('10 cars found').waitFor();
    const label = (title: string) => card(page, `${token} ${title}`).getByTestId('price-rating');
    await expect.poll(() => label('bait').textContent()).toBe('Unusually low price');
    // 15 % under is still a great price.
    await expect.poll(() => label('bargain').textContent()).toBe('Great price');

    await card(page, `${token} bait`).getByRole('link', { name: `View Details: ${token} bait` }).click();
    const insights = page.getByTestId('listing-insights');
    await expect.poll(() => insights.getByTestId('price-rating').textContent()).toBe('Unusually low price');
    expect(await insights.getByTestId('price-rating').getAttribute('data-label')).toBe('suspicious');
    await page.getByText('How we rated this').click();
    const explanation = page.getByTestId('how-we-rated');
    await expect.poll(() => explanation.getByTestId('price-estimate').textContent()).toBe('USD 20,000');
    await explanation.getByText('45% below the estimate').waitFor();
    expect(await explanation.getByTestId('unusually-low-warning').textContent()).toBe(
      'Prices far below the market are a common sign of fraud. See the car and its papers before you pay anything.',
    );
  });
});
