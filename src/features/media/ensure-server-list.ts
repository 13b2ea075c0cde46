import { KIND } from '@/config/constants';
import { newestOfKindFilter } from '@/nostr/account-filters';
import { buildBlossomServerList } from '@/nostr/blossom-servers';
import type { EventTemplate, NostrEvent, NostrFilter } from '@/nostr/event';
import type { OwnListRead } from '@/nostr/own-list-read';

export interface EnsureServerListDeps {
  pubkey: string;
  servers: readonly string[];
  /** Reads the user's own list from every one of their relays (`readOwnList`). */
  read: (filter: NostrFilter, accept: (event: NostrEvent) => boolean) => Promise<OwnListRead>;
  publish: (template: EventTemplate) => Promise<unknown>;
  now?: () => number;
}

/** Pubkeys already checked (or being checked) on this page: one look per seller and session is enough. */
const checked = new Set<string>();

/**
 * BUD-03: publishes the seller's kind-10063 server list naming the configured servers when they have none,
 * so readers can find their photos elsewhere if one server goes away (docs/product.md §4 Photos). A list the
 * seller already has is never touched. Only a read that heard from every relay and found none leads to a
 * list (docs/architecture.md §16): when a relay is silent, nothing is published and the next upload asks again.
 */
export async function ensureBlossomServerList(deps: EnsureServerListDeps): Promise<'exists' | 'published' | 'skipped'> {
  if (checked.has(deps.pubkey) || deps.servers.length === 0) return 'skipped';
  checked.add(deps.pubkey);
  try {
    const read = await deps.read(newestOfKindFilter(KIND.blossomServers, deps.pubkey), (event) => event.kind === KIND.blossomServers && event.pubkey === deps.pubkey);
    if (read.state === 'found') return 'exists';
    if (read.state === 'unknown') {
      checked.delete(deps.pubkey);
      return 'skipped';
    }
    await deps.publish(buildBlossomServerList(deps.servers, (deps.now ?? Date.now)()));
    return 'published';
  } catch (error) {
    checked.delete(deps.pubkey);
    console.warn('[media] Could not check or publish the Blossom server list.', error);
    return 'skipped';
  }
}
