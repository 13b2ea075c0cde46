import { nip19, type NostrEvent } from 'nostr-tools';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { uploadBlob } from '../dev/media/upload-blob';
import { renderCarPicture } from '../dev/seed/car-picture';
import { newKeys, nowSeconds, publishEvents, queryEvents, signEvent, type TestKeys } from '@testing/test-relay';
import { buildListingEvent, type ListingInput } from '../src/nostr/listing-builder';
import { cardTitles } from './browse-helpers';
import { accountMenuTrigger, loginWithNsec, openAccountMenu } from './support/accounts';
import { installAxe, seriousViolations } from './support/axe';
import { env, useBrowser } from './support/browser';
import { screenshot } from './support/sell';
import { expectPagePreloadedByBootScript } from './support/boot-preload';
import { expectLoadedAfterMainContent, noteFirstAppearance } from './support/secondary-parts';

/**
 * The seller's loop (docs/product.md §2 My Listings, Edit listing, Seller actions): a seller with listings
 * published beforehand logs in, finds exactly their listings under My Listings, edits a price (a separate
 * client reads the new version: same `d`, same `published_at`), marks the car sold (SOLD on the grid and the
 * detail page) and deletes it (a NIP-09 request with `a`, `e` and `k`; gone from grid, detail and My Listings).
 */

const fixture = useBrowser();

interface SellerCar {
  d: string;
  title: string;
  event: NostrEvent;
}

function carInput(title: string, model: string, price: string, images: string[]): ListingInput {
  return {
    title,
    summary: 'One owner, full service history',
    description: 'Garage kept, never smoked in. New tyres and brakes this spring.',
    price,
    currency: 'USD',
    location: 'Portland, OR',
    make: 'Toyota',
    model,
    year: '2019',
    mileage: '54000',
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    bodyType: 'SUV',
    color: 'Blue',
    condition: 'Excellent',
    images,
  };
}

/** A car photo on the test media server, uploaded by the seller as the app would. */
async function carPhoto(seller: TestKeys, model: string, seed: string, paint: string): Promise<string> {
  const svg = renderCarPicture({ make: 'Toyota', model, year: 2019, bodyType: 'SUV', paint, photoIndex: 0, photoCount: 1, seed });
  const descriptor = await uploadBlob(env().mediaUrl, seller.secretKey, new TextEncoder().encode(svg), 'image/svg+xml', `${seed}.svg`);
  return descriptor.url;
}

/** Three listings published before the seller logs in, as the sell form publishes them, oldest first. */
async function publishSellersCars(seller: TestKeys, token: string): Promise<SellerCar[]> {
  const now = nowSeconds();
  const specs = [
    { title: `${token} Toyota RAV4 XLE`, model: 'RAV4', price: '24500', paint: '#1d4ed8', age: 900 },
    { title: `${token} Toyota Highlander LE`, model: 'Highlander', price: '19900', paint: '#15803d', age: 600 },
    { title: `${token} Toyota Corolla Cross`, model: 'Corolla Cross', price: '16200', paint: '#b91c1c', age: 300 },
  ];
  const cars: SellerCar[] = [];
  for (const [index, spec] of specs.entries()) {
    const d = `car-${token}-${index}`;
    const photo = index === 1 ? [] : [await carPhoto(seller, spec.model, `${token}-${index}`, spec.paint)];
    const event = signEvent(seller, buildListingEvent(carInput(spec.title, spec.model, spec.price, photo), (now - spec.age) * 1000, { d }));
    cars.push({ d, title: spec.title, event });
  }
  await publishEvents(env().relayUrl, cars.map((car) => car.event));
  return cars;
}

async function versionsOf(seller: TestKeys, d: string): Promise<NostrEvent[]> {
  const events = await queryEvents(env().relayUrl, { kinds: [KIND.listing], authors: [seller.pubkey], '#d': [d] });
  return events.toSorted((a, b) => b.created_at - a.created_at);
}

