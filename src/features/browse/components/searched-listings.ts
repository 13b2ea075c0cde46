import type { SearchedListings } from '@/features/listing-card/public';
import type { NetworkSearchProgress } from '@/features/listings/public';
import { stoppedRelays } from '@/nostr/search-paging';

function hostOf(relay: string): string {
  try {
    return new URL(relay).host;
  } catch {
    return relay;
  }
}

/** What the count line says a network search searched (docs/product.md §2 Home: browse tab, count line). */
export function searchedListings(progress: NetworkSearchProgress, listings: number, relays: number): SearchedListings {
  const stopped = stoppedRelays(progress.cursors);
  return {
    listings,
    relays,
    // A relay that stopped early still holds older listings nobody searched: not "all".
    all: progress.phase === 'exhausted' && stopped.length === 0,
    searching: progress.phase === 'searching',
    stopped: stopped.map(({ relay, reason }) => `${hostOf(relay)} ${reason}`),
  };
}
