import { nip19 } from 'nostr-tools';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFinished } from 'vitest';

import { startTestRelay, type RelayHandle } from '@testing/test-relay';
import { buildHostileCorpus, type CorpusListing, type HostileCorpus } from '../fixtures/hostile-corpus';
import { connectBrowser, screenshotIfFailed } from './browser';
import { openHostileSession, type HostileSession } from './hostile-page';

export interface HostileFixture {
  readonly corpus: HostileCorpus;
  readonly relayUrl: string;
  /** Opens a hostile session for the current test; it is closed (after a screenshot on failure) when the test ends. */
  session(viewport?: { width: number; height: number }): Promise<HostileSession>;
}

/**
 * A relay of its own holding a freshly signed hostile corpus, and a connection to the run's browser, for the
 * whole test file. The corpus never reaches the shared relay, so other test files' grids stay as they expect them.
 */
export function useHostileCorpus(): HostileFixture {
  let relay: RelayHandle | undefined;
  let browser: Browser | undefined;
  // Built while the file is collected, so tests can be named and split by what the corpus holds.
  const corpus = buildHostileCorpus();

  beforeAll(async () => {
    relay = await startTestRelay();
    const refused: string[] = [];
    for (const event of corpus.events) {
      await relay.publish(event).catch((error: unknown) => refused.push(`${event.kind} ${event.id}: ${String(error)}`));
    }
    // Every corpus event is validly signed: a real relay must take them all, or the suite tests less than it says.
    expect(refused).toEqual([]);
    expect(corpus.events.length).toBeGreaterThanOrEqual(200);
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await relay?.close();
  });

  return {
    corpus,
    get relayUrl() {
      return relay!.url;
    },
    async session(viewport) {
      const session = await openHostileSession(browser!, relay!.url, viewport);
      // One hook for both, in this order: onTestFailed hooks would run after onTestFinished closed the page.
      onTestFinished(async ({ task }) => {
        try {
          await screenshotIfFailed(session.page, task, false);
        } finally {
          await session.close();
        }
      });
      return session;
    },
  };
}

/** The grid's link format: `/listing/<id>?seller=<npub>`. */
export function listingUrl(appUrl: string, listing: CorpusListing, withSeller = true): string {
  const path = `${appUrl}/listing/${encodeURIComponent(listing.routeId)}`;
  return withSeller ? `${path}?seller=${nip19.npubEncode(listing.event.pubkey)}` : path;
}

/** Whitespace runs as one space, as the browser lays text out. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