function tag(event: NostrEvent, name: string): string[] | undefined {
  return event.tags.find(([tagName]) => tagName === name);
}

/** A row of My Listings, the page's main content. */
const YOUR_LISTINGS = '[data-testid="my-listing"]';

function myListingRow(page: Page, title: string): Locator {
  return page.getByTestId('my-listing').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

async function myListingTitles(page: Page): Promise<string[]> {
  return page.getByTestId('my-listing').getByRole('heading').allInnerTexts();
}

function card(page: Page, title: string): Locator {
  return page.getByTestId('listing-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

function detailUrl(seller: TestKeys, d: string): string {
  return `${env().appUrl}/listing/${d}?seller=${nip19.npubEncode(seller.pubkey)}`;
}

describe("the seller's loop", () => {
  it('My Listings → edit the price → mark as sold → delete, seen by another client and on every screen', async () => {
    const { page } = fixture;
    const token = Math.random().toString(36).slice(2, 8);
    const seller = newKeys();
    const cars = await publishSellersCars(seller, token);
    // Someone else's car under the same words: never among the seller's listings.
    await publishEvents(env().relayUrl, [
      signEvent(newKeys(), buildListingEvent(carInput(`${token} Toyota Yaris (another seller)`, 'Yaris', '9000', []), Date.now(), { d: `car-${token}-x` })),
    ]);
    const [rav4, highlander, corollaCross] = cars as [SellerCar, SellerCar, SellerCar];

    await installAxe(fixture.context);
    await page.goto(env().appUrl);
    await loginWithNsec(page, nip19.nsecEncode(seller.secretKey));
    await accountMenuTrigger(page).waitFor();

    // My Listings, from the account menu: exactly the seller's three, newest first.
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'My Listings' }).click();
    await page.waitForURL(`${env().appUrl}/my-listings`);
    await page.getByRole('heading', { level: 1, name: 'My Listings' }).waitFor();
    await myListingRow(page, corollaCross.title).waitFor();
    expect(await myListingTitles(page)).toEqual([corollaCross.title, highlander.title, rav4.title]);
    await page.getByText('3 listings', { exact: true }).waitFor();
    const rav4Row = myListingRow(page, rav4.title);
    expect(await rav4Row.getByText('Active', { exact: true }).count()).toBe(1);
    expect(await rav4Row.getByTestId('my-listing-price').innerText()).toBe('USD 24,500');
    expect(await rav4Row.getByRole('list', { name: 'Relays' }).innerText()).toContain(env().relayUrl);
    await expect.poll(() => rav4Row.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'my-listings', 1280);
    await screenshot(page, 'my-listings', 375);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Edit: the form opens filled; the price changes.
    await rav4Row.getByRole('link', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit Your Listing' });
    await form.waitFor();
    expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe(rav4.title);
    expect(await form.getByLabel('Price', { exact: true }).inputValue()).toBe('24500');
    expect(await form.getByTestId('photo-thumbnail').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'edit-listing', 1280);
    await screenshot(page, 'edit-listing', 375);
    await page.setViewportSize({ width: 1280, height: 900 });
    await form.getByLabel('Price', { exact: true }).fill('22750');
    await form.getByRole('button', { name: 'Update Listing' }).click();
    await form.getByRole('heading', { name: /^Published to 1 of 1 relay$/ }).waitFor();

    // Another client reads the new version: same d, same published_at, a later created_at, the new price.
    const [edited, ...older] = await versionsOf(seller, rav4.d);
    expect(older).toEqual([]);
    expect(edited!.id).not.toBe(rav4.event.id);
    expect(tag(edited!, 'd')).toEqual(['d', rav4.d]);
    expect(tag(edited!, 'published_at')).toEqual(tag(rav4.event, 'published_at'));
    expect(tag(edited!, 'price')).toEqual(['price', '22750', 'USD']);
    expect(edited!.created_at).toBeGreaterThan(rav4.event.created_at);

    // The grid shows the new price.
    await page.goto(`${env().appUrl}/?q=${token}`);
    await card(page, rav4.title).waitFor();
    await expect.poll(() => card(page, rav4.title).innerText()).toContain('USD 22,750');

    // Mark as sold on the detail page: SOLD there at once, and on the grid.
    await page.goto(detailUrl(seller, rav4.d));
    const own = page.getByRole('region', { name: 'Your listing' });
    await own.getByRole('button', { name: 'Mark as sold' }).click();
    await own.getByRole('button', { name: 'Mark as available' }).waitFor();
    await page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name: rav4.title }) }).getByText('SOLD', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'detail-own-listing', 375);
    await page.setViewportSize({ width: 1280, height: 900 });
    const [sold] = await versionsOf(seller, rav4.d);
    expect(tag(sold!, 'status')).toEqual(['status', 'sold']);
    expect(tag(sold!, 'price')).toEqual(['price', '22750', 'USD']);
    await page.getByRole('link', { name: 'Back to Marketplace' }).click();
    await page.goto(`${env().appUrl}/?q=${token}`);
    await card(page, rav4.title).getByText('SOLD', { exact: true }).waitFor();
    expect(await card(page, highlander.title).getByText('SOLD', { exact: true }).count()).toBe(0);
    await page.goto(detailUrl(seller, rav4.d));
    await page.getByRole('heading', { level: 1, name: rav4.title }).waitFor();
    await page.locator('header').getByText('SOLD', { exact: true }).first().waitFor();

    // Delete from My Listings: confirmation naming the car, then each relay's answer.
    await noteFirstAppearance(page, YOUR_LISTINGS);
    await page.goto(`${env().appUrl}/my-listings`);
    await myListingRow(page, rav4.title).getByText('SOLD', { exact: true }).waitFor();
    // Opened by its address signed in, the page's files come with the boot script, not after the app mounted.
    await expectPagePreloadedByBootScript(page, 'myListingsChunks', /\/MyListingsPage-[\w-]+\.js$/);
    // The account menu's code waits until the seller's listings are on screen.
    await expectLoadedAfterMainContent(page, YOUR_LISTINGS, /\/AccountMenu-[\w-]+\.js$/);
    // The delete confirmation's code comes when the pointer reaches 'Delete', not with the page.
    const dialogLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/DeleteListingDialog-[\w-]+\.js$/.test(entry.name)));
    expect(await dialogLoaded()).toBe(false);
    await myListingRow(page, rav4.title).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete listing' });
    await dialog.getByText(`Delete “${rav4.title}”?`, { exact: false }).waitFor();
    expect(await dialogLoaded()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete Listing' }).click();
    await dialog.getByRole('heading', { name: 'Deleted from 1 of 1 relay' }).waitFor();
    await screenshot(page, 'delete-listing-report', 375);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await myListingRow(page, rav4.title).waitFor({ state: 'detached' });
    expect(await myListingTitles(page)).toEqual([corollaCross.title, highlander.title]);

    // The request, read back by another client.
    const deletions = await queryEvents(env().relayUrl, { kinds: [KIND.deletion], authors: [seller.pubkey] });
    expect(deletions).toHaveLength(1);
    expect(deletions[0]!.tags).toEqual([
      ['a', `${KIND.listing}:${seller.pubkey}:${rav4.d}`],
      ['e', sold!.id],
      ['k', String(KIND.listing)],
    ]);

    // Gone from the grid, the detail page and My Listings, also after a reload.
    await page.goto(`${env().appUrl}/?q=${token}`);
    await card(page, highlander.title).waitFor();
    await expect.poll(() => cardTitles(page)).not.toContain(rav4.title);
    await page.goto(detailUrl(seller, rav4.d));
    await page.getByText('Listing not found', { exact: true }).waitFor();
    await page.goto(`${env().appUrl}/my-listings`);
    await myListingRow(page, highlander.title).waitFor();
    expect(await myListingTitles(page)).toEqual([corollaCross.title, highlander.title]);
  });
});

