import { nip19 } from 'nostr-tools';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys, publishEvents, queryEvents } from '@testing/test-relay';
import { uniqueToken } from '@testing/listing-fixtures';
import { accountMenuTrigger, loginDialog } from './support/accounts';
import { env, useBrowser } from './support/browser';
import { seedListing } from './support/comment-threads';

const fixture = useBrowser();

/** Tab presses before giving up: enough for the header, the browse controls or the detail page. */
const MAX_TABS = 60;

/**
 * Presses Tab until `target` has the focus, as a keyboard user would. Only reads where the focus is between
 * presses; every interaction goes through the keyboard.
 */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`Focus never reached the target in ${MAX_TABS} presses; it is on ${focused}`);
}

describe('keyboard only', () => {
  it('signs in, searches, opens a listing and posts a comment without the mouse', async () => {
    const { page } = fixture;
    const token = uniqueToken();
    const seller = newKeys();
    const me = newKeys();
    const listing = seedListing(seller, { title: `${token} Keyboard Civic` });
    await publishEvents(env().relayUrl, [listing.event]);
    await page.goto(env().appUrl);

    // Sign in: 'Log in', then the Key tab's field (the default tab without an extension), Enter submits.
    await tabTo(page, page.locator('header').getByRole('button', { name: 'Log in', exact: true }));
    await page.keyboard.press('Enter');
    const dialog = loginDialog(page);
    await tabTo(page, dialog.getByLabel('Secret key'));
    await page.keyboard.type(nip19.nsecEncode(me.secretKey));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await accountMenuTrigger(page).waitFor();

    // Browse: search for the listing, then open it from its title link (the card's one Tab stop).
    await tabTo(page, page.getByRole('searchbox', { name: 'Search cars' }));
    await page.keyboard.type(token);
    await page.getByRole('status').filter({ hasText: '1 car found' }).waitFor();
    await tabTo(page, page.getByRole('link', { name: `${token} Keyboard Civic`, exact: true }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: `${token} Keyboard Civic` }).waitFor();

    // Comment: type into the box, then Tab to 'Post Comment' and press Enter.
    await tabTo(page, page.getByRole('textbox', { name: 'Your comment' }));
    await page.keyboard.type('Typed without a mouse. Is it still for sale?');
    await tabTo(page, page.getByRole('button', { name: 'Post Comment' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Comments (1)' }).waitFor();
    await page.getByRole('article').getByText('Typed without a mouse. Is it still for sale?').waitFor();
    const mine = await queryEvents(env().relayUrl, { kinds: [KIND.comment], authors: [me.pubkey], '#A': [listing.coordinate] });
    expect(mine.map((event) => event.content)).toEqual(['Typed without a mouse. Is it still for sale?']);
    expect(fixture.pageErrors).toEqual([]);
  });
});
