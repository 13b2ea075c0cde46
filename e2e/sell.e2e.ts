import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';

import { makeChoices } from '../src/nostr/car-make';
import { env, useBrowser } from './support/browser';
import {
  canvasJpeg,
  chooseOption,
  fillListing,
  LISTING_DRAFT_KEY,
  openSellTab,
  photoInput,
  sampleListing,
  screenshot,
  sellForm,
  signInAndOpenSellTab,
  storedDraft,
  thumbnails,
  thumbnailUrls,
} from './support/sell';

const fixture = useBrowser();

const SELECTS: [string, string[]][] = [
  ['Currency', ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'BTC', 'ETH']],
  // Every make of the hand-kept list (src/config/car-makes.ts) in alphabetical order, then Other.
  ['Make', [...makeChoices([]), 'Other']],
  ['Fuel Type', ['Gasoline', 'Diesel', 'Electric', 'Hybrid', 'Plug-in Hybrid', 'Hydrogen']],
  ['Transmission', ['Manual', 'Automatic', 'CVT', 'Semi-Automatic']],
  ['Body Type', ['Sedan', 'SUV', 'Hatchback', 'Coupe', 'Convertible', 'Truck', 'Van', 'Wagon']],
  ['Condition', ['New', 'Like New', 'Excellent', 'Good', 'Fair', 'Poor']],
];

const TEXT_FIELDS = ['Title', 'Location', 'Summary (optional)', 'Description', 'Price', 'Model', 'Year', 'Mileage', 'Color'];

/** The message shown at a field, read through the field's own aria-describedby, and its aria-invalid. */
async function fieldError(page: Page, label: string) {
  return sellForm(page)
    .getByLabel(label, { exact: true })
    .evaluate((control) => {
      const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
      const message = ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
      return { message, invalid: control.getAttribute('aria-invalid') === 'true' };
    });
}

async function expectFieldError(page: Page, label: string, message: string) {
  await expect.poll(() => fieldError(page, label)).toEqual({ message, invalid: true });
}

async function expectNoFieldError(page: Page, label: string) {
  await expect.poll(() => fieldError(page, label)).toEqual({ message: '', invalid: false });
}

async function submit(page: Page) {
  await sellForm(page).getByRole('button', { name: 'Create Listing' }).click();
}

