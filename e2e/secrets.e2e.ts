import { describe, expect, it } from 'vitest';
import { nip19 } from 'nostr-tools';

import { KIND } from '../src/config/constants';

import { newKeys } from '@testing/test-relay';
import { loginWithNsec } from './support/accounts';
import { env, useBrowser } from './support/browser';
import { leaksOf, recordOutgoingTraffic } from './support/secret-leak';
import { canvasJpeg, fillListing, openSellTab, photoInput, sampleListing, sellForm, thumbnails } from './support/sell';

const fixture = useBrowser();

/** Recorded frames that publish an event of `kind` (so the test knows it watched the real traffic). */
function publishedKinds(sent: readonly string[]): number[] {
  return sent.flatMap((item) => {
    const match = /^\["EVENT",\{.*"kind":(\d+)/.exec(item);
    return match ? [Number(match[1])] : [];
  });
}

describe('secret keys never leave the page', () => {
  it('sends neither the nsec nor the hex key while signing in, uploading a photo, publishing and commenting', async () => {
    const { page } = fixture;
    const traffic = recordOutgoingTraffic(page);
    const { secretKey } = newKeys();
    const nsec = nip19.nsecEncode(secretKey);
    const secrets = [nsec, Buffer.from(secretKey).toString('hex')];

    await page.goto(env().appUrl);
    await loginWithNsec(page, nsec);
    await openSellTab(page);
    const listing = sampleListing();
    await fillListing(page, listing);
    await photoInput(page).setInputFiles([{ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(page, '#1d4ed8', 'Front') }]);
    await thumbnails(page).first().waitFor();
    await sellForm(page).getByRole('button', { name: 'Create Listing' }).click();
    await page.getByText('Listing created!', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Browse Cars' }).click();
    await page.getByRole('link', { name: `View Details: ${listing.title}` }).click();
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    await page.getByRole('textbox', { name: 'Your comment' }).fill('Still available? I can come by on Saturday.');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByRole('heading', { name: 'Comments (1)' }).waitFor();

    // The recording saw the upload (with its signed authorization) and both published events.
    expect(traffic.sent.some((item) => item.startsWith('PUT ') && item.includes('/upload'))).toBe(true);
    expect(traffic.sent.some((item) => item.startsWith('authorization event '))).toBe(true);
    expect(publishedKinds(traffic.sent)).toEqual(expect.arrayContaining([KIND.listing, KIND.comment]));
    expect(leaksOf(traffic.sent, secrets)).toEqual([]);
    expect(fixture.pageErrors).toEqual([]);
  });
});
