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
  await publishEvents(relay.url, corpus.events.filter((event) => event.kind !== KIND.comment));
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
      const titlesSeen = new Set<string>();

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
        for (const title of cardTitles()) titlesSeen.add(title.textContent ?? '');
      }
      // The payload listings' titles, shown as the seller wrote them.
      expect(SCRIPT_PAYLOADS.slice(0, 4).filter((payload) => !titlesSeen.has(payload))).toEqual([]);
      // Every copy of the hijacked listing is a card of its own (e2e/hostile.e2e.ts checks their links' sellers).
      expect(await screen.findByText('3 cars found')).toBeInTheDocument();
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
