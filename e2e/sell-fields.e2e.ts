import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { queryEvents } from '@testing/test-relay';
import { env, useBrowser } from './support/browser';
import { fillListing, sampleListing, sellForm, signInAndOpenSellTab } from './support/sell';

const fixture = useBrowser();

/** A choice of 'More details' (radios drawn as pills): the visible word is what a seller taps. */
async function choose(form: Locator, group: string, option: string) {
  await form.getByRole('group', { name: group, exact: true }).getByText(option, { exact: true }).click();
  expect(await form.getByRole('group', { name: group, exact: true }).getByRole('radio', { name: option, exact: true }).isChecked()).toBe(true);
}

/** The Specifications card's rows as label → value. */
async function specRows(page: Page): Promise<Record<string, string>> {
  const card = page.getByRole('region', { name: 'Specifications' });
  return card.locator('dl > div').evaluateAll((rows) =>
    Object.fromEntries(rows.map((row) => [row.querySelector('dt')?.textContent?.trim() ?? '', row.querySelector('dd')?.textContent?.trim() ?? ''])),
  );
}

describe('sell: the fields buyers ask about (docs/product.md §3 Car details as spec pairs)', () => {
  it('publishes the new fields and the km unit, which a separate client reads back, and the detail page shows them', async () => {
    const { page } = fixture;
    const { appUrl, relayUrl } = env();
    const { pubkey } = await signInAndOpenSellTab(page, appUrl);
    const listing = sampleListing({ mileage: '120000', mileageUnit: 'km' });
    await fillListing(page, listing);

    const form = sellForm(page);
    await form.getByLabel('Power (kW)').fill('110');
    await form.getByText('110 kW (150 hp)', { exact: true }).waitFor();
    await form.getByLabel('Engine size (cc)').fill('1998');
    await form.getByLabel('Month of first registration').selectOption('3');
    await form.getByLabel('Year of first registration').selectOption('2019');
    await form.getByLabel('Previous owners').fill('1');
    await form.getByLabel('Doors', { exact: true }).fill('5');
    await form.getByLabel('Seats', { exact: true }).fill('5');
    await choose(form, 'Drivetrain', 'AWD');
    await choose(form, 'Service history', 'Full');
    await choose(form, 'Accident-free', 'Yes');
    await choose(form, 'Seller', 'Private seller');
    await form.getByRole('checkbox', { name: 'Navigation', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Heated seats', exact: true }).check();

    await form.getByRole('button', { name: 'Create Listing' }).click();
    await page.getByTestId('publish-report').getByRole('heading', { name: 'Published to 1 of 1 relay' }).waitFor();

    // An independent client: a raw REQ to the relay, not the app's reader.
    const events = await queryEvents(relayUrl, { kinds: [KIND.listing], authors: [pubkey] });
    expect(events).toHaveLength(1);
    const tags = events[0]!.tags;
    expect(tags).toContainEqual(['mileage', '120000', 'km']);
    expect(tags).toContainEqual(['spec', 'mileage', '120000 km']);
    expect(tags.filter(([name]) => name === 'spec').slice(-11)).toEqual([
      ['spec', 'power', '110 kW'],
      ['spec', 'engine_size', '1998 cc'],
      ['spec', 'first_registration', '2019-03'],
      ['spec', 'previous_owners', '1'],
      ['spec', 'drivetrain', 'AWD'],
      ['spec', 'doors', '5'],
      ['spec', 'seats', '5'],
      ['spec', 'service_history', 'full'],
      ['spec', 'accident_free', 'yes'],
      ['spec', 'equipment', 'Navigation, Heated seats'],
      ['spec', 'seller_type', 'private'],
    ]);

    await page.getByRole('tab', { name: 'Browse Cars' }).click();
    const card = page.getByTestId('listing-card').filter({ hasText: listing.title });
    await card.getByRole('link', { name: `View Details: ${listing.title}` }).click();
    await page.getByRole('heading', { name: listing.title }).waitFor();
    await page.getByRole('region', { name: 'Specifications' }).getByText('110 kW (150 hp)', { exact: true }).waitFor();
    expect(await specRows(page)).toMatchObject({
      Power: '110 kW (150 hp)',
      'Engine size': '1,998 cc',
      'First registration': '03/2019',
      'Previous owners': '1',
      Drivetrain: 'AWD',
      Doors: '5',
      Seats: '5',
      'Service history': 'Full',
      'Accident-free': 'Yes',
      Seller: 'Private seller',
    });
    expect(await page.getByRole('list', { name: 'Equipment' }).getByRole('listitem').allInnerTexts()).toEqual(['Navigation', 'Heated seats']);
  });
});
