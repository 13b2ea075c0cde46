import { nip19, type NostrEvent } from 'nostr-tools';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { newKeys, nowSeconds, publishEvents, signEvent } from '@testing/test-relay';
import { uniqueToken } from '@testing/listing-fixtures';
import { conduitCar, plebeianCar, shopstrCar, type PeerListingTemplate } from '@testing/peer-listings';
import { cardTitles, countLine } from './browse-helpers';
import { env, useBrowser } from './support/browser';

/**
 * Car listings as other Nostr marketplaces publish them (dev/testing/peer-listings.ts), each signed by
 * a seller of its own, on the browser tests' relay: the grid shows them whatever the spelling of their car
 * tag, reads a stock of 0 as SOLD and GammaMarkets frequency letters as words, leaves out what the seller
 * hid and what carries no car tag; the detail page reads vehicle details from `spec` pairs
 * (docs/product.md §3 Mapped listing).
 */

const fixture = useBrowser();

interface Published {
  title: string;
  d: string;
  event: NostrEvent;
}

/** Replaces the template's `t` tags with `topics`, keeping every other tag where it was. */
function withTopics(template: PeerListingTemplate, topics: readonly string[]): PeerListingTemplate {
  const tags = template.tags.filter(([name]) => name !== 't');
  return { ...template, tags: [...tags, ...topics.map((topic) => ['t', topic])] };
}

/** Signs the template with fresh keys; `secondsAgo` orders the listings (the grid is newest first). */
function sign(template: PeerListingTemplate, secondsAgo: number): Published {
  const title = template.tags.find(([name]) => name === 'title')?.[1] ?? '';
  const d = template.tags.find(([name]) => name === 'd')?.[1] ?? '';
  return { title, d, event: signEvent(newKeys(), { ...template, created_at: nowSeconds() - secondsAgo }) };
}

function detailUrl(listing: Published): string {
  return `${env().appUrl}/listing/${encodeURIComponent(listing.d)}?seller=${nip19.npubEncode(listing.event.pubkey)}`;
}

function card(page: Page, listing: Published) {
  return page.getByTestId('listing-card').filter({ has: page.getByRole('heading', { name: listing.title, exact: true }) });
}

/** The detail page's title with what stands next to it (the SOLD badge). */
function titleRow(page: Page, listing: Published) {
  return page.getByRole('heading', { level: 1, name: listing.title, exact: true }).locator('..');
}

/** The Specifications card of the detail page as label → value. */
async function specifications(page: Page): Promise<Record<string, string>> {
  const region = page.getByRole('region', { name: 'Specifications' });
  await region.locator('dt').first().waitFor();
  const pairs = await region.locator('dl > div').evaluateAll((items) =>
    items.map((item) => [item.querySelector('dt')?.textContent?.trim() ?? '', item.querySelector('dd')?.textContent?.trim() ?? '']),
  );
  return Object.fromEntries(pairs);
}

const token = uniqueToken();
const d = (name: string) => `${name}-${token}`;

// The hidden listing is the newest: were it shown, it would be among the first cards to arrive.
const hidden = sign(plebeianCar(d('pleb-hidden'), { title: `2018 Honda Civic Hidden ${token}`, visibility: 'hidden' }), 0);
const shopstr = sign(shopstrCar(d('shopstr'), `2015 Toyota Corolla Shopstr ${token}`), 1);
const plebeian = sign(plebeianCar(d('pleb'), { title: `2017 Honda Civic Plebeian ${token}` }), 2);
// Conduit's own fixture also carries `convertible`; without it only the lowercase plural `cars` makes it a car.
const conduit = sign(withTopics(conduitCar(d('conduit'), { title: `2012 Mazda MX-5 Conduit ${token}` }), ['cars']), 3);
const soldOut = sign(plebeianCar(d('pleb-sold'), { title: `2016 Honda Civic Sold Out ${token}`, stock: '0' }), 4);
const monthly = sign(plebeianCar(d('pleb-lease'), { title: `2019 Honda Civic Lease ${token}`, frequency: 'M' }), 5);
const automotive = sign(withTopics(shopstrCar(d('automotive'), `2014 Ford Focus Automotive ${token}`), ['Physical', 'Automotive']), 6);
// A seller who wrote "car" in the title but tagged the listing `Other` only: not a car listing.
const other = sign(withTopics(shopstrCar(d('other'), `2015 Toyota Corolla car ${token}`), ['Other']), 7);

