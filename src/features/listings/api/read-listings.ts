import { TIMEOUTS } from '@/config/constants';
import { checkDeletions, eventStore } from '@/features/relay/public';
import type { NostrEvent, NostrFilter } from '@/nostr/event';
import type { CarListing } from '@/nostr/listing';
import type { RelayOutcome } from '@/nostr/relay-outcome';

import { listingCache } from '../cache/listing-cache';
import type { ListingSource } from './listing-source';
import { listingEvent, toListings, validListings } from './to-listings';

export type { ListingSource };

export interface ListingsRead {
  /** Valid listings, newest version per `pubkey:d`, NIP-09 deletions applied, newest first. */
  listings: CarListing[];
  /** How each relay answered. */
  outcomes: RelayOutcome[];
  /** The relays each event (by id) was seen on. */
  seenOn: ReadonlyMap<string, readonly string[]>;
  /** Listings the relays sent that their authors deleted (left out of `listings`; for screens that say so). */
  deleted: CarListing[];
}

export interface ReadOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Every verified event received so far, each time a batch arrives (for painting before EOSE). */
  onProgress?: (events: readonly NostrEvent[]) => void;
}

/**
 * Asks the relays for the deletion requests that target `listings` (into the event store, docs/architecture.md
 * §20) and keeps what the store then says is current, so a relay that stores kind 5 but keeps serving the
 * deleted events cannot bring a deleted listing back; a deletion found on any relay counts. A failure to ask
 * keeps the listings as the relays sent them, less what the store knew already. What is deleted leaves the
 * local cache too.
 */
async function applyDeletions(
  source: ListingSource,
  listings: CarListing[],
  knownDeleted: CarListing[],
  signal?: AbortSignal,
): Promise<{ kept: CarListing[]; gone: CarListing[] }> {
  if (listings.length > 0) {
    try {
      await checkDeletions(source, listings.map(listingEvent), { signal, timeoutMs: TIMEOUTS.listingQuery });
    } catch (error) {
      if (signal?.aborted) throw error;
      console.warn('[listings] Could not check deletions; showing the listings as the relays sent them.', error);
    }
  }
  const gone = [...knownDeleted, ...listings.filter((listing) => eventStore.isDeleted(listing.event))];
  if (gone.length > 0) for (const relay of source.relays) void listingCache().forget(relay, gone);
  return { kept: eventStore.current(listings, listingEvent), gone };
}

/**
 * The one way the app reads car listings, for any filter (grid pages, a listing's detail, hashtag pages):
 * verified events from every relay of the source → valid listings (`parseListing`, the one validity rule) →
 * newest version per `pubkey:d` → NIP-09 deletions by their authors applied → newest first. A deleted
 * listing is gone from every screen, and the local cache forgets it; a version published after the deletion
 * shows again.
 */
export async function readListings(source: ListingSource, filters: NostrFilter[], options: ReadOptions = {}): Promise<ListingsRead> {
  const received: NostrEvent[] = [];
  const { events, deleted, outcomes, seenOn } = await source.read(filters, {
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? TIMEOUTS.listingQuery,
    onEvents: options.onProgress
      ? (batch) => {
          received.push(...batch);
          options.onProgress?.(received);
        }
      : undefined,
  });
  const { kept, gone } = await applyDeletions(source, toListings(events), validListings(deleted), options.signal);
  return { listings: kept, outcomes, seenOn, deleted: gone };
}
