import { nip19 } from 'nostr-tools';
import { encrypt } from 'nostr-tools/nip49';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { newKeys, publishEvents } from '@testing/test-relay';
import { STORAGE_KEYS } from '../src/config/constants';
import { signedListing } from '@testing/listing-fixtures';
import { loginWithNsec, openLoginDialog } from './support/accounts';
import { installAxe, seriousViolations } from './support/axe';
import { env, useBrowser } from './support/browser';
import { comment, listingUrl, profile, type SeededListing } from './support/comment-threads';
import { openSellTab, sellForm } from './support/sell';

const fixture = useBrowser();

/** One listing with a comment and a reply, shared by the detail-page checks of both themes. */
let listing: SeededListing;

beforeAll(async () => {
  const seller = newKeys();
  const buyer = newKeys();
  // Sold and fully described, so the red SOLD badge, the summary and every specification are checked too.
  const d = `car-${crypto.randomUUID()}`;
  const event = signedListing(seller, {
    d,
    title: 'Accessible Corolla',
    summary: 'One owner, full service history',
    description: 'Garage kept, two keys, winter tyres included.',
    location: 'Lyon',
    make: 'Toyota',
    model: 'Corolla',
    year: '2019',
    mileage: '42000',
    fuelType: 'Hybrid',
    transmission: 'Automatic',
    bodyType: 'Sedan',
    color: 'Silver',
    condition: 'Good',
    status: 'sold',
  });
  listing = { d, event, coordinate: `30402:${seller.pubkey}:${d}`, pubkey: seller.pubkey };
  const question = comment(buyer, listing, 'Is the timing belt done? https://example.com/service', { secondsAgo: 120 });
  const answer = comment(seller, listing, 'Yes, at 90,000 km.', { parent: question, secondsAgo: 60 });
  await publishEvents(env().relayUrl, [listing.event, question, answer, profile(buyer, 'Ada Buyer'), profile(seller, 'Sam Seller')]);
});

/** Opens the app with the theme already stored, so the first paint is in that theme, and axe ready. */
async function openApp(theme: 'light' | 'dark', path = '/') {
  const { context, page } = fixture;
  await installAxe(context);
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [STORAGE_KEYS.config, JSON.stringify({ theme, relayUrl: env().relayUrl })] as const,
  );
  await page.goto(`${env().appUrl}${path}`);
  await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' });
  return page;
}

/** The grid has settled: cards, or one of its empty or error states, instead of the skeleton. */
async function gridSettled(page: Page) {
  await page.getByRole('status').filter({ hasText: /cars? found|No cars found|Failed to load listings/ }).first().waitFor();
}

/** One line per failing element, so a failure names the rule, the element and axe's advice in full. */
async function expectNoSeriousViolations(page: Page) {
  const findings = await seriousViolations(page);
  const lines = findings.flatMap((finding) =>
    finding.nodes.map((node) => `${finding.id} (${finding.impact}) at ${node.target}: ${node.summary.replace(/\s+/g, ' ')}`),
  );
  expect(lines).toEqual([]);
}

describe.each(['light', 'dark'] as const)('accessibility (%s theme): no serious or critical axe violations', (theme) => {
  it('home', async () => {
    const page = await openApp(theme);
    await gridSettled(page);
    await expectNoSeriousViolations(page);
  });

  it('home with the filters open', async () => {
    const page = await openApp(theme);
    await gridSettled(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByText('Filter Results').waitFor();
    await expectNoSeriousViolations(page);
  });

  it('listing detail with comments', async () => {
    const url = new URL(listingUrl(env().appUrl, listing));
    const page = await openApp(theme, url.pathname + url.search);
    await page.getByRole('heading', { level: 1, name: 'Accessible Corolla' }).waitFor();
    await page.getByText('SOLD', { exact: true }).first().waitFor();
    await page.getByText('Yes, at 90,000 km.').waitFor();
    await page.getByText('Ada Buyer').first().waitFor();
    await expectNoSeriousViolations(page);
  });

  it('login dialog', async () => {
    const page = await openApp(theme);
    await openLoginDialog(page);
    await expectNoSeriousViolations(page);
  });

  it('signup dialog', async () => {
    const page = await openApp(theme);
    await page.locator('header').getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Create Your Account' }).waitFor();
    await expectNoSeriousViolations(page);
  });

  it('listing form with errors', async () => {
    const page = await openApp(theme);
    await loginWithNsec(page, nip19.nsecEncode(newKeys().secretKey));
    await openSellTab(page);
    await sellForm(page).getByRole('button', { name: 'Create Listing' }).click();
    await sellForm(page).getByText('Title is required').waitFor();
    await expectNoSeriousViolations(page);
  });

  it('unlock dialog of a password-protected key', async () => {
    const keys = newKeys();
    const stored = JSON.stringify([{ pubkey: keys.pubkey, ncryptsec: encrypt(keys.secretKey, 'a11y password', 12) }]);
    await fixture.context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.protectedKeys, stored] as const);
    const page = await openApp(theme);
    await page.getByRole('dialog', { name: 'Unlock your key' }).getByLabel('Password').waitFor();
    await expectNoSeriousViolations(page);
  });

  it('404', async () => {
    const page = await openApp(theme, '/no/such/page');
    await page.getByText('Oops! Page not found').waitFor();
    await expectNoSeriousViolations(page);
  });
});
