import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys, publishEvents, signProfile } from '@testing/test-relay';
import { signedListing, uniqueToken } from '@testing/listing-fixtures';
import { chooseOption, countLine } from './browse-helpers';
import { env, useBrowser } from './support/browser';

const fixture = useBrowser();

describe('listing detail', () => {
  it('opens from its card; gallery, contact and share through the clipboard, the way back with the search and sort, and a direct visit served by the boot script', async () => {
    const { context, page } = fixture;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const token = uniqueToken();
    const seller = newKeys();
    const npub = nip19.npubEncode(seller.pubkey);
    const photos = [1, 2, 3].map((n) => `${env().appUrl}/favicon.svg?photo=${n}`);
    await publishEvents(env().relayUrl, [
      signProfile(seller, { name: `Dana ${token}`, nip05: 'dana@example.com', website: 'https://dana.example/', lud16: 'dana@pay.example' }),
      signedListing(seller, {
        d: `volvo-${token}`,
        title: `${token} Volvo V60`,
        summary: 'Family wagon, one owner',
        description: 'Serviced every year. New tyres in 2024.',
        price: ['31500', 'EUR'],
        year: '2019',
        mileage: '45000',
        fuelType: 'Diesel',
        location: 'Gothenburg',
        status: 'sold',
        images: photos,
      }),
    ]);
    await page.goto(`${env().appUrl}/?q=${token}`);
    await countLine(page).getByText('1 car found').waitFor();
    // Sorted after the card is on screen (the card does not re-render for it): its link still carries the
    // page's search, filters and sort back.
    await chooseOption(page, 'Sort by', 'Price: low to high');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price-asc');
    await page.getByRole('link', { name: `${token} Volvo V60`, exact: true }).click();

    // Every field of the page is checked in the component test (ListingDetailPage.test.tsx); here what only a
    // browser shows: the gallery, the clipboard, the way back with the grid's URL, and the boot script.
    await page.getByRole('heading', { level: 1, name: `${token} Volvo V60` }).waitFor();
    const sellerCard = page.getByRole('region', { name: 'Seller' });
    await sellerCard.getByText(`Dana ${token}`).waitFor();

    const main = page.getByTestId('gallery-main');
    expect(await main.getAttribute('src')).toBe(photos[0]);
    await page.getByRole('button', { name: 'Show photo 3 of 3' }).click();
    await expect.poll(() => main.getAttribute('src')).toBe(photos[2]);

    await sellerCard.getByRole('button', { name: 'Contact Seller' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Contact Dana ${token}` }).waitFor();
    await dialog.getByText(npub).waitFor();
    expect(await dialog.getByRole('link', { name: /dana\.example/ }).getAttribute('href')).toBe('https://dana.example/');
    expect(await dialog.getByRole('link', { name: /dana@pay\.example/ }).getAttribute('href')).toBe('lightning:dana%40pay.example');
    await dialog.getByRole('link', { name: /dana@example\.com/ }).waitFor();
    await dialog.getByRole('button', { name: 'Copy npub' }).click();
    await page.getByText('Copied to clipboard!', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(npub);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await sellerCard.getByRole('button', { name: 'Share listing' }).click();
    await page.getByText('Link copied', { exact: true }).first().waitFor();
    const shared = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    // An naddr (kind, seller, d) with the relay the listing was seen on: any Nostr client can open it.
    const decoded = nip19.decode(shared.pathname.slice(1));
    expect(decoded.type).toBe('naddr');
    expect(decoded.data).toMatchObject({ kind: KIND.listing, pubkey: seller.pubkey, identifier: `volvo-${token}`, relays: [env().relayUrl.replace(/\/+$/, '')] });

    await page.getByRole('link', { name: 'Back to Marketplace' }).click();
    await countLine(page).getByText('1 car found').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(token);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price-asc');

    // Opened by its share link (a direct visit): the boot script in index.html asked for the listing while the
    // app loaded, and the page took that REQ over instead of asking again; it also preloaded the page's chunks
    // (docs/architecture.md §10) and started the first photo's download from the relay's answer, and the app,
    // seeing the same photo, did not add a second preload.
    const requests: unknown[][] = [];
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        const message = JSON.parse(String(frame.payload)) as unknown[];
        if (message[0] === 'REQ') requests.push(message);
      }),
    );
    await page.goto(shared.href);
    await page.getByRole('heading', { level: 1, name: `${token} Volvo V60` }).waitFor();
    const lookups = requests.filter((message) => message.slice(2).some((filter) => JSON.stringify(filter).includes(`"#d":["volvo-${token}"]`)));
    expect(lookups.map((message) => message[1])).toEqual(['boot-listing']);
    const { chunks, preloaded } = await page.evaluate(() => ({
      chunks: document.querySelector<HTMLScriptElement>('script[data-listing-chunks]')?.dataset.listingChunks?.split(' ') ?? [],
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
    }));
    expect(chunks).toHaveLength(2);
    for (const chunk of chunks) expect(preloaded).toContain(chunk);
    await expect.poll(() => page.getByTestId('gallery-main').getAttribute('src')).toBe(photos[0]);
    const photoPreloads = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[data-listing-photo]')].map((link) => link.href));
    expect(photoPreloads).toEqual([photos[0]]);
  });
});
