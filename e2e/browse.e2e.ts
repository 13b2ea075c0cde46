import { describe, expect, it } from 'vitest';

import { newKeys, publishEvents, startTestRelay } from '@testing/test-relay';
import { signedListing, uniqueToken } from '@testing/listing-fixtures';
import { cardTitles, closedPort, countLine, useRelay } from './browse-helpers';
import { env, useBrowser } from './support/browser';

const fixture = useBrowser();
const now = () => Math.floor(Date.now() / 1000);

describe('browse: grid', () => {
  it('shows valid listings only, with count line, SOLD, price on request and a monthly price', async () => {
    const { page } = fixture;
    const token = uniqueToken();
    const seller = newKeys();
    await publishEvents(env().relayUrl, [
      signedListing(seller, { d: 'a', title: `${token} Superseded`, createdAt: now() - 100 }),
      signedListing(seller, { d: 'a', title: `${token} Corolla`, price: ['25000', 'USD'] }),
      signedListing(seller, { d: 'b', title: `${token} Civic`, status: 'sold' }),
      signedListing(seller, { d: 'c', title: `${token} Mystery`, price: null }),
      signedListing(seller, { d: 'e', title: `${token} Lease`, price: ['399', 'USD', 'month'] }),
      signedListing(seller, { d: 'f', title: null, summary: `${token} without a title` }),
      signedListing(seller, { omitD: true, title: `${token} without a d` }),
      signedListing(seller, { d: 'g', title: `${token} Sofa`, t: ['furniture'] }),
    ]);
    // Offer 'Any': leases show beside sales (docs/product.md §2 Home: browse tab; 'For sale' alone by default).
    await page.goto(`${env().appUrl}/?q=${token}&offer=any`);
    await countLine(page).getByText('4 cars found').waitFor();
    expect((await cardTitles(page)).toSorted()).toEqual([`${token} Civic`, `${token} Corolla`, `${token} Lease`, `${token} Mystery`]);
    const civic = page.getByTestId('listing-card').filter({ hasText: 'Civic' });
    await civic.getByText('SOLD', { exact: true }).waitFor();
    await page.getByTestId('listing-card').filter({ hasText: 'Mystery' }).getByText('Price on request').waitFor();
    await page.getByTestId('listing-card').filter({ hasText: 'Lease' }).getByText('USD 399 / month').waitFor();
    await page.getByTestId('listing-card').filter({ hasText: 'Corolla' }).getByText('USD 25,000').waitFor();

    await page.getByRole('link', { name: `View Details: ${token} Corolla` }).click();
    await page.getByRole('heading', { level: 1, name: `${token} Corolla` }).waitFor();
    expect(new URL(page.url()).searchParams.get('seller')).toMatch(/^npub1/);
  });

  it('narrows by search, keeps the search in the URL across a reload, and Back returns to it', async () => {
    const { page } = fixture;
    const token = uniqueToken();
    const seller = newKeys();
    await publishEvents(env().relayUrl, [
      signedListing(seller, { title: `${token} Honda Civic`, make: 'Honda', model: 'Civic', location: 'Lyon' }),
      signedListing(seller, { title: `${token} Toyota Yaris`, make: 'Toyota', model: 'Yaris', location: 'Oslo' }),
      signedListing(seller, { title: `${token} Ford Focus`, make: 'Ford', model: 'Focus', location: 'Lyon' }),
    ]);
    await page.goto(env().appUrl);
    const search = page.getByPlaceholder('Search cars by make, model, year...');
    await search.fill(token);
    await countLine(page).getByText('3 cars found').waitFor();
    await search.fill(`${token} honda`);
    await countLine(page).getByText('1 car found').waitFor();
    // The text reaches the URL once typing pauses.
    await page.waitForURL((url) => url.searchParams.get('q') === `${token} honda`);

    await page.reload();
    await countLine(page).getByText('1 car found').waitFor();
    expect(await search.inputValue()).toBe(`${token} honda`);
    expect(await cardTitles(page)).toEqual([`${token} Honda Civic`]);

    await page.getByTestId('listing-card').first().click();
    await page.getByRole('heading', { level: 1, name: `${token} Honda Civic` }).waitFor();
    await page.goBack();
    await countLine(page).getByText('1 car found').waitFor();
    expect(await search.inputValue()).toBe(`${token} honda`);
  });

  it("says 'Failed to load listings' with its hint when the relay is unreachable", async () => {
    const { context, page } = fixture;
    await useRelay(context, `ws://127.0.0.1:${await closedPort()}`);
    await page.goto(env().appUrl);
    await page.getByText('Failed to load listings').waitFor({ timeout: 40_000 });
    await page.getByText('There was an error loading car listings. Try switching to a different relay.').waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
  });

  it('shows both empty variants: for a search, and an invitation on an empty relay', async () => {
    const { context, page } = fixture;
    await page.goto(`${env().appUrl}/?q=${uniqueToken()}-nothing`);
    await page.getByText('No cars found').waitFor();
    await page.getByText(/No listings match “zq\w+-nothing”/).waitFor();

    const empty = await startTestRelay();
    try {
      await useRelay(context, empty.url);
      const fresh = await context.newPage();
      await fresh.goto(env().appUrl);
      await fresh.getByText('No cars found').waitFor();
      await fresh.getByText(/Be the first to list your car/).waitFor();
    } finally {
      await empty.close();
    }
  });
});
