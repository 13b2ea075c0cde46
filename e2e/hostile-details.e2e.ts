import { describe, expect, it } from 'vitest';

import { chunked, layoutBreakers, scriptCarriers, visitAll } from './support/hostile-details';
import { useHostileCorpus } from './support/hostile-setup';

/**
 * The hostile corpus's listing detail pages, for what only a browser proves (docs/product.md §2 Listing
 * detail): the listings built to break layout keep the page inside a phone's and a desktop's width with every
 * control reachable, and no script payload of a listing or its seller's profile runs (canary, dialogs, page
 * errors). What every page shows as text, for the whole corpus, is HostileListingDetails.test.tsx
 * (src/features/listing-detail/components); the comment threads are hostile-comments.e2e.ts.
 */

const hostile = useHostileCorpus();
const wide = layoutBreakers(hostile.corpus);
const wideIds = new Set(wide.map((listing) => listing.event.id));
// Those built to break layout are visited at 1280 px below already, with the same checks.
const scripted = scriptCarriers(hostile.corpus).filter((listing) => !wideIds.has(listing.event.id));

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

describe('hostile corpus: listing detail pages in the browser', () => {
  it('picks the listings built to break layout and those carrying script payloads', () => {
    expect(wide.length).toBeGreaterThan(8);
    expect(scripted.length).toBeGreaterThan(24);
  });

  for (const [index, listings] of chunked(wide).entries()) {
    it(`keeps the layout on a phone for the listings built to break it (part ${index + 1})`, async () => {
      await visitAll(hostile, listings, PHONE);
    });
    it(`keeps the layout at 1280 px for the listings built to break it (part ${index + 1})`, async () => {
      await visitAll(hostile, listings, DESKTOP);
    });
  }

  for (const [index, listings] of chunked(scripted).entries()) {
    it(`runs none of the script payloads of listings and their sellers' profiles (part ${index + 1})`, async () => {
      await visitAll(hostile, listings, DESKTOP);
    });
  }
});
