import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys, publishEvents, queryEvents, signEvent } from '@testing/test-relay';
import { signedListing, uniqueToken, type ListingFields } from '@testing/listing-fixtures';
import { countLine } from './browse-helpers';
import { env, useBrowser } from './support/browser';
import { fillListing, sampleListing, sellForm, signInAndOpenSellTab } from './support/sell';

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

/** A listing with extra tags (a VIN as another client or Carstr writes it), re-signed by its seller. */
function withTags(fields: ListingFields, extra: string[][]) {
  const seller = newKeys();
  const base = signedListing(seller, fields);
  return signEvent(seller, { kind: base.kind, created_at: base.created_at, content: base.content, tags: [...base.tags, ...extra] });
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

  it('flags a BMW VIN on a listing that says Toyota, and not a Toyota VIN; reads the VIN from a vin tag or a spec pair', async () => {
    const { page } = fixture;
    const token = uniqueToken();
    const fields = (name: string): ListingFields => ({ title: `${token} ${name}`, make: 'Toyota', model: 'Corolla', year: '2012', t: ['automobile', 'car', 'toyota'] });
    await publishEvents(env().relayUrl, [
      withTags(fields('bmw vin'), [['vin', 'WBA3A5C53CF256985']]),
      withTags(fields('toyota vin'), [['spec', 'VIN', 'JTDKN3DU6A0123456']]),
      withTags(fields('hostile vin'), [['vin', '<img src=x onerror=alert(1)>']]),
    ]);
    await page.goto(`${env().appUrl}/?q=${token}`);
    await countLine(page).getByText('3 cars found').waitFor();

    await card(page, `${token} bmw vin`).getByRole('link', { name: /View Details/ }).click();
    const specs = page.getByRole('region', { name: 'Specifications' });
    await specs.getByTestId('vin-value').getByText('WBA3A5C53CF256985').waitFor();
    // 'C' is 1982 or 2012: the year closest to the listing's.
    await specs.getByText('Model year 2012 by the VIN').waitFor();
    expect(await specs.getByTestId('vin-make-warning').textContent()).toBe('The VIN belongs to a BMW, not a Toyota.');

    await page.goBack();
    await card(page, `${token} toyota vin`).getByRole('link', { name: /View Details/ }).click();
    await specs.getByTestId('vin-value').getByText('JTDKN3DU6A0123456').waitFor();
    await specs.getByText('Model year 2010 by the VIN').waitFor();
    expect(await specs.getByTestId('vin-make-warning').count()).toBe(0);

    // A value that cannot be a VIN is not shown at all, and breaks nothing.
    await page.goBack();
    await card(page, `${token} hostile vin`).getByRole('link', { name: /View Details/ }).click();
    await specs.getByText('Toyota Corolla').waitFor();
    expect(await specs.getByTestId('listing-vin').count()).toBe(0);
  });

  it('checks a North American VIN in the sell form, keeps what was typed, and publishes it as a spec pair', async () => {
    const { page } = fixture;
    const { pubkey } = await signInAndOpenSellTab(page, env().appUrl);
    const listing = sampleListing({ year: '2018' });
    await fillListing(page, listing);
    const form = sellForm(page);
    const vin = form.getByLabel('VIN', { exact: true });
    // One digit off: the check digit gives the typo away.
    await vin.fill('2T1BURHE0JC034567');
    await form.getByRole('button', { name: 'Create Listing' }).click();
    await form.getByText("This VIN's check digit doesn't match: check for a typo.").waitFor();
    expect(await vin.getAttribute('aria-invalid')).toBe('true');
    expect(await vin.inputValue()).toBe('2T1BURHE0JC034567');
    expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe(listing.title);

    await vin.fill('2t1burhexjc034567');
    await form.getByRole('button', { name: 'Create Listing' }).click();
    await page.getByTestId('publish-report').getByRole('heading', { name: 'Published to 1 of 1 relay' }).waitFor();
    const [event] = await queryEvents(env().relayUrl, { kinds: [KIND.listing], authors: [pubkey] });
    expect(event?.tags).toContainEqual(['spec', 'VIN', '2T1BURHEXJC034567']);

    await page.getByRole('link', { name: 'View your listing' }).click();
    const specs = page.getByRole('region', { name: 'Specifications' });
    await specs.getByTestId('vin-value').getByText('2T1BURHEXJC034567').waitFor();
    await specs.getByText('Model year 2018 by the VIN').waitFor();
    expect(await specs.getByTestId('vin-make-warning').count()).toBe(0);
  });
});
