import { matchFilters, type NostrEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { signEvent } from '@testing/test-relay';
import { corpusListing } from './fixtures/hostile-listings';
import { useBrowser } from './support/browser';
import { startFaultRelay } from './support/fault-relay';
import { expectAppSurvives } from './support/fault-pages';
import { searchBox } from './support/hostile-page';

const fixture = useBrowser();

/** Nesting deep enough that structured cloning it (a worker's postMessage) overflows the stack. */
const DEPTH = 100_000;
const DEEP_FIELD = `${'['.repeat(DEPTH)}"bottom"${']'.repeat(DEPTH)}`;

/**
 * docs/architecture.md §5, "Limits on relay data": what a relay sends cannot stall or break the grid. The
 * embedded relay refuses every one of these events, so the scriptable relay sends them, validly signed car
 * listings each (the app would show them without the limits), in front of the honest marketplace's answer.
 */
describe('limits on relay data', () => {
  it('a 2 MB event, a 100 000-tag event, a listing dated next year and a deeply nested extra field leave the grid responsive with every other listing', async () => {
    await expectAppSurvives(fixture, {
      relay: (market) => {
        const now = Math.floor(Date.now() / 1000);
        const hostile: NostrEvent[] = [
          corpusListing({ label: 'WRONG 2 MB listing', d: 'two-megabytes', content: 'x'.repeat(2_000_000) }).event,
          corpusListing({ label: 'WRONG 100 000-tag listing', d: 'many-tags', tags: (base) => [...base, ...Array.from({ length: 100_000 }, (_, n) => ['t', `tag${n}`])] }).event,
          // By the market's seller, a year ahead: it would sit first in 'Newest first' for a year.
          signEvent(market.seller, { kind: KIND.listing, created_at: now + 365 * 24 * 3600, content: 'WRONG future', tags: corpusListing({ label: 'WRONG listing from next year', d: 'next-year' }).event.tags }),
        ];
        const [first] = market.listings;
        return startFaultRelay({
          events: market.events,
          req: (client, id, filters) => {
            for (const event of hostile) if (matchFilters(filters, event)) client.json(['EVENT', id, event]);
            // The first listing comes only with a field nested 100 000 deep: kept, without the field.
            if (matchFilters(filters, first!.event)) client.text(JSON.stringify(['EVENT', id, { ...first!.event, extra: 'DEEP' }]).replace('"DEEP"', DEEP_FIELD));
            client.answer(id, filters, { events: market.events.filter((event) => event.id !== first!.event.id) });
          },
        });
      },
      recovery: {
        afterGrid: async ({ page, market }) => {
          // Newest first is the default order: the market's newest listing leads, not the one from next year.
          await expect.poll(() => page.getByTestId('listing-card').first().getByRole('heading').innerText()).toBe(market.titles[0]);
          // The grid still answers input: a search puts its best match first (the title's number also starts
          // every car's year, so all stay), and clearing it brings every listing back.
          await searchBox(page).fill(market.titles[1]!);
          await expect.poll(() => page.getByTestId('listing-card').first().getByRole('heading').innerText()).toBe(market.titles[1]);
          await searchBox(page).fill('');
          await page.getByText(`${market.titles.length} cars found`).waitFor();
        },
      },
    });
  });
});
