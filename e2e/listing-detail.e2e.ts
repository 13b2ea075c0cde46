import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { newKeys, publishEvents, signProfile } from '@testing/test-relay';
import { signedListing, uniqueToken } from '@testing/listing-fixtures';
import { chooseOption, countLine } from './browse-helpers';
import { env, useBrowser } from './support/browser';

const fixture = useBrowser();
const now = () => Math.floor(Date.now() / 1000);

describe('listing detail', () => {
  it('shows gallery, title, SOLD, summary, price, specifications, seller, description; contact, share and back work', async () => {
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

    await page.getByRole('heading', { level: 1, name: `${token} Volvo V60` }).waitFor();
    await page.getByText('SOLD', { exact: true }).waitFor();
    await page.getByText('Family wagon, one owner').first().waitFor();
    expect(await page.getByTestId('listing-price').innerText()).toBe('EUR 31,500');
    const specs = page.getByRole('region', { name: 'Specifications' });
    for (const value of ['2019', '45,000 mi', 'Diesel', 'Gothenburg']) await specs.getByText(value, { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Description' }).getByText('Serviced every year. New tyres in 2024.').waitFor();
    const sellerCard = page.getByRole('region', { name: 'Seller' });
    await sellerCard.getByText(`Dana ${token}`).waitFor();
    await sellerCard.getByText('Nostr User').waitFor();

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
    expect(decoded.data).toMatchObject({ kind: 30402, pubkey: seller.pubkey, identifier: `volvo-${token}`, relays: [env().relayUrl.replace(/\/+$/, '')] });

    await page.getByRole('link', { name: 'Back to Marketplace' }).click();
    await countLine(page).getByText('1 car found').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(token);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price-asc');

    // Opened by its share link: the boot script started the first photo's download from the relay's answer,
    // and the app, seeing the same photo, did not add a second preload.
    await page.goto(shared.href);
    await page.getByRole('heading', { level: 1, name: `${token} Volvo V60` }).waitFor();
    await expect.poll(() => page.getByTestId('gallery-main').getAttribute('src')).toBe(photos[0]);
    const photoPreloads = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[data-listing-photo]')].map((link) => link.href));
    expect(photoPreloads).toEqual([photos[0]]);
  });

  it('falls back to the derived seller name and a placeholder photo, and shows Price on request', async () => {
    const { page } = fixture;
    const token = uniqueToken();
    const seller = newKeys();
    await publishEvents(env().relayUrl, [signedListing(seller, { d: `bare-${token}`, title: `${token} Bare`, price: null })]);
    const requests: unknown[][] = [];
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        const message = JSON.parse(String(frame.payload)) as unknown[];
        if (message[0] === 'REQ') requests.push(message);
      }),
    );
    await page.goto(`${env().appUrl}/listing/bare-${token}?seller=${nip19.npubEncode(seller.pubkey)}`);
    await page.getByRole('heading', { level: 1, name: `${token} Bare` }).waitFor();
    // A direct visit: the boot script in index.html asked for the listing while the app loaded, and the page
    // took that REQ over instead of asking again; it also preloaded the page's chunks (docs/architecture.md §10).
    const lookups = requests.filter((message) => message.slice(2).some((filter) => JSON.stringify(filter).includes(`"#d":["bare-${token}"]`)));
    expect(lookups.map((message) => message[1])).toEqual(['boot-listing']);
    const { chunks, preloaded } = await page.evaluate(() => ({
      chunks: document.querySelector<HTMLScriptElement>('script[data-listing-chunks]')?.dataset.listingChunks?.split(' ') ?? [],
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
    }));
    expect(chunks).toHaveLength(2);
    for (const chunk of chunks) expect(preloaded).toContain(chunk);
    // No profile: the deterministic 'Adjective Animal' fallback name (docs/product.md §3), not a key.
    const name = await page.getByRole('region', { name: 'Seller' }).getByTestId('seller-name').innerText();
    expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    await page.getByRole('img', { name: `${token} Bare` }).waitFor();
    expect(await page.getByTestId('listing-price').innerText()).toBe('Price on request');
    expect(await page.locator('img[data-testid="gallery-main"]').count()).toBe(0);
  });

  it("shows 'Listing not found' for an id nobody published", async () => {
    const { page } = fixture;
    await page.goto(`${env().appUrl}/listing/missing-${uniqueToken()}`);
    await page.getByRole('heading', { name: 'Listing not found' }).waitFor();
    await page.getByText("The car listing you're looking for could not be found.").waitFor();
    await page.getByRole('link', { name: 'Back to Marketplace' }).click();
    await page.getByRole('tab', { name: 'Browse Cars' }).waitFor();
  });

  it("never shows an impostor's listing that reuses the seller's d", async () => {
    const { page } = fixture;
    const token = uniqueToken();
    const seller = newKeys();
    const impostor = newKeys();
    const d = `shared-${token}`;
    await publishEvents(env().relayUrl, [
      signedListing(seller, { d, title: `${token} Real Mazda`, createdAt: now() - 60 }),
      // Newer, same d, different author: a "latest by d" lookup would pick this one.
      signedListing(impostor, { d, title: `${token} Impostor Mazda`, createdAt: now() }),
    ]);
    await page.goto(`${env().appUrl}/listing/${d}?seller=${nip19.npubEncode(seller.pubkey)}`);
    await page.getByRole('heading', { level: 1, name: `${token} Real Mazda` }).waitFor();
    expect(await page.getByText(`${token} Impostor Mazda`).count()).toBe(0);

    // From the grid: the real seller's card opens the real listing.
    await page.goto(`${env().appUrl}/?q=${token}`);
    await countLine(page).getByText('2 cars found').waitFor();
    await page.getByRole('link', { name: `${token} Real Mazda`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `${token} Real Mazda` }).waitFor();
    expect(await page.getByText(`${token} Impostor Mazda`).count()).toBe(0);

    // Without the seller hint the page does not guess.
    await page.goto(`${env().appUrl}/listing/${d}`);
    await page.getByRole('heading', { name: 'Several sellers use this listing id' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: /Mazda/ }).count()).toBe(0);
    await page.getByRole('link', { name: new RegExp(`${token} Real Mazda`) }).click();
    await page.getByRole('heading', { level: 1, name: `${token} Real Mazda` }).waitFor();
  });
});
