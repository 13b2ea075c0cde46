import { describe, expect, it } from 'vitest';

import { displayName, parseProfileContent } from '../src/nostr/profile';
import type { CorpusListing } from './fixtures/hostile-corpus';
import { env } from './support/browser';
import { backToMarketplace, expectPageSafe, openInApp, type HostileSession } from './support/hostile-page';
import { collapse, listingUrl, useHostileCorpus } from './support/hostile-setup';

const hostile = useHostileCorpus();
const { corpus } = hostile;

/** The seller name each profile carrier's page must settle on: proof that its hostile profile was rendered. */
const sellerNames = new Map(
  corpus.profiles.map((carrier) => [carrier.listing.event.id, displayName(parseProfileContent(carrier.profile.content), carrier.keys.pubkey)]),
);

/**
 * Opens one corpus listing the way a grid card links to it and checks what it shows: its own title as text
 * (or 'Listing not found' for an invalid listing), loaded comments, and every safety check of the suite.
 */
async function visit(session: HostileSession, listing: CorpusListing): Promise<void> {
  const { page } = session;
  const url = listingUrl(env().appUrl, listing);
  const where = `${listing.label} at ${url.slice(0, 200)}`;
  const view = await openInApp(page, url);
  if (listing.expect.status === 'missing') {
    await view.getByText('Listing not found', { exact: true }).waitFor();
    await expectPageSafe(session, where, [backToMarketplace(view).first()]);
    return;
  }

  // The price line exists on every loaded detail page, whatever the listing says; 'not found' fails below.
  await view.getByTestId('listing-price').or(view.getByText('Listing not found', { exact: true })).waitFor();
  const shown = collapse(await view.getByRole('heading', { level: 1 }).innerText());
  const written = collapse(listing.expect.title ?? '');
  // Markup and payloads appear as the literal text the seller wrote, trimmed and capped, never interpreted.
  if (written === '') expect(shown, where).toBe('Untitled Listing');
  else expect(written.startsWith(shown) && shown.length >= Math.min(written.length, 100), `${where}: heading "${shown.slice(0, 80)}"`).toBe(true);
  await view.getByTestId('comments-count').waitFor();

  const sellerName = sellerNames.get(listing.event.id);
  if (sellerName !== undefined) {
    await expect.poll(async () => collapse(await view.getByTestId('seller-name').innerText()), { timeout: 5000 }).toBe(collapse(sellerName));
  }
  await expectPageSafe(session, where, [backToMarketplace(view)]);

  if (sellerName !== undefined) {
    // The contact dialog renders the profile's website, NIP-05 and lightning address as links.
    await view.getByRole('button', { name: 'Contact Seller' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Public key (npub)').waitFor();
    await expectPageSafe(session, `${where} (contact dialog)`, [dialog.getByRole('button', { name: 'Copy npub' })], { modal: true });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
}

/** About 35 pages per test keeps each test well inside the timeout on a busy machine. */
const CHUNK = 35;
const chunks: CorpusListing[][] = [];
for (let start = 0; start < corpus.listings.length; start += CHUNK) chunks.push(corpus.listings.slice(start, start + CHUNK));

describe('hostile corpus: every listing detail page', () => {
  it('holds at least 200 events, and lists routes that are both shown and refused', () => {
    expect(corpus.events.length).toBeGreaterThanOrEqual(200);
    expect(corpus.listings.filter((listing) => listing.expect.status === 'missing').length).toBeGreaterThan(3);
  });

  for (const [index, chunk] of chunks.entries()) {
    it(`renders listings ${index * CHUNK + 1}–${index * CHUNK + chunk.length} of ${corpus.listings.length} as text, runs no script, keeps its controls`, async () => {
      const session = await hostile.session();
      for (const listing of chunk) await visit(session, listing);
    });
  }

  it('keeps the layout on a phone for the listings built to break it', async () => {
    const session = await hostile.session({ width: 375, height: 812 });
    const wide = corpus.listings.filter((listing) => /layout|unbreakable|huge|64 KiB|250|payload in every field #0$/.test(listing.label));
    expect(wide.length).toBeGreaterThan(8);
    for (const listing of wide) await visit(session, listing);
  });
});
