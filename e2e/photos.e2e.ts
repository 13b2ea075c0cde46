import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';

import { KIND } from '../src/config/constants';

import { startMediaServer, type MediaServerHandle } from '../dev/media/start-media-server';
import { authHeaderFor, putUpload, signAuthEvent, uploadTags } from '../dev/media/media-test-helpers';
import { newKeys, nowSeconds, publishEvents, queryEvents, signEvent } from '@testing/test-relay';
import { startHoldingHttpServer } from '@testing/holding-http-server';
import { GPS_SECRET, exifSegmentWithGps } from '@testing/jpeg-fixtures';
import { env, useBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { download, fillListing, photoInput, sampleListing, sellForm, sha256Hex, signInAndOpenSellTab, thumbnails, thumbnailUrls } from './support/sell';

const fixture = useBrowser();

/**
 * A 3000×2000 noise-rich JPEG (a few MB, like a phone photo) whose stored pixels have a red block at the top
 * left; with EXIF orientation 6 (rotate 90° clockwise to display) the red block belongs at the top RIGHT of
 * a 2000×3000 portrait picture. The EXIF block also carries GPS data.
 */
async function phonePhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2000;
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(3000, 2000);
    let seed = 7;
    for (let index = 0; index < image.data.length; index += 4) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      const noise = seed % 64;
      const pixel = index / 4;
      const shade = 90 + ((pixel % 3000) >> 5) + noise;
      image.data[index] = shade;
      image.data[index + 1] = shade;
      image.data[index + 2] = shade + 10;
      image.data[index + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    context.fillStyle = '#e11d48';
    context.fillRect(0, 0, 900, 600);
    return canvas.toDataURL('image/jpeg', 0.95);
  });
  const jpeg = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return Buffer.concat([jpeg.subarray(0, 2), exifSegmentWithGps({ orientation: 6 }), jpeg.subarray(2)]);
}

