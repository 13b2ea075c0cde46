import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nip19 } from 'nostr-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { publishEvents, startTestRelay, type RelayHandle } from '@testing/test-relay';
import { KIND } from '@/config/constants';
import { LISTING_LIMITS, UNTITLED_LISTING } from '@/nostr/listing';
import { displayName, parseProfileContent } from '@/nostr/profile';
import { injectedMarkup } from '@/test/injected-markup';
import { renderApp } from '@/test/render-app';

import { buildHostileCorpus, type CorpusListing } from '../../../../e2e/fixtures/hostile-corpus';

/**
 * Every listing detail page of the browser suite's hostile corpus (payloads in every field, 64 KiB and
 * unbreakable text, absurd numbers, malformed tags, odd `d` values, hostile image URLs, hostile seller
 * profiles; docs/product.md §2 Listing detail, §5 Listing validity): the title as literal, capped text (or
 * 'Untitled Listing', or 'Listing not found' for what is no car listing), the comments count, the seller's
 * name from their hostile profile, the contact dialog's fields as text, and nothing an injection could have
 * made. The browser keeps what only a browser proves: that no script runs, and that the listings built to
 * break layout keep every control reachable without overflow (e2e/hostile-details.e2e.ts).
 *
 * The corpus goes to a relay of this file's own: it holds listings dated ahead of the clock and a hundred and
 * more car listings, which would crowd the newest-first grid other screens read from the shared relay.
 */

let relay: RelayHandle;
const corpus = buildHostileCorpus();

/** Whitespace runs as one space: the page lays the text out, the check compares what a reader sees. */
function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Where a stranger's text is shown: no element at all may appear inside these, only text. */
const STRANGERS_TEXT = 'h1, p, article dd, dd > span, code, [data-testid="seller-name"]';

/** The seller name and profile each profile carrier's page must show: proof that its hostile profile was read. */
const carriers = new Map(corpus.profiles.map((carrier) => [carrier.listing.event.id, parseProfileContent(carrier.profile.content)] as const));

function pathOf(listing: CorpusListing): string {
  return `/listing/${encodeURIComponent(listing.routeId)}?seller=${nip19.npubEncode(listing.event.pubkey)}`;
}

/** The title as the page must show it: the seller's own text, trimmed and capped, never interpreted. */
function expectTitle(label: string, written: string | undefined): void {
  const heading = document.querySelector('h1');
  const raw = heading?.textContent ?? '';
  const shown = collapse(raw);
  const title = (written ?? '').trim();
  if (title === '') {
    expect(shown, label).toBe(UNTITLED_LISTING);
    return;
  }
  expect(raw.length, `${label}: capped`).toBeLessThanOrEqual(LISTING_LIMITS.title);
  if (title.length <= LISTING_LIMITS.title) expect(shown, label).toBe(collapse(title));
  else expect(collapse(title).startsWith(shown) && shown.length >= LISTING_LIMITS.title / 2, `${label}: heading "${shown.slice(0, 80)}"`).toBe(true);
}

/** No error screen, nothing an injection could have made, and only http(s) addresses or the app's paths. */
function expectInert(label: string, allowed: RegExp = /^(https?:\/\/|\/)/): void {
  expect(screen.queryByText('Something went wrong'), label).toBeNull();
  expect(screen.queryByText('Unexpected Application Error!'), label).toBeNull();
  expect(injectedMarkup(document.body, STRANGERS_TEXT), label).toEqual([]);
  const addresses = Array.from(document.body.querySelectorAll('a[href], img[src]'), (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '');
  expect(addresses.filter((address) => !allowed.test(address)), label).toEqual([]);
}

/** The contact dialog shows the hostile profile's npub, name and contact fields as text, and links only http(s) or lightning. */
async function expectContactDialog(label: string, listing: CorpusListing, name: string): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Public key (npub)'), label).toBeInTheDocument();
  expect(within(dialog).getByText(nip19.npubEncode(listing.event.pubkey)), label).toBeInTheDocument();
  expect(collapse(within(dialog).getByRole('heading').textContent ?? ''), label).toBe(`Contact ${name}`);
  const metadata = carriers.get(listing.event.id);
  const fields: [string, string | undefined][] = [
    ['Nostr address (NIP-05)', metadata?.nip05],
    ['Website', metadata?.website],
    ['Lightning address', metadata?.lud16],
  ];
  for (const [field, value] of fields) {
    const term = within(dialog).queryByText(field);
    if (value === undefined) expect(term, `${label}: ${field}`).toBeNull();
    else expect(term?.nextElementSibling?.textContent, `${label}: ${field}`).toBe(value);
  }
  expectInert(`${label} (contact dialog)`, /^(https?:\/\/|\/|lightning:)/);
}

beforeAll(async () => {
  relay = await startTestRelay();
  // Not the two comment threads: e2e/hostile-comments.e2e.ts shows each on its host's page, with its count.
  await publishEvents(relay.url, corpus.events.filter((event) => event.kind !== KIND.comment));
});

afterAll(async () => {
  await relay.close();
});

describe('hostile listings on the listing detail page', () => {
  it('holds at least 200 events, and routes both shown and refused', () => {
    expect(corpus.events.length).toBeGreaterThanOrEqual(200);
    expect(corpus.listings.filter((listing) => listing.expect.status === 'missing').length).toBeGreaterThan(3);
  });

  it.each(corpus.listings.map((listing) => [listing.label, listing] as const))('shows "%s" as inert, capped text', async (label, listing) => {
    try {
      renderApp(pathOf(listing), relay.url);
      if (listing.expect.status === 'missing') {
        expect(await screen.findByText('Listing not found'), label).toBeInTheDocument();
        expectInert(label);
        return;
      }
      // The price line is on every loaded detail page, whatever the listing says; 'not found' fails here.
      await screen.findByTestId('listing-price');
      expectTitle(label, listing.expect.title);
      expect((await screen.findByTestId('comments-count')).textContent, label).toBe('(0)');

      // A seller without a profile has the derived fallback name; wait past it for the hostile profile's own.
      const metadata = carriers.get(listing.event.id);
      const name = collapse(displayName(metadata, listing.event.pubkey));
      await waitFor(() => expect(collapse(screen.getByTestId('seller-name').textContent ?? ''), label).toBe(name));
      expectInert(label);
      if (carriers.has(listing.event.id)) await expectContactDialog(label, listing, name);
    } finally {
      cleanup();
    }
  });
});
