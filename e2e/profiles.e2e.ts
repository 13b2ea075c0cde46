import { deflateSync } from 'node:zlib';

import { nip19 } from 'nostr-tools';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { displayName, parseProfileContent } from '../src/nostr/profile';
import { newKeys, nowSeconds, publishEvents, signEvent, signProfile } from '@testing/test-relay';
import { installAxe, seriousViolations } from './support/axe';
import { env, useBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { seedListing } from './support/comment-threads';
import { backToMarketplace, expectPageSafe, openInApp } from './support/hostile-page';
import { expectPagePreloadedByBootScript } from './support/boot-preload';
import { collapse, useHostileCorpus } from './support/hostile-setup';

/**
 * The profile page (docs/product.md §2 Profile page) in the production build: reached from a listing's seller
 * card, with real pictures and the NIP-05 document from their hosts, no serious axe finding and no overflow at
 * 375 px; hostile profiles render inert. What the page shows (exactly their listings, for sale before sold, the
 * verified NIP-05, an nprofile's relay hints) is src/features/profile-listings/components/ProfileScreen.test.tsx;
 * Edit Profile (what it publishes, other apps' fields kept, its errors) is
 * src/features/profiles/components/EditProfileDialog.test.tsx and its axe check is in a11y-dialogs.e2e.ts. Set
 * CARSTR_SCREENSHOTS to a folder to keep screenshots of the page at 1280 and 375 px.
 */

const fixture = useBrowser();
const hostile = useHostileCorpus();

/** A solid-colour PNG of `width`×`height`, for pictures and banners served to the page without a network. */
function png(width: number, height: number, [red, green, blue]: readonly [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** Serves the seller's picture, banner and NIP-05 document on made-up https origins, as their hosts would. */
async function serveSellerHosts(page: Page, domain: string, names: Record<string, string>) {
  const requests: string[] = [];
  await page.context().route(`https://${domain}/**`, async (route) => {
    const url = new URL(route.request().url());
    requests.push(url.pathname + url.search);
    if (url.pathname === '/.well-known/nostr.json') {
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ names }) });
    } else if (url.pathname === '/banner.png') {
      await route.fulfill({ status: 200, contentType: 'image/png', body: png(1200, 300, [37, 99, 235]) });
    } else if (url.pathname === '/ava.png') {
      await route.fulfill({ status: 200, contentType: 'image/png', body: png(256, 256, [234, 88, 12]) });
    } else {
      await route.fulfill({ status: 404, body: '' });
    }
  });
  return requests;
}

async function cardTitles(page: Page, section: string): Promise<string[]> {
  return page.getByTestId(section).getByTestId('listing-card').getByRole('heading').allInnerTexts();
}

