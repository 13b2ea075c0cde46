import { beforeAll, describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys, publishEvents } from '@testing/test-relay';
import { signedListing } from '@testing/listing-fixtures';
import { expectNoSeriousViolationsInBothThemes, gridSettled, openAppForAxe } from './support/a11y-check';
import { env, useBrowser } from './support/browser';
import { comment, listingUrl, profile, type SeededListing } from './support/comment-threads';

const fixture = useBrowser();

/** One listing with a comment and a reply, for the detail page's check. */
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
  listing = { d, event, coordinate: `${KIND.listing}:${seller.pubkey}:${d}`, pubkey: seller.pubkey };
  const question = comment(buyer, listing, 'Is the timing belt done? https://example.com/service', { secondsAgo: 120 });
  const answer = comment(seller, listing, 'Yes, at 90,000 km.', { parent: question, secondsAgo: 60 });
  await publishEvents(env().relayUrl, [listing.event, question, answer, profile(buyer, 'Ada Buyer'), profile(seller, 'Sam Seller')]);
});

/** The pages; the dialogs and the form are in a11y-dialogs.e2e.ts (two files, so two workers share them). */
describe('accessibility of the pages, light and dark theme: no serious or critical axe violations', () => {
  it('home, sparing motion when the system asks for less', async () => {
    const page = await openAppForAxe(fixture);
    await gridSettled(page);
    await expectNoSeriousViolationsInBothThemes(page);

    // Placeholders and spinners stop when the system asks for reduced motion, and run otherwise: the app's own
    // loading placeholder and spinner classes, as the skeletons and busy buttons use them.
    const iterations = () =>
      page.evaluate(() =>
        ['animate-pulse', 'animate-spin'].map((name) => {
          const element = document.body.appendChild(document.createElement('div'));
          element.className = name;
          const count = getComputedStyle(element).animationIterationCount;
          element.remove();
          return count;
        }),
      );
    // Every test's context asks for reduced motion (newTestContext).
    expect(await iterations()).toEqual(['1', '1']);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await iterations()).toEqual(['infinite', 'infinite']);
  });

  it('home on a phone, its long car titles beside the cards\' menus', async () => {
    await publishEvents(env().relayUrl, [signedListing(newKeys(), { title: 'Volkswagen Golf 1.5 eTSI Style DSG, one owner, full service history, winter tyres' })]);
    await fixture.page.setViewportSize({ width: 375, height: 812 });
    const page = await openAppForAxe(fixture);
    await gridSettled(page);
    const longTitled = page.getByTestId('listing-card').filter({ hasText: 'winter tyres' });
    await longTitled.getByRole('button', { name: /^More actions for/ }).waitFor();
    await expectNoSeriousViolationsInBothThemes(page);
    // Touch targets never lie on top of each other: a card's title link (a truncated title's inline box would
    // run on under its neighbour, as Lighthouse's axe measures it) stops before the '…' button.
    const overlapping = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="listing-card"]')].flatMap((card) => {
        const link = card.querySelector('a[data-card-link]')?.getBoundingClientRect();
        const menu = card.querySelector('button[aria-haspopup="menu"]')?.getBoundingClientRect();
        if (link === undefined || menu === undefined) return [`${card.querySelector('h3')?.textContent ?? '?'}: no link or menu`];
        const overlaps = link.right > menu.left && link.left < menu.right && link.bottom > menu.top && link.top < menu.bottom;
        return overlaps ? [card.querySelector('h3')?.textContent ?? '?'] : [];
      }),
    );
    expect(overlapping).toEqual([]);
  });

  it('home with the filters open', async () => {
    const page = await openAppForAxe(fixture);
    await gridSettled(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByText('Filter Results').waitFor();
    await expectNoSeriousViolationsInBothThemes(page);
  });

  it('listing detail with comments', async () => {
    const url = new URL(listingUrl(env().appUrl, listing));
    const page = await openAppForAxe(fixture, url.pathname + url.search);
    await page.getByRole('heading', { level: 1, name: 'Accessible Corolla' }).waitFor();
    await page.getByText('SOLD', { exact: true }).first().waitFor();
    await page.getByText('Yes, at 90,000 km.').waitFor();
    await page.getByText('Ada Buyer').first().waitFor();
    await expectNoSeriousViolationsInBothThemes(page);
  });

  it('404', async () => {
    const page = await openAppForAxe(fixture, '/no/such/page');
    await page.getByText('Oops! Page not found').waitFor();
    await expectNoSeriousViolationsInBothThemes(page);
  });
});
