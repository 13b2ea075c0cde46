import { relaySource } from '@/features/network/public';
import { eventStore, NoRelayAnswered } from '@/features/relay/public';
import type { NostrFilter } from '@/nostr/event';
import type { CarListing } from '@/nostr/listing';
import { sortListings } from '@/nostr/listing-sort';
import { networkSearchFilter, type NetworkSearchTerms } from '@/nostr/network-search-query';
import type { RelayOutcome } from '@/nostr/relay-outcome';
import {
  advanceCursor,
  SEARCH_READ_BOUND,
  SEARCH_SCREENFUL,
  searchPhase,
  startCursor,
  type RelaySearchCursor,
  type SearchPhase,
} from '@/nostr/search-paging';

import { readListings } from './read-listings';
import { relaySupportsSearch } from './relay-search-support';
import { listingEvent } from './to-listings';

/** One page from one relay: its valid listings (read the one way listings are read) and how it answered. */
export interface SearchPageRead {
  listings: CarListing[];
  outcome: RelayOutcome;
}

export type ReadSearchPage = (relay: string, filter: NostrFilter, signal: AbortSignal) => Promise<SearchPageRead>;

/** What a network search has found and where its paging stands. */
export interface NetworkSearchSnapshot {
  /** Listings its pages brought, newest version per address, newest first (not yet matched: the caller does that). */
  listings: CarListing[];
  cursors: RelaySearchCursor[];
  phase: SearchPhase;
}

export interface NetworkSearchOptions {
  relays: readonly string[];
  terms: NetworkSearchTerms;
  signal: AbortSignal;
  onChange: (snapshot: NetworkSearchSnapshot) => void;
  /** Default: the relay's NIP-11 document, cached (relay-search-support.ts). */
  supportsSearch?: (relay: string) => Promise<boolean>;
  /** Default: `readListings` from that relay alone. */
  readPage?: ReadSearchPage;
  /** Default SEARCH_READ_BOUND. */
  bound?: number;
}

/** A single-relay read: a relay that did not answer becomes its failed outcome, not an error. */
export const readSearchPage: ReadSearchPage = async (relay, filter, signal) => {
  try {
    const read = await readListings(relaySource([relay]), [filter], { signal });
    return { listings: read.listings, outcome: read.outcomes[0] ?? { relay, status: 'failed', reason: 'No answer' } };
  } catch (error) {
    if (signal.aborted) throw error;
    const outcome = error instanceof NoRelayAnswered ? error.outcomes[0] : undefined;
    return { listings: [], outcome: outcome ?? { relay, status: 'failed', reason: error instanceof Error ? error.message : 'Failed' } };
  }
};

/**
 * docs/product.md §2 Home: browse tab, "Keep looking": one search's paging through every read relay. Each relay is
 * read one page at a time (so at most one search REQ per relay is open), with the narrowest request it can
 * express (network-search-query.ts), until the matches fill a screen, every relay ran out or stopped, or the
 * read bound is reached; `more()` goes on from there. Aborting the signal (a new search) ends it; nothing is
 * reported after that.
 */
export class NetworkSearch {
  private readonly options: NetworkSearchOptions;
  private cursors: RelaySearchCursor[];
  private found = new Map<string, CarListing>();
  private bound: number;
  private screenful = SEARCH_SCREENFUL;
  private matches = 0;
  private readonly running = new Set<string>();
  /** Whether `start()` was called: a match count arriving before (the caller waits for a typing pause) starts nothing. */
  private begun = false;

  constructor(options: NetworkSearchOptions) {
    this.options = options;
    this.cursors = [...new Set(options.relays)].map(startCursor);
    this.bound = options.bound ?? SEARCH_READ_BOUND;
  }

  phase(): SearchPhase {
    return searchPhase(this.cursors, this.matches, { bound: this.bound, screenful: this.screenful });
  }

  snapshot(): NetworkSearchSnapshot {
    const listings = sortListings(eventStore.current([...this.found.values()], listingEvent), 'newest');
    return { listings, cursors: [...this.cursors], phase: this.phase() };
  }

  /** Starts (or resumes) every relay that has more, while the search is not paused. */
  start(): void {
    this.begun = true;
    if (this.options.signal.aborted || this.phase() !== 'searching') return;
    for (const cursor of this.cursors) {
      if (cursor.status === 'more' && !this.running.has(cursor.relay)) void this.pageThrough(cursor.relay);
    }
  }

  /** How many listings match the whole search now (the caller matches them with the grid's): a screenful pauses. */
  setMatches(matches: number): void {
    const before = this.phase();
    this.matches = matches;
    if (!this.begun) return;
    if (before !== this.phase()) this.report();
    this.start();
  }

  /** 'Search older listings': another SEARCH_READ_BOUND listings and another screenful of matches. */
  more(): void {
    const read = this.cursors.reduce((sum, cursor) => sum + cursor.read, 0);
    this.bound = read + SEARCH_READ_BOUND;
    this.screenful = this.matches + SEARCH_SCREENFUL;
    this.report();
    this.start();
  }

  private report(): void {
    if (!this.options.signal.aborted) this.options.onChange(this.snapshot());
  }

  private cursorOf(relay: string): RelaySearchCursor | undefined {
    return this.cursors.find((cursor) => cursor.relay === relay);
  }

  private async pageThrough(relay: string): Promise<void> {
    const { signal, terms } = this.options;
    this.running.add(relay);
    try {
      const nip50 = await (this.options.supportsSearch ?? relaySupportsSearch)(relay);
      for (let cursor = this.cursorOf(relay); cursor?.status === 'more' && !signal.aborted && this.phase() === 'searching'; cursor = this.cursorOf(relay)) {
        const filter = networkSearchFilter(terms, { nip50 }, { until: cursor.until });
        const page = await (this.options.readPage ?? readSearchPage)(relay, filter, signal);
        if (signal.aborted) return;
        this.cursors = this.cursors.map((each) => (each.relay === relay ? advanceCursor(each, page.outcome) : each));
        for (const listing of page.listings) this.found.set(listing.event.id, listing);
        this.report();
      }
    } catch (error) {
      // Cancelled by a new search: nothing to report. Anything else stops only this relay.
      if (signal.aborted) return;
      console.warn(`[search] Paging ${relay} failed; the other relays go on.`, error);
      this.cursors = this.cursors.map((each) => (each.relay === relay && each.status === 'more' ? { relay, status: 'stopped', reason: 'stopped answering', read: each.read } : each));
      this.report();
    } finally {
      this.running.delete(relay);
    }
  }
}
