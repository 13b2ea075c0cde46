import { TIMEOUTS } from '@/config/constants';
import { eventStore, NoRelayAnswered, readRelays } from '@/features/relay/public';
import type { NostrEvent, NostrFilter } from '@/nostr/event';
import { ownListReadOf, type OwnListRead } from '@/nostr/own-list-read';
import type { RelayOutcome } from '@/nostr/relay-outcome';

export interface OwnListReadOptions {
  signal?: AbortSignal;
  /** Each relay's timeout; defaults to TIMEOUTS.ownListRead. */
  timeoutMs?: number;
  /** Receives the newest accepted version each time a relay's answer brings a newer one (to show it early). */
  onNewest?: (event: NostrEvent) => void;
}

/**
 * Reads one of the user's own replaceable lists from `relays`, waiting for every relay until its timeout (no
 * grace for slow ones), and says whether the answer is complete (docs/architecture.md §16). `accept` picks
 * the events that are this list (kind, author, `d`). Rejects only when the caller aborts.
 */
export async function readOwnList(
  relays: readonly string[],
  filter: NostrFilter,
  accept: (event: NostrEvent) => boolean,
  options: OwnListReadOptions = {},
): Promise<OwnListRead> {
  let newest: NostrEvent | null = null;
  // A relay that sent a version the limits on relay data dropped holds something this read cannot see.
  const refused = new Set<string>();
  const note = (events: Iterable<NostrEvent>) => {
    // The events `accept` takes are versions of one list: the event store's rule picks the newest.
    const [candidate = null] = eventStore.current([...(newest === null ? [] : [newest]), ...events].filter(accept), (event) => event);
    if (candidate !== null && candidate !== newest) {
      newest = candidate;
      options.onNewest?.(candidate);
    }
  };
  try {
    const read = await readRelays(relays, [filter], {
      timeoutMs: options.timeoutMs ?? TIMEOUTS.ownListRead,
      waitForEvery: true,
      onEvents: note,
      onRefusedFrom: (relay) => refused.add(relay),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    note(read.events);
    return ownListReadOf(withRefused(read.outcomes, refused), newest);
  } catch (error) {
    if (error instanceof NoRelayAnswered) return ownListReadOf(withRefused(error.outcomes, refused), newest);
    throw error;
  }
}

/** The outcomes with every relay that sent a dropped event counted as not answered. */
function withRefused(outcomes: readonly RelayOutcome[], refused: ReadonlySet<string>): RelayOutcome[] {
  return outcomes.map((outcome) =>
    refused.has(outcome.relay) ? { relay: outcome.relay, status: 'failed', reason: 'Sent a version Carstr cannot read (too large or malformed)' } : outcome,
  );
}
