import { describe, expect, it } from 'vitest';

import { newKeys, publishEvents } from '@testing/test-relay';
import { env, useBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { comment, listingUrl, seedListing } from './support/comment-threads';

const fixture = useBrowser();

describe('hashtag pages', () => {
  it('follows a hashtag in a comment to /t/<tag>, which lists the listings carrying that tag', async () => {
    const { page } = fixture;
    const tag = `rare${crypto.randomUUID().slice(0, 8)}`;
    const seller = newKeys();
    const now = Math.floor(Date.now() / 1000);
    const tagged = seedListing(seller, { title: 'Tagged Land Cruiser', t: ['car', 'toyota', tag], createdAt: now - 60 });
    const alsoTagged = seedListing(seller, { title: 'Also Tagged Hilux', t: ['truck', tag], createdAt: now });
    const untagged = seedListing(seller, { title: 'Untagged Prius', t: ['car', 'toyota'] });
    const note = comment(newKeys(), untagged, `Compare with the #${tag} ones.`);
    await publishEvents(env().relayUrl, [tagged.event, alsoTagged.event, untagged.event, note]);

    await page.goto(listingUrl(env().appUrl, untagged));
    await page.getByRole('link', { name: `#${tag}` }).click();
    await page.waitForURL(`${env().appUrl}/t/${tag}`);
    await page.getByRole('heading', { level: 1, name: tag }).waitFor();
    await page.getByText('2 cars found').waitFor();
    const titles = await page.getByTestId('listing-card').getByRole('heading').allInnerTexts();
    expect(titles).toEqual(['Also Tagged Hilux', 'Tagged Land Cruiser']);
    expect(await page.title()).toContain(`#${tag}`);

    await page.setViewportSize({ width: 375, height: 812 });
    await saveScreenshot(page, 'hashtag-375', { fullPage: true });

    await page.getByRole('link', { name: 'View Details: Tagged Land Cruiser' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tagged Land Cruiser' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/listing/${tagged.d}`);
  });

  it('lists /t/toyota and shows the empty state for a tag nobody uses', async () => {
    const { page } = fixture;
    const title = `Toyota Page Corolla ${crypto.randomUUID().slice(0, 6)}`;
    await publishEvents(env().relayUrl, [seedListing(newKeys(), { title }).event]);
    await page.goto(`${env().appUrl}/t/toyota`);
    await page.getByRole('heading', { level: 3, name: title }).waitFor();
    await page.getByText(/\d+ cars? found/).waitFor();

    await page.goto(`${env().appUrl}/t/${encodeURIComponent('no such tag')}`);
    await page.getByText('No cars found').waitFor();
    await page.getByText('No listings on this relay are tagged #no such tag yet.').waitFor();
    expect(await page.getByRole('button', { name: 'Back to Marketplace' }).or(page.getByRole('link', { name: 'Back to Marketplace' })).count()).toBe(1);
  });
});