const shown = [shopstr, plebeian, conduit, soldOut, monthly, automotive];

beforeAll(async () => {
  await publishEvents(env().relayUrl, [hidden, shopstr, plebeian, conduit, soldOut, monthly, automotive, other].map(({ event }) => event));
});

describe('interop: other marketplaces’ car listings', () => {
  it('shows them in the grid whatever the car tag’s spelling, stock 0 as SOLD, a Gamma month, and leaves out hidden and untagged ones', async () => {
    const { page } = fixture;
    // Offer 'Any', so the Gamma monthly listing (a lease) shows beside the sales (docs/product.md §2 Home: browse tab).
    await page.goto(`${env().appUrl}/?q=${token}&offer=any`);
    for (const listing of shown) await card(page, listing).waitFor();
    await countLine(page).getByText(`${shown.length} cars found`).waitFor();
    expect((await cardTitles(page)).toSorted()).toEqual(shown.map(({ title }) => title).toSorted());
    expect(await card(page, hidden).count()).toBe(0);
    expect(await card(page, other).count()).toBe(0);

    await card(page, soldOut).getByText('SOLD', { exact: true }).waitFor();
    // Only the stock-0 listing is sold: the same layout with stock 1 is not.
    for (const listing of shown.filter((candidate) => candidate !== soldOut)) {
      expect(await card(page, listing).getByText('SOLD', { exact: true }).count(), listing.title).toBe(0);
    }
    await card(page, monthly).getByText('USD 18,500 / month', { exact: true }).waitFor();
    await card(page, plebeian).getByText('USD 18,500', { exact: true }).waitFor();
    await card(page, shopstr).getByText('USD 9,500', { exact: true }).waitFor();
    // The year · mileage line of a Plebeian card comes from its spec pairs.
    await card(page, plebeian).getByText('2017 · 64,000 mi', { exact: true }).waitFor();
  });

  it('shows a Plebeian car’s make, model, year and mileage from its spec pairs, and SOLD on a stock-0 car', async () => {
    const { page } = fixture;
    await page.goto(`${env().appUrl}/?q=${token}`);
    await page.getByRole('link', { name: `View Details: ${plebeian.title}`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: plebeian.title, exact: true }).waitFor();
    expect(await specifications(page)).toEqual({
      'Make & Model': 'Honda Civic',
      Year: '2017',
      Mileage: '64,000 mi',
      'Fuel Type': 'Gasoline',
      Transmission: 'Manual',
    });
    expect(await titleRow(page, plebeian).getByText('SOLD', { exact: true }).count()).toBe(0);

    await page.goto(detailUrl(soldOut));
    await page.getByRole('heading', { level: 1, name: soldOut.title, exact: true }).waitFor();
    await titleRow(page, soldOut).getByText('SOLD', { exact: true }).waitFor();
    await page.getByTestId('listing-price').getByText('USD 18,500', { exact: true }).waitFor();
  });

  it('says "Listing not found" for a hidden listing and for one tagged `Other` only, by their own links', async () => {
    const { page } = fixture;
    // Control: the same kind of link to a shown listing opens it.
    await page.goto(detailUrl(automotive));
    await page.getByRole('heading', { level: 1, name: automotive.title, exact: true }).waitFor();

    for (const listing of [hidden, other]) {
      await page.goto(detailUrl(listing));
      await page.getByRole('heading', { level: 1, name: 'Listing not found' }).waitFor();
      expect(await page.getByRole('heading', { name: listing.title, exact: true }).count(), listing.title).toBe(0);
    }
  });
});
