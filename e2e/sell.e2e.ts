import { describe, expect, it } from 'vitest';

import { env, useBrowser } from './support/browser';
import {
  canvasJpeg,
  chooseOption,
  LISTING_DRAFT_KEY,
  openSellTab,
  photoInput,
  screenshot,
  sellForm,
  signInAndOpenSellTab,
  storedDraft,
  thumbnails,
  thumbnailUrls,
} from './support/sell';

const fixture = useBrowser();

describe('sell: the listing form', () => {
  // The form's sections, labels, options and every validation rule are a component test
  // (src/features/selling/components/ListingFormRules.test.tsx); the browser keeps the real layout and reload.
  it('fits every required message at 375 px; keeps the typed form and uploaded photos across a reload and a tab switch, and can discard the draft', async () => {
    const { page } = fixture;
    await signInAndOpenSellTab(page, env().appUrl);
    const form = sellForm(page);
    // An empty submit: the messages at every field must not make a phone scroll sideways.
    await form.getByRole('button', { name: 'Create Listing' }).click();
    await form.getByText('Color is required', { exact: true }).waitFor();
    await screenshot(page, 'sell-empty-errors', 1280);
    await screenshot(page, 'sell-empty-errors', 375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });

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
