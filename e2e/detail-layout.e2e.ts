import type { Locator, Page } from 'playwright-core';
import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { newKeys, publishEvents, signProfile } from '@testing/test-relay';
import { signedListing, uniqueToken } from '@testing/listing-fixtures';
import { installAxe, seriousViolations } from './support/axe';
import { env, useBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';

const fixture = useBrowser({ viewport: { width: 1280, height: 800 } });

/** The element's box lies wholly inside the window as it is scrolled now. */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return box !== null && viewport !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
}

/**
 * Seven photos, make and model (so the page rates it), a title of about 90 characters (four lines in the
 * summary column) and a description long enough for a phone to scroll a while.
 */
async function publishLongListing(token: string): Promise<string> {
  const seller = newKeys();
  const d = `layout-${token}`;
  await publishEvents(env().relayUrl, [
    signProfile(seller, { name: `Mara ${token}` }),
    signedListing(seller, {
      d,
      title: `${token} Volvo XC60 T5 AWD Inscription, 7 seats, panoramic roof, Bowers & Wilkins, tow bar`,
      summary: 'One owner, full service history',
      description: Array.from({ length: 24 }, (_, line) => `Paragraph ${line + 1}: winter tyres, towbar, heated seats, kept in a garage.`).join('\n\n'),
      price: ['27900', 'EUR'],
      make: 'Volvo',
      model: 'XC60',
      year: '2018',
      mileage: '98000',
      location: 'Uppsala, Sweden',
      images: Array.from({ length: 7 }, (_, index) => `${env().appUrl}/favicon.svg?photo=${index + 1}`),
    }),
  ]);
  return `/listing/${d}?seller=${nip19.npubEncode(seller.pubkey)}`;
}

describe('listing detail layout (docs/product.md §2 Listing detail)', () => {
  it('shows a long title, price, rating and Message Seller above the fold at 1280×800, opens the photo viewer, and keeps a contact button on a phone', async () => {
    const { page, context } = fixture;
    await installAxe(context);
    const token = uniqueToken();
    await page.goto(`${env().appUrl}${await publishLongListing(token)}`);

    const title = page.getByRole('heading', { level: 1, name: new RegExp(token) });
    // The main contact button right under the price and rating, not down in the seller card.
    const message = page.getByTestId('main-contact').getByRole('button', { name: 'Message Seller' });
    const rating = page.getByTestId('price-rating-none');
    await message.waitFor();
    await rating.waitFor();
    expect((await title.textContent())!.length).toBeGreaterThanOrEqual(88);
    for (const part of [title, page.getByTestId('listing-price'), rating, message]) expect(await onScreen(page, part)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // One of it on the page: the seller card offers Contact Seller and Share, and the phone's bar is not there.
    await page.getByRole('region', { name: 'Seller', exact: true }).getByRole('button', { name: 'Contact Seller' }).waitFor();
    expect(await page.getByRole('button', { name: 'Message Seller' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Contact Seller' }).count()).toBe(1);
    // The photo count sits in the top right corner, clear of the captions photos carry along their bottom.
    const frame = (await page.getByTestId('gallery-main').boundingBox())!;
    const badge = (await page.getByTestId('gallery-count').boundingBox())!;
    expect(badge.y - frame.y).toBeLessThan(16);
    expect(frame.x + frame.width - (badge.x + badge.width)).toBeLessThan(16);
    expect(await page.getByTestId('gallery-count').innerText()).toBe('1 / 7');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'detail-1280');
    await saveScreenshot(page, 'detail-1280-full', { fullPage: true });
    // Far down the description the summary column has stuck: Message Seller is still in view.
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => onScreen(page, message)).toBe(true);
    await saveScreenshot(page, 'detail-1280-scrolled');
    await page.evaluate(() => window.scrollTo(0, 0));

    // The viewer: opens from the photo, steps with ArrowRight, closes with Escape and gives focus back.
    const opener = page.getByRole('button', { name: 'View photos full screen' });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: /^Photos:/ });
    await viewer.waitFor();
    const count = viewer.getByTestId('photo-viewer-count');
    expect(await count.innerText()).toBe('1 / 7');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => count.innerText()).toBe('2 / 7');
    expect(await viewer.getByTestId('photo-viewer-image').getAttribute('src')).toBe(`${env().appUrl}/favicon.svg?photo=2`);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'viewer-1280');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByTestId('gallery-count').innerText()).toBe('2 / 7');

    // A phone: title and price right under the photo; halfway down the long page a contact control stays on screen.
    await page.setViewportSize({ width: 375, height: 812 });
    // The gallery's photo fills its frame (whole, letterboxed inside it).
    const photo = (await page.getByTestId('gallery-main').boundingBox())!;
    expect((await title.boundingBox())!.y - (photo.y + photo.height)).toBeLessThan(40);
    await saveScreenshot(page, 'detail-375');
    // In the compare tray, which then floats above the bar instead of over its button.
    await page.getByRole('button', { name: /^Compare: / }).click();
    const tray = page.getByRole('region', { name: 'Compare tray' });
    await tray.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const bar = page.getByRole('region', { name: 'Contact the seller' });
    await bar.waitFor();
    expect(await onScreen(page, bar.getByRole('button', { name: 'Message Seller' }))).toBe(true);
    expect(await bar.getByText('EUR 27,900').count()).toBe(1);
    const barTop = (await bar.boundingBox())!.y;
    await expect.poll(() => tray.getByRole('link').evaluate((link) => link.getBoundingClientRect().bottom)).toBeLessThanOrEqual(barTop);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'detail-375-scrolled');
    // At the very end the bar leaves the footer's last line uncovered.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().bottom)).toBeLessThanOrEqual(barTop + 1);

    await page.evaluate(() => window.scrollTo(0, 0));
    await opener.click();
    await viewer.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'viewer-375');
  });
});
