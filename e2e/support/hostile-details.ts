import { describe, expect, it } from 'vitest';

import { displayName, parseProfileContent } from '../../src/nostr/profile';
import type { CorpusListing, HostileCorpus } from '../fixtures/hostile-corpus';
import { env } from './browser';
import { backToMarketplace, expectPageSafe, openInApp, type HostileSession } from './hostile-page';
import { collapse, listingUrl, useHostileCorpus } from './hostile-setup';

/** The seller name each profile carrier's page must settle on: proof that its hostile profile was rendered. */
function sellerNamesOf(corpus: HostileCorpus): Map<string, string> {
  return new Map(
    corpus.profiles.map((carrier) => [carrier.listing.event.id, displayName(parseProfileContent(carrier.profile.content), carrier.keys.pubkey)]),
  );
}

/**
 * Opens one corpus listing the way a grid card links to it and checks what it shows: its own title as text
 * (or 'Listing not found' for an invalid listing), loaded comments, and every safety check of the suite.
 */
async function visit(session: HostileSession, sellerNames: ReadonlyMap<string, string>, listing: CorpusListing): Promise<void> {
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

/** At most this many pages per test, so that each test stays well inside the test timeout (docs/performance.md, Test suite time). */
const MAX_CHUNK = 16;

/**
 * Every listing detail page of the hostile corpus, in `parts` test files (each with its own relay and corpus):
 * part `part` (1-based) takes an equal share of the listings, in tests of at most MAX_CHUNK pages; the first
 * also checks the corpus's size and the last the phone layout. One file took over two minutes, and the last
 * long file of a run keeps one worker busy alone at its end.
 */
export function describeHostileDetails(part: number, parts: number): void {
  const hostile = useHostileCorpus();
  const { corpus } = hostile;
  const sellerNames = sellerNamesOf(corpus);
  const perPart = Math.ceil(corpus.listings.length / parts);
  const first = (part - 1) * perPart;
  const mine = corpus.listings.slice(first, first + perPart);
  const chunkSize = Math.ceil(mine.length / Math.ceil(mine.length / MAX_CHUNK));
  const chunks: { start: number; listings: CorpusListing[] }[] = [];
  for (let offset = 0; offset < mine.length; offset += chunkSize) chunks.push({ start: first + offset, listings: mine.slice(offset, offset + chunkSize) });

  describe(`hostile corpus: every listing detail page (part ${part} of ${parts})`, () => {
    if (part === 1) {
      it('holds at least 200 events, and lists routes that are both shown and refused', () => {
        expect(corpus.events.length).toBeGreaterThanOrEqual(200);
        expect(corpus.listings.filter((listing) => listing.expect.status === 'missing').length).toBeGreaterThan(3);
      });
    }

    for (const { start, listings } of chunks) {
      it(`renders listings ${start + 1}–${start + listings.length} of ${corpus.listings.length} as text, runs no script, keeps its controls`, async () => {
        const session = await hostile.session();
        for (const listing of listings) await visit(session, sellerNames, listing);
      });
    }

    if (part === parts) {
      it('keeps the layout on a phone for the listings built to break it', async () => {
        const session = await hostile.session({ width: 375, height: 812 });
        const wide = corpus.listings.filter((listing) => /layout|unbreakable|huge|64 KiB|250|payload in every field #0$/.test(listing.label));
        expect(wide.length).toBeGreaterThan(8);
        for (const listing of wide) await visit(session, sellerNames, listing);
      });
    }
  });
}
