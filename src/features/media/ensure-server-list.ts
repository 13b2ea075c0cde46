import { KIND, TIMEOUTS } from '@/config/constants';
import type { NostrEvent } from '@/nostr/event';
import { buildBlossomServerList } from '@/nostr/blossom-servers';
import type { EventTemplate } from '@/nostr/event';

export interface EnsureServerListDeps {
  pubkey: string;
  servers: readonly string[];
  /** Reads the relays (throws when none answered). */
  query: (filters: [{ kinds: number[]; authors: string[]; limit: number }], options: { timeoutMs: number }) => Promise<NostrEvent[]>;
  publish: (template: EventTemplate) => Promise<unknown>;
  now?: () => number;
}

/** Pubkeys already checked (or being checked) on this page: one look per seller and session is enough. */
const checked = new Set<string>();

/**
 * BUD-03: publishes the seller's kind-10063 server list naming the configured servers when they have none,
 * so readers can find their photos elsewhere if one server goes away (docs/product.md §4 Photos). A list the
 * seller already has is never touched; when no relay answers, nothing is published and the next upload asks again.
 */
export async function ensureBlossomServerList(deps: EnsureServerListDeps): Promise<'exists' | 'published' | 'skipped'> {
  if (checked.has(deps.pubkey) || deps.servers.length === 0) return 'skipped';
  checked.add(deps.pubkey);
  try {
    const events = await deps.query([{ kinds: [KIND.blossomServers], authors: [deps.pubkey], limit: 1 }], { timeoutMs: TIMEOUTS.profileFetch * 2 });
    if (events.some((event) => event.kind === KIND.blossomServers && event.pubkey === deps.pubkey)) return 'exists';
    await deps.publish(buildBlossomServerList(deps.servers, (deps.now ?? Date.now)()));
    return 'published';
  } catch (error) {
    checked.delete(deps.pubkey);
    console.warn('[media] Could not check or publish the Blossom server list.', error);
    return 'skipped';
  }
}
