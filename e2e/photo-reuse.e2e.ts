import { nip19 } from 'nostr-tools';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { newKeys, nowSeconds, publishEvents, signEvent, type TestKeys } from '@testing/test-relay';
import { signedListing, uniqueToken, type ListingFields } from '@testing/listing-fixtures';
import { env, useBrowser } from './support/browser';

/**
 * docs/product.md §2 Trust: photo reuse and seller facts, against the embedded relay. Each detail page is opened
 * straight from a link, so the earlier listing is found only by the background `#x` request to the relay.
 */

const fixture = useBrowser();

/** A 64-hex photo hash of this run: no other test or demo listing shows it. */
function photoHash(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A listing with extra tags after the fixture's (an `imeta`, the `x` tag a relay can filter on). */
function listingWithTags(keys: TestKeys, fields: ListingFields, extra: string[][]) {
  const base = signedListing(keys, fields);
  return signEvent(keys, { kind: base.kind, created_at: base.created_at, content: base.content, tags: [...base.tags, ...extra] });
}

function detailPath(keys: TestKeys, d: string): string {
  return `/listing/${encodeURIComponent(d)}?seller=${nip19.npubEncode(keys.pubkey)}`;
}

/** Waits until every source of the photo check has answered without a warning: "none", not "not yet". */
async function checkedWithoutWarning(page: Page): Promise<void> {
  await page.locator('[data-testid="photo-reuse-check"][data-state="done"]').waitFor({ state: 'attached' });
  expect(await page.getByTestId('photo-reuse-warning').count()).toBe(0);
}

describe('photo reuse and seller facts', () => {
  it("warns on a later listing by another seller with the same photo, links to the earlier one, and not on the original or a fresh photo; shows the seller's facts", async () => {
    const { page } = fixture;
    const token = uniqueToken();
    const sellerA = newKeys();
    const sellerB = newKeys();
    const shared = photoHash();
    const fresh = photoHash();
    const now = nowSeconds();
    const original = listingWithTags(sellerA, { d: `${token}-a`, title: `${token} original`, images: [`https://blossom.example/${shared}.jpg`], createdAt: now - 3600 }, [['x', shared]]);
    const copyUrl = `https://cdn.example/${token}/photo.jpg`;
    const copy = listingWithTags(sellerB, { d: `${token}-b`, title: `${token} copy`, images: [copyUrl], createdAt: now - 600 }, [
      ['imeta', `url ${copyUrl}`, `x ${shared}`],
      ['x', shared],
    ]);
    const ownUrl = `https://cdn.example/${token}/own.jpg`;
    const own = listingWithTags(sellerB, { d: `${token}-c`, title: `${token} own photo`, images: [ownUrl], createdAt: now - 60, status: 'sold' }, [
      ['imeta', `url ${ownUrl}`, `x ${fresh}`],
      ['x', fresh],
    ]);
    await publishEvents(env().relayUrl, [original, copy, own]);

    // B's copy: the warning, with a link to A's listing; B's facts on the seller card.
    await page.goto(`${env().appUrl}${detailPath(sellerB, `${token}-b`)}`);
    const warning = page.getByTestId('photo-reuse-warning');
    await warning.waitFor();
    expect(await warning.innerText()).toContain("This photo also appears in another seller's listing");
    expect(await warning.getAttribute('data-hash')).toBe(shared);
    const link = page.getByTestId('photo-reuse-link');
    expect(await link.getAttribute('href')).toBe(detailPath(sellerA, `${token}-a`));
    await page.getByTestId('seller-listing-count').getByText('2 listings · 1 sold').waitFor();
    const month = new Date((now - 600) * 1000).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(await page.getByTestId('seller-first-seen').innerText()).toBe(`First seen on these relays: ${month}`);

    // A's original, reached by the link: the relay returns both listings for the hash, and A came first.
    await link.click();
    await page.getByRole('heading', { level: 1, name: `${token} original` }).waitFor();
    await checkedWithoutWarning(page);
    await page.getByTestId('seller-listing-count').getByText('1 listing', { exact: true }).waitFor();

    // B's other listing, with a photo of its own: nothing.
    await page.goto(`${env().appUrl}${detailPath(sellerB, `${token}-c`)}`);
    await page.getByRole('heading', { level: 1, name: `${token} own photo` }).waitFor();
    await checkedWithoutWarning(page);
  });
});
