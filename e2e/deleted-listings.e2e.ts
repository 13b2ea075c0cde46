import { nip19, type NostrEvent } from 'nostr-tools';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys, nowSeconds, publishEvents, signEvent, startTestRelay, type RelayHandle, type TestKeys } from '@testing/test-relay';
import { buildListingEvent } from '../src/nostr/listing-builder';
import { cardTitles } from './browse-helpers';
import { env, useBrowser } from './support/browser';
import { readFrom } from './support/fault-pages';

/**
 * NIP-09 deletions against a relay that stores kind-5 requests but keeps serving what they delete, as many
 * public relays do: the app itself has to hide a listing its author deleted (docs/product.md §7,
 * Deletions), and show it again once the author publishes a version newer than the request.
 */

const fixture = useBrowser();

const HASHTAG = 'classic';

/** A car listing exactly as the sell form publishes it (the app's builder), plus a `#classic` topic. */
function carListing(keys: TestKeys, d: string, title: string, createdAt: number): NostrEvent {
  const template = buildListingEvent(
    {
      title,
      summary: 'Matching numbers, garage kept',
      description: 'A classic that has been looked after.',
      price: '48500',
      currency: 'EUR',
      location: 'Ghent',
      make: 'Volvo',
      model: 'P1800',
      year: '1967',
      mileage: '98000',
      fuelType: 'Gasoline',
      transmission: 'Manual',
      bodyType: 'Coupe',
      color: 'Red',
      condition: 'Good',
      images: [],
    },
    createdAt * 1000,
    { generateId: () => d },
  );
  return signEvent(keys, { ...template, tags: [...template.tags, ['t', HASHTAG]] });
}

/** A NIP-09 request naming the listing by coordinate and by id, signed by `signer`. */
function deletionOf(listing: NostrEvent, signer: TestKeys, createdAt: number): NostrEvent {
  const d = listing.tags.find(([name]) => name === 'd')?.[1] ?? '';
  return signEvent(signer, {
    kind: KIND.deletion,
    created_at: createdAt,
    content: 'Sold',
    tags: [['a', `${KIND.listing}:${listing.pubkey}:${d}`], ['e', listing.id], ['k', String(KIND.listing)]],
  });
}

interface DeletionScene {
  relay: RelayHandle;
  seller: TestKeys;
  d: string;
  title: string;
  /** A listing nobody deleted, on the same relay and hashtag: once it shows, the page has loaded. */
  control: string;
  /** When the deletion request was signed. */
  deletedAt: number;
}

/**
 * A relay of the test's own that keeps deleted events, holding a listing, its deletion request (by the
 * seller, or by `deleter` when given) and an untouched control listing; the app reads from it. The relay is
 * closed when `body` ends, pass or fail.
 */
async function withDeletedListing(body: (scene: DeletionScene) => Promise<void>, deleter?: TestKeys): Promise<void> {
  const relay = await startTestRelay({ applyDeletions: false });
  try {
    const seller = newKeys();
    const token = Math.random().toString(36).slice(2, 8);
    const [d, title, control] = [`car-deleted-${token}`, `Deleted Volvo P1800 ${token}`, `Control Volvo Amazon ${token}`];
    const now = nowSeconds();
    const listing = carListing(seller, d, title, now - 300);
    const deletedAt = now - 200;
    await publishEvents(relay.url, [
      listing,
      carListing(newKeys(), `car-control-${token}`, control, now - 250),
      deletionOf(listing, deleter ?? seller, deletedAt),
    ]);
    await readFrom(fixture.context, relay.url);
    await body({ relay, seller, d, title, control, deletedAt });
  } finally {
    await relay.close();
  }
}

function detailUrl(scene: Pick<DeletionScene, 'seller' | 'd'>): string {
  return `${env().appUrl}/listing/${scene.d}?seller=${nip19.npubEncode(scene.seller.pubkey)}`;
}

/** The grid's titles once they have settled on `expected` (in any order); a late removal counts as settled. */
async function expectCards(page: Page, expected: string[]): Promise<void> {
  await expect.poll(async () => (await cardTitles(page)).toSorted(), { timeout: 15_000 }).toEqual(expected.toSorted());
}

describe('listings deleted by their author (NIP-09), on a relay that keeps serving them', () => {
  it('keeps the deleted listing out of the home grid', async () => {
    await withDeletedListing(async ({ title, control }) => {
      const { page } = fixture;
      await page.goto(env().appUrl);
      await page.getByRole('heading', { name: control }).waitFor();
      await expectCards(page, [control]);
      expect(await page.getByText(title).count()).toBe(0);
    });
  });

  it('answers the deleted listing’s detail route with Listing not found', async () => {
    await withDeletedListing(async (scene) => {
      const { page } = fixture;
      await page.goto(detailUrl(scene));
      await page.getByText('Listing not found', { exact: true }).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: scene.title }).count()).toBe(0);
    });
  });

  it(`leaves the deleted listing off /t/${HASHTAG}`, async () => {
    await withDeletedListing(async ({ title, control }) => {
      const { page } = fixture;
      await page.goto(`${env().appUrl}/t/${HASHTAG}`);
      await page.getByRole('heading', { name: control }).waitFor();
      await expectCards(page, [control]);
      expect(await page.getByText(title).count()).toBe(0);
    });
  });

  it('shows a version published after the deletion again in the grid, on its detail page and on the hashtag page', async () => {
    await withDeletedListing(async (scene) => {
      const { page } = fixture;
      const relisted = `${scene.title} relisted`;
      await publishEvents(scene.relay.url, [carListing(scene.seller, scene.d, relisted, scene.deletedAt + 100)]);

      await page.goto(env().appUrl);
      await expectCards(page, [relisted, scene.control]);
      await page.goto(detailUrl(scene));
      await page.getByRole('heading', { level: 1, name: relisted }).waitFor();
      await page.goto(`${env().appUrl}/t/${HASHTAG}`);
      await expectCards(page, [relisted, scene.control]);
    });
  });

  it('ignores a deletion request for the listing signed by another key', async () => {
    await withDeletedListing(async (scene) => {
      const { page } = fixture;
      await page.goto(env().appUrl);
      await expectCards(page, [scene.title, scene.control]);
      await page.goto(detailUrl(scene));
      await page.getByRole('heading', { level: 1, name: scene.title }).waitFor();
      await page.goto(`${env().appUrl}/t/${HASHTAG}`);
      await expectCards(page, [scene.title, scene.control]);
    }, newKeys());
  });
});
