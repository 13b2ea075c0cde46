import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { queryEvents } from '@testing/test-relay';
import { installAxe, seriousViolations } from './support/axe';
import { env, useBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { canvasJpeg, fillListing, photoInput, sampleListing, sellForm, signInAndOpenSellTab, thumbnails, thumbnailUrls } from './support/sell';

const fixture = useBrowser();

/** The middle of `locator` on screen. */
async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A mouse drag in small steps (pointer events, as a finger's drag would send them), pressed and released on the photos. */
async function dragPhoto(page: Page, from: Locator, to: Locator) {
  const start = await centreOf(from.getByRole('img'));
  const end = await centreOf(to.getByRole('img'));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y, { steps: 2 });
  await page.mouse.move(end.x, end.y, { steps: 8 });
  return async () => page.mouse.up();
}

describe('photo order: the seller picks the cover by dragging', () => {
  it('drags the third photo to the front: the tiles, the published image tags and the card show it first', async () => {
    const { page, context } = fixture;
    const { appUrl, relayUrl, mediaUrl } = env();
    await installAxe(context);
    const { pubkey } = await signInAndOpenSellTab(page, appUrl);
    const listing = sampleListing();
    await fillListing(page, listing);
    const photos = await Promise.all(
      [
        ['#b91c1c', 'One'],
        ['#0f766e', 'Two'],
        ['#1d4ed8', 'Three'],
      ].map(([colour, caption]) => canvasJpeg(page, colour!, caption!)),
    );
    await photoInput(page).setInputFiles(photos.map((buffer, index) => ({ name: `photo-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
    await thumbnails(page).nth(2).waitFor();
    await sellForm(page).getByTestId('pending-photo').first().waitFor({ state: 'detached' });
    const [first, second, third] = await thumbnailUrls(page);
    expect([first, second, third].every((url) => url?.startsWith(mediaUrl))).toBe(true);

    await thumbnails(page).first().scrollIntoViewIfNeeded();
    const release = await dragPhoto(page, thumbnails(page).nth(2), thumbnails(page).first());
    // Held mid-drag: the lifted tile follows the pointer and nothing has moved yet.
    expect(await thumbnailUrls(page)).toEqual([first, second, third]);
    await saveScreenshot(page, 'photo-order-dragging-1280');
    await release();

    await expect.poll(() => thumbnailUrls(page)).toEqual([third, first, second]);
    await sellForm(page).getByRole('status').filter({ hasText: 'Photo 3 is now the cover' }).waitFor({ state: 'attached' });
    expect(await thumbnails(page).first().getByText('Cover', { exact: true }).isVisible()).toBe(true);
    await thumbnails(page).first().scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'photo-order-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await thumbnails(page).first().scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'photo-order-375');
    // On a phone the order buttons are finger-sized (docs/product.md §4 Photos).
    const moveRight = await thumbnails(page).first().getByRole('button', { name: 'Move photo 1 right' }).boundingBox();
    expect(moveRight?.width).toBeGreaterThanOrEqual(44);
    expect(moveRight?.height).toBeGreaterThanOrEqual(44);
    await page.setViewportSize({ width: 1280, height: 900 });

    await sellForm(page).getByRole('button', { name: 'Create Listing' }).click();
    await page.getByText('Listing created!', { exact: true }).waitFor();
    const [event] = await queryEvents(relayUrl, { kinds: [KIND.listing], authors: [pubkey] });
    const tags = event?.tags ?? [];
    expect(tags.filter(([name]) => name === 'image')).toEqual([
      ['image', third],
      ['image', first],
      ['image', second],
    ]);
    const imeta = tags.filter(([name]) => name === 'imeta');
    expect(imeta.map((tag) => tag.find((field) => field.startsWith('url ')))).toEqual([`url ${third}`, `url ${first}`, `url ${second}`]);
    const coverThumb = imeta[0]!.find((field) => field.startsWith('thumb '))?.slice('thumb '.length);

    // The card shows the new cover (its thumbnail).
    await page.getByRole('tab', { name: 'Browse Cars' }).click();
    const card = page.getByTestId('listing-card').filter({ hasText: listing.title });
    const cardImage = card.getByRole('img', { name: listing.title });
    await cardImage.waitFor();
    await expect.poll(() => cardImage.evaluate((image) => (image as HTMLImageElement).currentSrc)).toBe(coverThumb ?? third);
  });
});