describe('sell: the listing form', () => {
  // One page load for the form as it opens, an empty submit and every rule: each is the same signed-in form.
  it('shows five sections, every field with a label and exactly the product options; every required message on an empty submit; each length and format rule, cleared once fixed', async () => {
    const { page } = fixture;
    await signInAndOpenSellTab(page, env().appUrl);
    const form = sellForm(page);
    for (const section of ['Basic Information', 'Pricing', 'Vehicle Details', 'More details', 'Photos']) {
      await form.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    for (const label of TEXT_FIELDS) {
      expect(await form.getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
    expect(await form.getByLabel('Price', { exact: true }).getAttribute('type')).toBe('number');
    expect(await form.getByLabel('Description', { exact: true }).evaluate((element) => element.tagName)).toBe('TEXTAREA');
    expect(await form.getByLabel('Click to upload photos').getAttribute('multiple')).not.toBeNull();

    expect(await form.getByLabel('Currency', { exact: true }).innerText()).toBe('USD');
    expect(await form.getByLabel('Condition', { exact: true }).innerText()).toBe('Good');
    for (const [label, options] of SELECTS) {
      await form.getByLabel(label, { exact: true }).click();
      const listbox = page.getByRole('listbox');
      await listbox.waitFor();
      expect(await listbox.getByRole('option').allInnerTexts()).toEqual(options);
      await page.keyboard.press('Escape');
      await listbox.waitFor({ state: 'hidden' });
    }
    await form.getByRole('button', { name: 'Create Listing' }).waitFor();

    // An empty submit: every required message at its field.
    await submit(page);
    const required: [string, string][] = [
      ['Title', 'Title is required'],
      ['Location', 'Location is required'],
      ['Description', 'Description must be at least 10 characters'],
      ['Price', 'Price is required'],
      ['Make', 'Make is required'],
      ['Model', 'Model is required'],
      ['Year', 'Year is required'],
      ['Mileage', 'Mileage is required'],
      ['Fuel Type', 'Fuel type is required'],
      ['Transmission', 'Transmission is required'],
      ['Body Type', 'Body type is required'],
      ['Color', 'Color is required'],
    ];
    for (const [label, message] of required) await expectFieldError(page, label, message);
    for (const label of ['Summary (optional)', 'Currency', 'Condition']) await expectNoFieldError(page, label);
    // The first invalid field gets the focus, so a keyboard or screen-reader user lands on the problem.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('listing-title');

    await screenshot(page, 'sell-empty-errors', 1280);
    await screenshot(page, 'sell-empty-errors', 375);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Each length and format rule, and its message cleared once the value is fixed.
    await fillListing(page, sampleListing());

    const cases: [string, string, string, string][] = [
      ['Title', 't'.repeat(101), 'Title must be less than 100 characters', 't'.repeat(100)],
      ['Summary (optional)', 's'.repeat(201), 'Summary must be less than 200 characters', 's'.repeat(200)],
      ['Description', 'Too short', 'Description must be at least 10 characters', 'Long enough'],
      ['Description', 'd'.repeat(2001), 'Description must be less than 2000 characters', 'd'.repeat(2000)],
      ['Year', '201', 'Year is required', '2019'],
      ['Year', '20190', 'Year must be 4 digits', '2019'],
      ['Year', '20a9', 'Year must be 4 digits', '2019'],
    ];
    for (const [label, bad, message, good] of cases) {
      await form.getByLabel(label, { exact: true }).fill(bad);
      await submit(page);
      await expectFieldError(page, label, message);
      await form.getByLabel(label, { exact: true }).fill(good);
      await expectNoFieldError(page, label);
    }
    // The price stays a numeric input; a cleared price is required again.
    await form.getByLabel('Price', { exact: true }).fill('');
    await submit(page);
    await expectFieldError(page, 'Price', 'Price is required');
  });

  it('keeps the typed form and uploaded photos across a reload and a tab switch, and can discard the draft', async () => {
    const { page } = fixture;
    await signInAndOpenSellTab(page, env().appUrl);
    const form = sellForm(page);
    await form.getByLabel('Title', { exact: true }).fill('Half-written listing');
    await form.getByLabel('Description', { exact: true }).fill('Still typing the descr');
    await chooseOption(page, 'Make', 'Volvo');
    await chooseOption(page, 'Currency', 'GBP');
    await photoInput(page).setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(page, '#2563eb', 'Front') });
    await thumbnails(page).first().waitFor();
    const [photoUrl] = await thumbnailUrls(page);

    await page.reload();
    await openSellTab(page);
    await form.getByText('Draft restored. Your changes are saved on this device.').waitFor();
    expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe('Half-written listing');
    expect(await form.getByLabel('Description', { exact: true }).inputValue()).toBe('Still typing the descr');
    expect(await form.getByLabel('Make', { exact: true }).innerText()).toBe('Volvo');
    expect(await form.getByLabel('Currency', { exact: true }).innerText()).toBe('GBP');
    expect(await thumbnailUrls(page)).toEqual([photoUrl]);

    // Browsing and coming back remounts the form: still all there.
    await page.getByRole('tab', { name: 'Browse Cars' }).click();
    await openSellTab(page);
    expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe('Half-written listing');
    expect(await thumbnailUrls(page)).toEqual([photoUrl]);

    await form.getByRole('button', { name: 'Discard draft' }).click();
    await page.getByText('Draft discarded', { exact: true }).waitFor();
    expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe('');
    expect(await form.getByLabel('Currency', { exact: true }).innerText()).toBe('USD');
    expect(await thumbnails(page).count()).toBe(0);
    expect(await storedDraft(page)).toBeNull();

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => form.getByLabel('Title', { exact: true }).inputValue()).toBe('Half-written listing');
    expect(await thumbnailUrls(page)).toEqual([photoUrl]);
    expect(await page.evaluate((key) => localStorage.getItem(key) !== null, LISTING_DRAFT_KEY)).toBe(true);
  });
});