describe('profile page', () => {
  it("shows a seller's name, a verified NIP-05 and exactly their listings, for sale before sold; the seller card links there", async () => {
    const { page } = fixture;
    const seller = newKeys();
    const domain = `ava-${seller.pubkey.slice(0, 8)}.example`;
    const nip05Requests = await serveSellerHosts(page, domain, { ava: seller.pubkey });
    const now = nowSeconds();
    const older = seedListing(seller, { title: 'Saab 900 Turbo', createdAt: now - 3 * 86_400 });
    const newer = seedListing(seller, { title: 'Volvo 240 Estate', createdAt: now - 3600 });
    const sold = signEvent(seller, {
      kind: KIND.listing,
      created_at: now - 60,
      content: 'Gone to a good home.',
      tags: [['d', `car-${crypto.randomUUID()}`], ['title', 'Sold Saab 9-3'], ['price', '4200', 'EUR'], ['location', 'Gothenburg'], ['year', '2004'], ['status', 'sold'], ['t', 'car']],
    });
    const otherSeller = seedListing(newKeys(), { title: 'Not Ava’s Golf', createdAt: now });
    await publishEvents(env().relayUrl, [
      signProfile(seller, {
        name: 'ava',
        display_name: 'Ava Lindqvist',
        about: 'Swedish classics, carefully kept. Service records at https://ava.example/records and more #saab talk.',
        website: 'https://ava.example/',
        nip05: `ava@${domain}`,
        picture: `https://${domain}/ava.png`,
        banner: `https://${domain}/banner.png`,
      }),
      older.event,
      newer.event,
      sold,
      otherSeller.event,
    ]);

    // From a listing's seller card to the seller's page.
    await installAxe(page.context());
    await page.goto(`${env().appUrl}/listing/${encodeURIComponent(newer.d)}?seller=${nip19.npubEncode(seller.pubkey)}`);
    await page.getByTestId('seller-name').getByText('Ava Lindqvist').click();
    await page.waitForURL(`${env().appUrl}/${nip19.npubEncode(seller.pubkey)}`);

    await page.getByRole('heading', { level: 1, name: 'Ava Lindqvist' }).waitFor();
    await page.getByTestId('profile-for-sale').waitFor();
    expect(await cardTitles(page, 'profile-for-sale')).toEqual(['Volvo 240 Estate', 'Saab 900 Turbo']);
    expect(await cardTitles(page, 'profile-sold')).toEqual(['Sold Saab 9-3']);
    expect(await page.getByTestId('listing-card').count()).toBe(3);
    const [forSaleTop, soldTop] = await Promise.all(
      ['profile-for-sale', 'profile-sold'].map(async (id) => (await page.getByTestId(id).boundingBox())?.y ?? Number.NaN),
    );
    expect(forSaleTop).toBeLessThan(soldTop!);
    await page.getByTestId('nip05-verified').waitFor();
    expect(nip05Requests).toContain('/.well-known/nostr.json?name=ava');
    expect(await page.getByTestId('seller-first-seen').innerText()).toMatch(/^First seen on these relays: \w+ \d{4}$/);
    expect(await page.getByTestId('profile-about').getByRole('link', { name: '#saab' }).getAttribute('href')).toBe('/t/saab');
    expect(await page.title()).toContain('Profile');
    expect(await seriousViolations(page)).toEqual([]);

    await saveScreenshot(page, 'profile-1280', { fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await saveScreenshot(page, 'profile-375', { fullPage: true });
    const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.document).toBeLessThanOrEqual(widths.viewport);

    // Opened by its link, the page's files were asked for by the boot script, with the app's own.
    await page.goto(`${env().appUrl}/${nip19.npubEncode(seller.pubkey)}`);
    await page.getByRole('heading', { level: 1, name: 'Ava Lindqvist' }).waitFor();
    await expectPagePreloadedByBootScript(page, 'profileChunks', /\/ProfilePage-[\w-]+\.js$/);
  });

  // The text checks (shown as text, capped, no injected markup) for every hostile profile are a component test
  // (src/features/profiles/components/HostileProfiles.test.tsx); the browser keeps what only it proves: nothing
  // runs, no dialog, no error, the controls reachable and no overflow. Every profile on a phone, where overflow
  // shows first, in two halves so that no test walks the whole corpus; at 1280 px the profiles built to break
  // the layout.
  const layoutBreakers = /^(unbreakable name|64 KiB about|payloads in every field)$/;
  const { profiles } = hostile.corpus;
  const half = Math.ceil(profiles.length / 2);
  const phone = { width: 375, height: 812 };
  for (const [part, viewport, carriers] of [
    ['the layout-breaking', { width: 1280, height: 900 }, profiles.filter((carrier) => layoutBreakers.test(carrier.label))],
    ['the first half of the', phone, profiles.slice(0, half)],
    ['the second half of the', phone, profiles.slice(half)],
  ] as const) {
    it(`renders ${part} hostile profiles of the corpus without harm, ${viewport.width} px wide`, async () => {
      const session = await hostile.session(viewport);
      for (const carrier of carriers) {
        const npub = nip19.npubEncode(carrier.keys.pubkey);
        const where = `${carrier.label} at ${viewport.width} px`;
        const view = await openInApp(session.page, `${env().appUrl}/${npub}`);
        const expected = collapse(displayName(parseProfileContent(carrier.profile.content), carrier.keys.pubkey));
        await expect.poll(async () => collapse(await view.getByTestId('profile-name').innerText()), { timeout: 10_000 }).toBe(expected);
        await view.getByTestId('profile-for-sale').or(view.getByText('No cars listed', { exact: true })).first().waitFor();
        await expectPageSafe(session, where, [backToMarketplace(view)]);
        if (layoutBreakers.test(carrier.label)) {
          await saveScreenshot(session.page, `hostile-${carrier.label.replace(/\W+/g, '-')}-${viewport.width}`, { fullPage: true });
        }
      }
    });
  }
});
