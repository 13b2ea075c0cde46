import { nip19, type NostrEvent } from 'nostr-tools';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys, nowSeconds, publishEvents, signEvent, startTestRelay, type RelayHandle } from '@testing/test-relay';
import { displayName } from '../src/nostr/profile';
import { useRelay } from './browse-helpers';
import { env, useBrowser } from './support/browser';
import { comment, commentItem, listingUrl, seedListing, type Keys, type SeededListing } from './support/comment-threads';

/**
 * The event store (docs/architecture.md §20) against a relay that stores NIP-09 requests but keeps serving
 * what they delete: a comment deleted by its author (by `e`) and a seller's profile deleted by `a` =
 * `0:<pubkey>:` leave every screen that shows them — the listing's comments, the comment's own nevent page,
 * the seller's name on the listing and on the profile page — because the app applies the deletion itself.
 */

const fixture = useBrowser();

interface Scene {
  relay: RelayHandle;
  seller: Keys;
  listing: SeededListing;
  deleted: NostrEvent;
  kept: NostrEvent;
}

const DELETED_COMMENT = 'Still available? (deleted by its author)';
const KEPT_COMMENT = 'Lovely colour, is the service book complete?';
const DELETED_NAME = 'Deleted Seller Name';

/** A relay of the test's own that keeps deleted events, holding the listing, two comments, a profile and the two deletions. */
async function withScene(body: (scene: Scene) => Promise<void>): Promise<void> {
  const relay = await startTestRelay({ applyDeletions: false });
  try {
    const seller = newKeys();
    const buyer = newKeys();
    const now = nowSeconds();
    const listing = seedListing(seller, { title: `Store Test Corolla ${seller.pubkey.slice(0, 6)}`, createdAt: now - 3_600 });
    const deleted = comment(buyer, listing, DELETED_COMMENT, { secondsAgo: 600 });
    const kept = comment(newKeys(), listing, KEPT_COMMENT, { secondsAgo: 500 });
    const profile = signEvent(seller, { kind: KIND.profile, created_at: now - 400, content: JSON.stringify({ name: DELETED_NAME }) });
    await publishEvents(relay.url, [
      listing.event,
      deleted,
      kept,
      profile,
      signEvent(buyer, { kind: KIND.deletion, created_at: now - 300, content: '', tags: [['e', deleted.id], ['k', String(KIND.comment)]] }),
      signEvent(seller, { kind: KIND.deletion, created_at: now - 200, content: '', tags: [['a', `0:${seller.pubkey}:`], ['k', '0']] }),
    ]);
    await useRelay(fixture.context, relay.url);
    await body({ relay, seller, listing, deleted, kept });
  } finally {
    await relay.close();
  }
}

/** Navigates inside the app, as a link would: the page (and its event store) stays. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function expectText(read: () => Promise<string>, expected: string): Promise<void> {
  await expect.poll(read, { timeout: 15_000 }).toBe(expected);
}

describe('deletions the relay keeps serving leave every screen (the event store)', () => {
  it("hides a deleted comment on the listing and on its nevent page, and the seller's deleted profile on the listing and the profile page", async () => {
    await withScene(async ({ seller, listing, deleted, kept }) => {
      const { page } = fixture;
      const fallback = displayName(undefined, seller.pubkey);
      const nevent = nip19.neventEncode({ id: deleted.id, author: deleted.pubkey, kind: KIND.comment });

      // The comment's nevent, opened fresh: it leads to the listing, where the comment is not shown.
      await page.goto(`${env().appUrl}/${nevent}`);
      await page.waitForURL((url) => url.pathname.startsWith('/listing/'));
      await commentItem(page, kept).waitFor();
      await page.getByRole('heading', { name: 'Comments (1)' }).waitFor();
      expect(await page.getByText(DELETED_COMMENT).count()).toBe(0);

      // The seller's name on the listing: the deleted profile gives way to the fallback name.
      await expectText(() => page.getByTestId('seller-name').innerText(), fallback);

      // Back on the nevent inside the same page: the store knows the comment is deleted, and says so.
      await navigateInApp(page, `/${nevent}`);
      await page.getByText('Its author deleted it.').waitFor();
      expect(await page.getByText(DELETED_COMMENT).count()).toBe(0);

      // The listing again, then the profile page: neither brings the deleted comment or name back.
      await page.goto(listingUrl(env().appUrl, listing));
      await commentItem(page, kept).waitFor();
      await expectText(() => page.getByTestId('seller-name').innerText(), fallback);
      expect(await page.getByText(DELETED_COMMENT).count()).toBe(0);
      await page.goto(`${env().appUrl}/${nip19.npubEncode(seller.pubkey)}`);
      await expectText(() => page.getByTestId('profile-name').innerText(), fallback);
      expect(await page.getByText(DELETED_NAME).count()).toBe(0);
    });
  });
});
