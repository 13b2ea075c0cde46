import { createHash } from 'node:crypto';

import { nip19 } from 'nostr-tools';
import type { BrowserContext, Locator, Page } from 'playwright-core';

import { KIND } from '../../src/config/constants';

import { newKeys } from '@testing/test-relay';
import { loginWithNsec } from './accounts';
import { saveScreenshot } from './screenshots';

/** Must match STORAGE_KEYS.listingDraft and STORAGE_KEYS.config in src/config/constants.ts. */
export const LISTING_DRAFT_KEY = 'carstr:listing-draft';
export const APP_CONFIG_KEY = 'carstr:app-config';
export const REFUSAL_REASON = 'blocked: test refusal';

export interface TestListing {
  title: string;
  location: string;
  summary: string;
  description: string;
  price: string;
  currency: string;
  make: string;
  model: string;
  year: string;
  mileage: string;
  /** Pressed in the form when given; otherwise the form's default (the browser's region: miles for en-US). */
  mileageUnit?: 'km' | 'mi';
  fuelType: string;
  transmission: string;
  bodyType: string;
  color: string;
  condition: string;
}

/** A complete, valid listing with a unique title, inside the browse grid's default filter ranges. */
export function sampleListing(overrides: Partial<TestListing> = {}): TestListing {
  const unique = Math.random().toString(36).slice(2, 8);
  return {
    title: `2021 Toyota RAV4 Hybrid XLE ${unique}`,
    location: 'Portland, OR',
    summary: 'One owner, dealer serviced, new tyres',
    description: 'Garage kept and never smoked in. Full service history, two keys, all-weather mats included.',
    price: '23900',
    currency: 'EUR',
    make: 'Toyota',
    model: 'RAV4',
    year: '2021',
    mileage: '38000',
    fuelType: 'Hybrid',
    transmission: 'Automatic',
    bodyType: 'SUV',
    color: 'Lunar Rock',
    condition: 'Excellent',
    ...overrides,
  };
}

export function sellForm(page: Page): Locator {
  return page.getByRole('form', { name: 'List Your Car for Sale' });
}

/** Signs in with fresh keys through the Key tab and opens the sell tab; returns the keys. */
export async function signInAndOpenSellTab(page: Page, appUrl: string) {
  const keys = newKeys();
  await page.goto(appUrl);
  await loginWithNsec(page, nip19.nsecEncode(keys.secretKey));
  await openSellTab(page);
  return keys;
}

export async function openSellTab(page: Page) {
  await page.getByRole('tab', { name: 'Sell Your Car' }).click();
  await page.getByRole('heading', { name: 'List Your Car for Sale' }).waitFor();
}

export async function chooseOption(page: Page, label: string, option: string) {
  await sellForm(page).getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

export async function fillListing(page: Page, listing: TestListing) {
  const form = sellForm(page);
  await form.getByLabel('Title', { exact: true }).fill(listing.title);
  await form.getByLabel('Location', { exact: true }).fill(listing.location);
  await form.getByLabel('Summary (optional)').fill(listing.summary);
  await form.getByLabel('Description', { exact: true }).fill(listing.description);
  await form.getByLabel('Price', { exact: true }).fill(listing.price);
  await chooseOption(page, 'Currency', listing.currency);
  await chooseOption(page, 'Make', listing.make);
  await form.getByLabel('Model', { exact: true }).fill(listing.model);
  await form.getByLabel('Year', { exact: true }).fill(listing.year);
  await form.getByLabel('Mileage', { exact: true }).fill(listing.mileage);
  if (listing.mileageUnit !== undefined) await form.getByRole('group', { name: 'Mileage unit' }).getByRole('button', { name: listing.mileageUnit, exact: true }).click();
  await chooseOption(page, 'Fuel Type', listing.fuelType);
  await chooseOption(page, 'Transmission', listing.transmission);
  await chooseOption(page, 'Body Type', listing.bodyType);
  await form.getByLabel('Color', { exact: true }).fill(listing.color);
  await chooseOption(page, 'Condition', listing.condition);
}

export function photoInput(page: Page): Locator {
  return sellForm(page).locator('input[type=file]');
}

export function thumbnails(page: Page): Locator {
  return sellForm(page).getByTestId('photo-thumbnail');
}

/** The uploaded photo URLs in display order (each tile shows the photo's thumbnail when it has one). */
export async function thumbnailUrls(page: Page): Promise<string[]> {
  return thumbnails(page).evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-url') ?? ''));
}

/** A 640×480 JPEG photo drawn by the browser's canvas: realistic bytes, no metadata. */
export async function canvasJpeg(page: Page, colour: string, caption: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([fill, text]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 640, 480);
      gradient.addColorStop(0, fill!);
      gradient.addColorStop(1, '#111827');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 640, 480);
      context.fillStyle = '#f9fafb';
      context.font = 'bold 48px sans-serif';
      context.fillText(text!, 40, 260);
      return canvas.toDataURL('image/jpeg', 0.85);
    },
    [colour, caption],
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

export async function storedDraft(page: Page): Promise<unknown> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), LISTING_DRAFT_KEY);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

/** At `width`, scrolled to the top (the test goes on at that width); the picture only with CARSTR_SCREENSHOTS set. */
export async function screenshot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
  // From the top, so the sticky header sits where it belongs; then let the layout settle at the new width.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await saveScreenshot(page, `${name}-${width}`, { fullPage: true });
}

function sameHost(relayUrl: string) {
  const host = new URL(relayUrl).host;
  return (url: URL) => url.host === host;
}

/**
 * Fault injection on the real relay connection: every listing EVENT is answered `OK false` with
 * REFUSAL_REASON instead of reaching the relay; all other traffic passes through. A real relay cannot be
 * told to refuse on demand, so the test rewrites its answer.
 */
export async function refuseListingsOn(context: BrowserContext, relayUrl: string) {
  await context.routeWebSocket(sameHost(relayUrl), (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      const parsed = JSON.parse(String(message)) as unknown[];
      const event = parsed[1] as { id?: string; kind?: number } | undefined;
      if (parsed[0] === 'EVENT' && event?.kind === KIND.listing) {
        socket.send(JSON.stringify(['OK', event.id, false, REFUSAL_REASON]));
        return;
      }
      server.send(message);
    });
  });
}

/**
 * A stand-in relay at `relayUrl` that holds no events (every REQ ends with EOSE) and refuses every EVENT, but
 * only once the test calls `release()`: until then the publish stays busy for as long as the test looks at it.
 */
export async function serveRefusingRelay(context: BrowserContext, relayUrl: string): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.routeWebSocket(sameHost(relayUrl), (socket) => {
    socket.onMessage((message) => {
      const parsed = JSON.parse(String(message)) as unknown[];
      if (parsed[0] === 'REQ') socket.send(JSON.stringify(['EOSE', parsed[1]]));
      if (parsed[0] === 'EVENT') {
        const id = (parsed[1] as { id: string }).id;
        void released.then(() => socket.send(JSON.stringify(['OK', id, false, REFUSAL_REASON])));
      }
    });
  });
  return { release };
}

/** Points the app at `relayUrl` from the first page load on (the stored app config). */
export async function pointAppAtRelay(context: BrowserContext, relayUrl: string) {
  await context.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key!) === null) localStorage.setItem(key!, value!);
    },
    [APP_CONFIG_KEY, JSON.stringify({ theme: 'light', relayUrl })],
  );
}
