import { expect } from 'vitest';

import { displayName, parseProfileContent } from '../../src/nostr/profile';
import type { CorpusListing, HostileCorpus } from '../fixtures/hostile-corpus';
import { CANARY } from '../fixtures/hostile-payloads';
import { env } from './browser';
import { backToMarketplace, expectPageSafe, openInApp, type HostileSession } from './hostile-page';
import { collapse, listingUrl, type HostileFixture } from './hostile-setup';

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

/** `listings` in runs of at most MAX_CHUNK, as even as they come. */
export function chunked<T>(listings: readonly T[]): T[][] {
  const size = Math.ceil(listings.length / Math.ceil(listings.length / MAX_CHUNK));
  const chunks: T[][] = [];
  for (let offset = 0; offset < listings.length; offset += size) chunks.push(listings.slice(offset, offset + size));
  return chunks;
}

/** The listings built to break layout: huge and unbreakable text, 250 tags of a kind, and their sellers' huge names. */
export function layoutBreakers(corpus: HostileCorpus): CorpusListing[] {
  return corpus.listings.filter((listing) => /layout|unbreakable|huge|64 KiB|250|payload in every field #0$/.test(listing.label));
}

/**
 * Markup or URLs that would act if the app interpreted them: run a script (the payloads set the canary), or
 * restyle the page (a `<style>` that hides everything leaves no control reachable).
 */
const ACTIVE = new RegExp(`${CANARY}|<script|<style|javascript:|vbscript:|data:text/html`, 'i');

/** Every listing whose own fields, or whose seller's profile, carry such a payload: only a browser shows none acts. */
export function scriptCarriers(corpus: HostileCorpus): CorpusListing[] {
  const profiles = new Map(corpus.profiles.map((carrier) => [carrier.listing.event.id, carrier.profile.content]));
  return corpus.listings.filter((listing) => ACTIVE.test(JSON.stringify(listing.event)) || ACTIVE.test(profiles.get(listing.event.id) ?? ''));
}

/**
 * Opens `listings` one after the other in one page (in-app navigation after the first) at `viewport`, with
 * every check of `visit`; the fixture's session is closed when the test ends.
 */
export async function visitAll(hostile: HostileFixture, listings: readonly CorpusListing[], viewport?: { width: number; height: number }): Promise<void> {
  const sellerNames = sellerNamesOf(hostile.corpus);
  const session = await hostile.session(viewport);
  for (const listing of listings) await visit(session, sellerNames, listing);
}