/** Width, height and the colour at a few spots of the picture at `url`, decoded by the browser. */
async function decodeInPage(page: Page, url: string) {
  return page.evaluate(async (source) => {
    const bitmap = await createImageBitmap(await (await fetch(source)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const at = (x: number, y: number) => Array.from(context.getImageData(Math.floor(x * bitmap.width), Math.floor(y * bitmap.height), 1, 1).data.slice(0, 3));
    return { width: bitmap.width, height: bitmap.height, topLeft: at(0.05, 0.05), topRight: at(0.95, 0.05), bottomLeft: at(0.05, 0.95) };
  }, url);
}

function isRed([red, green, blue]: number[]) {
  return red! > 180 && green! < 90 && blue! < 120;
}

/** Every value the photo tiles' progress bars showed, recorded in the page as they change. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const note = () => {
      for (const bar of document.querySelectorAll('[role=progressbar]')) seen.push(Number(bar.getAttribute('aria-valuenow')));
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

function listingTags(d: string, name: string, image: string) {
  return [
    ['d', d],
    ['title', name],
    ['price', '9000', 'EUR'],
    ['image', image],
    ['t', 'car'],
    ['published_at', String(nowSeconds())],
  ];
}

function imetaFields(tag: string[]): Record<string, string> {
  return Object.fromEntries(tag.slice(1).map((entry) => [entry.slice(0, entry.indexOf(' ')), entry.slice(entry.indexOf(' ') + 1)]));
}

describe('photos: resize, progress, imeta, thumbnails and fallback servers', () => {
  it('uploads a phone photo resized, upright and without EXIF, with visible progress, and publishes its imeta; the grid loads the thumbnail', async () => {
    const { page, context } = fixture;
    const { appUrl, relayUrl, mediaUrl } = env();
    const { pubkey } = await signInAndOpenSellTab(page, appUrl);
    const listing = sampleListing();
    await fillListing(page, listing);
    const original = await phonePhoto(page);
    expect(original.length).toBeGreaterThan(1_500_000);
    expect(original.includes(GPS_SECRET)).toBe(true);

    // The media server's answer to the photo (the first of its three sizes) is held until the test has seen the
    // upload in progress: the photo's bytes are sent, the other two sizes not yet.
    const media = await startHoldingHttpServer(mediaUrl, ({ method }) => method === 'PUT');
    onTestFinished(() => media.close());
    await page.route(`${mediaUrl}/upload`, (route) => (route.request().method() === 'PUT' ? route.continue({ url: `${media.url}/upload` }) : route.continue()));
    const progressSeen = await recordProgress(page);
    await photoInput(page).setInputFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: original });

    const tile = sellForm(page).getByTestId('pending-photo');
    await tile.getByRole('progressbar').waitFor();
    expect((await media.held()).bodyBytes).toBeGreaterThan(0);
    await expect.poll(() => tile.getByRole('progressbar').getAttribute('aria-valuenow').then(Number)).toBeGreaterThan(0);
    await expect.poll(() => tile.innerText()).toMatch(/Uploading\.\.\. \d+ %\n.*\d+ kB of \d+ kB/);
    expect(await sellForm(page).getByRole('button', { name: 'Create Listing' }).isDisabled()).toBe(true);
    expect(await sellForm(page).getByText('Waiting for photos to finish uploading...').isVisible()).toBe(true);
    await tile.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'form-uploading-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await tile.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'form-uploading-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(media.withheld()).toBe(1);
    media.release();

    await thumbnails(page).first().waitFor();
    await tile.waitFor({ state: 'detached' });
    const seen = await progressSeen();
    expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
    expect(Math.max(...seen)).toBe(100);

    // What the media server stores: resized to 2048 px on the long edge, turned upright, no EXIF, no GPS.
    const [url] = await thumbnailUrls(page);
    const stored = await download(url!);
    expect(stored.length).toBeLessThan(original.length / 2);
    expect(stored.includes(GPS_SECRET)).toBe(false);
    expect(stored.includes('Exif\0\0')).toBe(false);
    expect(stored.includes('PhoneCam')).toBe(false);
    const decoded = await decodeInPage(page, url!);
    expect([decoded.width, decoded.height]).toEqual([1365, 2048]);
    expect(isRed(decoded.topRight)).toBe(true);
    expect(isRed(decoded.topLeft)).toBe(false);
    expect(isRed(decoded.bottomLeft)).toBe(false);

    await sellForm(page).getByRole('button', { name: 'Create Listing' }).click();
    await page.getByText('Listing created!', { exact: true }).waitFor();
    const [event] = await queryEvents(relayUrl, { kinds: [KIND.listing], authors: [pubkey] });
    const imageAt = event!.tags.findIndex(([name]) => name === 'image');
    expect(event!.tags[imageAt]).toEqual(['image', url]);
    const imeta = event!.tags[imageAt + 1]!;
    expect(imeta[0]).toBe('imeta');
    const fields = imetaFields(imeta);
    expect(Object.keys(fields).toSorted()).toEqual(['alt', 'blurhash', 'dim', 'm', 'size', 'srcset', 'thumb', 'url', 'x']);
    expect(fields.url).toBe(url);
    expect(fields.m).toMatch(/^image\/(webp|jpeg)$/);
    expect(fields.x).toBe(sha256Hex(stored));
    expect(fields.size).toBe(String(stored.length));
    expect(fields.dim).toBe('1365x2048');
    expect(fields.alt).toBe(listing.title);
    expect(fields.blurhash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{20,}$/);
    expect(fields.thumb!.startsWith(mediaUrl)).toBe(true);
    const thumb = await decodeInPage(page, fields.thumb!);
    expect([thumb.width, thumb.height]).toEqual([320, 480]);
    expect(isRed(thumb.topRight)).toBe(true);
    // The middle size, for phones: 1024 px on the long edge, its width written beside its URL.
    const [mediumUrl, mediumWidth] = fields.srcset!.split(' ');
    expect(mediumUrl!.startsWith(mediaUrl)).toBe(true);
    expect(mediumWidth).toBe('683w');
    const medium = await decodeInPage(page, mediumUrl!);
    expect([medium.width, medium.height]).toEqual([683, 1024]);
    expect(isRed(medium.topRight)).toBe(true);

    // The seller's first upload published their BUD-03 server list.
    await expect.poll(async () => (await queryEvents(relayUrl, { kinds: [KIND.blossomServers], authors: [pubkey] }))[0]?.tags).toEqual([['server', mediaUrl]]);

    // The grid, in a fresh page: the card asks for the thumbnail, never the full photo.
    const grid = await context.newPage();
    const requested: string[] = [];
    grid.on('request', (request) => requested.push(request.url()));
    // The thumbnail is held back until the card has been seen with its blurhash placeholder.
    let release: (() => void) | undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await grid.route(fields.thumb!, async (route) => {
      await released;
      await route.continue();
    });
    await grid.goto(appUrl);
    const card = grid.getByTestId('listing-card').filter({ hasText: listing.title });
    await card.getByTestId('blurhash').waitFor();
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(grid, 'grid-blurhash-1280');
    release?.();
    await card.getByTestId('blurhash').waitFor({ state: 'detached' });
    const cardImage = card.getByRole('img', { name: listing.title });
    await expect.poll(() => cardImage.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(320);
    expect(await cardImage.evaluate((image) => (image as HTMLImageElement).currentSrc)).toBe(fields.thumb);
    expect(await cardImage.getAttribute('width')).toBe('320');
    expect(await cardImage.getAttribute('height')).toBe('480');
    expect(requested).toContain(fields.thumb);
    expect(requested).not.toContain(url);

    // The detail gallery offers the three sizes.
    await card.getByRole('link', { name: `View Details: ${listing.title}` }).click();
    const main = grid.getByTestId('gallery-main');
    await expect.poll(() => main.getAttribute('srcset')).toBe(`${fields.thumb} 320w, ${mediumUrl} 683w, ${url} 1365w`);
    await grid.close();
  });

  it('refuses an unreadable photo without uploading it, retries a failed upload, cancels one, and keeps the typed text throughout', async () => {
    const { page } = fixture;
    const { appUrl, mediaUrl } = env();
    await signInAndOpenSellTab(page, appUrl);
    const listing = sampleListing();
    await fillListing(page, listing);
    const uploads: string[] = [];
    let failNext = true;
    await page.route(`${mediaUrl}/upload`, async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      uploads.push(route.request().headers()['x-sha-256'] ?? '');
      if (failNext) {
        failNext = false;
        return route.fulfill({ status: 503, headers: { 'access-control-allow-origin': '*', 'x-reason': 'maintenance' }, body: 'maintenance' });
      }
      return route.continue();
    });
    const photo = (await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 800;
      canvas.height = 600;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#16a34a';
      context.fillRect(0, 0, 800, 600);
      return canvas.toDataURL('image/png');
    })) as string;
    const png = Buffer.from(photo.slice(photo.indexOf(',') + 1), 'base64');

    await photoInput(page).setInputFiles([
      { name: 'scan.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 not a photo at all') },
      { name: 'green.png', mimeType: 'image/png', buffer: png },
    ]);
    const unreadable = sellForm(page).getByTestId('pending-photo').filter({ hasText: 'scan.jpg' });
    await unreadable.getByText("This file can't be read as a photo").waitFor();
    expect(await unreadable.getByRole('button', { name: 'Retry scan.jpg' }).count()).toBe(0);

    const failed = sellForm(page).getByTestId('pending-photo').filter({ hasText: 'green.png' });
    await failed.getByText('Upload failed').waitFor();
    // A failure does not hold the form: only photos still on their way do.
    expect(await sellForm(page).getByRole('button', { name: 'Create Listing' }).isEnabled()).toBe(true);
    await failed.getByRole('button', { name: 'Retry green.png' }).click();
    await thumbnails(page).first().waitFor();
    await failed.waitFor({ state: 'detached' });
    expect(uploads).toHaveLength(3); // the failed try, then the photo and its thumbnail

    await unreadable.getByRole('button', { name: 'Remove scan.jpg' }).click();
    await unreadable.waitFor({ state: 'detached' });

    // Cancel: an upload whose answer the media server holds stops and leaves no photo.
    const media = await startHoldingHttpServer(mediaUrl, ({ method }) => method === 'PUT');
    onTestFinished(() => media.close());
    await page.route(`${mediaUrl}/upload`, (route) => (route.request().method() === 'PUT' ? route.continue({ url: `${media.url}/upload` }) : route.fallback()));
    await photoInput(page).setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: png });
    const slow = sellForm(page).getByTestId('pending-photo').filter({ hasText: 'slow.png' });
    await slow.getByRole('progressbar').waitFor();
    await media.held();
    await page.setViewportSize({ width: 375, height: 812 });
    await slow.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'form-cancel-375');
    await slow.getByRole('button', { name: 'Cancel upload of slow.png' }).click();
    await slow.waitFor({ state: 'detached' });
    expect(await thumbnails(page).count()).toBe(1);
    expect(await sellForm(page).getByLabel('Title', { exact: true }).inputValue()).toBe(listing.title);
    expect(await sellForm(page).getByLabel('Description', { exact: true }).inputValue()).toBe(listing.description);
  });

  describe('a listing whose photo server is down', () => {
    let spare: MediaServerHandle;
    let dead: MediaServerHandle;

    beforeAll(async () => {
      const { workDir } = env();
      spare = await startMediaServer({ port: 0, dir: join(workDir, `spare-${Date.now()}`), logLevel: 'silent' });
      dead = await startMediaServer({ port: 0, dir: join(workDir, `dead-${Date.now()}`), logLevel: 'silent' });
      await dead.close();
    });
    afterAll(async () => {
      await spare?.close();
    });

    it('shows the photo from the seller’s other Blossom server with the same hash, and a neutral tile when no server has it', async () => {
      const { page } = fixture;
      const { appUrl, relayUrl } = env();
      const seller = newKeys();
      const canvasPhoto = await page.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = 600;
        canvas.height = 400;
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#0ea5e9';
        context.fillRect(0, 0, 600, 400);
        return canvas.toDataURL('image/jpeg', 0.9);
      });
      const bytes = Buffer.from(canvasPhoto.slice(canvasPhoto.indexOf(',') + 1), 'base64');
      const response = await putUpload(spare, bytes, {
        authorization: authHeaderFor(signAuthEvent(seller.secretKey, { tags: uploadTags(bytes) })),
        'content-type': 'image/jpeg',
      });
      expect(response.status).toBe(200);
      const hash = sha256Hex(bytes);
      const lost = 'f'.repeat(64);
      const title = `Fallback Saab 9-3 ${Math.random().toString(36).slice(2, 8)}`;
      await publishEvents(relayUrl, [
        signEvent(seller, { kind: KIND.blossomServers, tags: [['server', spare.url]] }),
        signEvent(seller, { kind: KIND.listing, tags: listingTags('saab-1', title, `${dead.url}/${hash}.jpg`) }),
        signEvent(seller, { kind: KIND.listing, tags: listingTags('saab-2', `${title} gone`, `${dead.url}/${lost}.jpg`) }),
      ]);

      await page.goto(appUrl);
      const card = page.getByTestId('listing-card').filter({ hasText: title }).filter({ hasNotText: 'gone' });
      const image = card.getByRole('img', { name: title });
      await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).currentSrc)).toBe(`${spare.url}/${hash}.jpg`);
      await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(600);

      const goneCard = page.getByTestId('listing-card').filter({ hasText: `${title} gone` });
      await goneCard.getByTestId('photo-unavailable').waitFor();
      expect(await goneCard.getByText('Photo unavailable').isVisible()).toBe(true);
      await goneCard.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'grid-fallback-1280');
    });
  });
});
