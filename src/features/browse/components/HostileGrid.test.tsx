import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { publishEvents, startTestRelay, type RelayHandle } from '@testing/test-relay';
import { injectedMarkup } from '@/test/injected-markup';
import { renderApp } from '@/test/render-app';

import { buildHostileCorpus } from '../../../../e2e/fixtures/hostile-corpus';
import { SCRIPT_PAYLOADS, URL_PAYLOADS } from '../../../../e2e/fixtures/hostile-payloads';

/**
 * The browser suite's hostile corpus in the home grid and its search (docs/product.md §2 Home: browse tab): card
 * titles, the count line and the empty state show payloads as text, searches for payloads and hostile URL
 * parameters leave nothing an injection could have made and no error screen. The browser keeps what only a
 * browser proves: nothing runs, the grid fits a phone (e2e/hostile.e2e.ts). A relay of its own, so the corpus
 * never reaches the other component tests' grids.
 */

const corpus = buildHostileCorpus();
let relay: RelayHandle;

/** Where the grid shows a stranger's text: card titles and the count line that repeats the search. */
const TEXT_SCOPES = '[data-testid="listing-card"] h3, [role="status"]';
const countLine = /\d+ cars? found/;

function cardTitles(): Element[] {
  return Array.from(document.querySelectorAll('[data-testid="listing-card"] h3'));
}

beforeAll(async () => {
  relay = await startTestRelay();
  // The grid reads the newest listings up to its page size, and the corpus has more, all from the same second:
  // which of them a grid got would change from run to run. The listings with payloads and the hijack's copies fit.
  const { legit, impostors } = corpus.hijack;
  const listings = [...corpus.listings.filter((listing) => listing.label.includes('payload')), legit, ...impostors];
  await publishEvents(relay.url, [...listings.map((listing) => listing.event), ...corpus.events.filter((event) => event.kind === KIND.profile)]);
});

afterAll(async () => {
  await relay.close();
});

describe('hostile corpus in the home grid', () => {
  it('shows the grid and searches for payloads as text', async () => {
    const view = renderApp('/', relay.url);
    try {
      await screen.findByText(countLine);
      expect(injectedMarkup(view.container, TEXT_SCOPES)).toEqual([]);

      const search = screen.getByPlaceholderText('Search cars by make, model, year...');
      for (const query of [...SCRIPT_PAYLOADS.slice(0, 4), URL_PAYLOADS[0]!, 'Honda Civic']) {
        fireEvent.change(search, { target: { value: query } });
        // The count line names the search, or the empty state does, as the text the user typed.
        await waitFor(() => {
          const named = Array.from(document.querySelectorAll('[role="status"], p'), (element) => element.textContent ?? '');
          expect(named.some((text) => (countLine.test(text) && text.includes(`for “${query}”`)) || text.includes(`No listings match “${query}”`)), query).toBe(true);
        });
        expect(injectedMarkup(view.container, TEXT_SCOPES), query).toEqual([]);
        // A title is one link holding text: no element a payload's markup could have made.
        expect(cardTitles().filter((title) => title.querySelectorAll('*').length !== 1).map((title) => title.innerHTML.slice(0, 80)), query).toEqual([]);
      }
      // Every copy of the hijacked listing is a card of its own (e2e/hostile.e2e.ts checks their links' sellers).
      expect(await screen.findByText('3 cars found')).toBeInTheDocument();
    } finally {
      cleanup();
    }
  });

  // A search for a payload can match more cars than the grid renders whole (rows outside a viewport that
  // happy-dom does not lay out stay unrendered); the payload's own make narrows it to the listing it titles.
  it.each(SCRIPT_PAYLOADS.slice(0, 4).map((payload) => [payload]))('shows the listing titled %s as the seller wrote it', async (payload) => {
    const view = renderApp(`/?make=${encodeURIComponent(payload)}`, relay.url);
    try {
      await waitFor(() => expect(cardTitles().map((title) => title.textContent)).toContain(payload));
      expect(cardTitles().filter((title) => title.querySelectorAll('*').length !== 1).map((title) => title.innerHTML.slice(0, 80))).toEqual([]);
      expect(injectedMarkup(view.container, TEXT_SCOPES)).toEqual([]);
    } finally {
      cleanup();
    }
  });

  it('takes search parameters from a hostile link as text', async () => {
    const query = `?q=${encodeURIComponent(SCRIPT_PAYLOADS[2]!)}&make=${encodeURIComponent(SCRIPT_PAYLOADS[0]!)}&sort=${encodeURIComponent(URL_PAYLOADS[0]!)}`;
    const view = renderApp(`/${query}`, relay.url);
    try {
      await waitFor(() => expect(screen.queryByText(countLine) ?? screen.queryByText('No cars found')).not.toBeNull());
      expect(screen.queryByText('Something went wrong')).toBeNull();
      expect(injectedMarkup(view.container, TEXT_SCOPES)).toEqual([]);
    } finally {
      cleanup();
    }
  });
});
