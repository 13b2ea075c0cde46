import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { KIND } from '@/config/constants';

import { newKeys, nowSeconds, publishEvents, signEvent, startTestRelay } from '@testing/test-relay';
import { relaySource } from '@/features/network/public';
import { newSavedSearch } from '@/nostr/saved-search';

import { countNewMatches } from './new-matches';

// Node 20 has no global WebSocket; the relay reader uses the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

function listing(d: string, title: string, make: string, publishedAt: number, createdAt = publishedAt) {
  return signEvent(newKeys(), {
    kind: KIND.listing,
    created_at: createdAt,
    content: '',
    tags: [['d', d], ['title', title], ['price', '9000', 'EUR'], ['published_at', String(publishedAt)], ['make', make], ['t', 'car']],
  });
}

describe('countNewMatches', () => {
  it('counts, per saved search, the matches first published since it was last opened', async () => {
    const relay = await startTestRelay();
    try {
      const now = nowSeconds();
      const opened = now - 100;
      await publishEvents(relay.url, [
        listing('old', 'Golf old', 'Volkswagen', now - 500),
        listing('new', 'Golf new', 'Volkswagen', now - 50),
        // An edit of an old listing moves created_at, not published_at: not new.
        listing('edited', 'Golf edited', 'Volkswagen', now - 500, now - 20),
        listing('bmw', 'BMW 320d', 'BMW', now - 40),
      ]);
      const golf = newSavedSearch('Golfs', 'q=golf', opened, 'golf');
      const vw = newSavedSearch('VW', 'make=Volkswagen', opened, 'vw');
      const any = newSavedSearch('All', '', now - 45, 'all');
      const counts = await countNewMatches(relaySource([relay.url]), [golf, vw, any]);
      expect(Object.fromEntries(counts)).toEqual({ golf: 1, vw: 1, all: 1 });
    } finally {
      await relay.close();
    }
  });
});
