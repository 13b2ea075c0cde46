import type { ListingPage } from '@/nostr/grid-paging';
import type { RelayOutcome } from '@/nostr/relay-outcome';

/** A relay that took longer than this to send its stored listings is shown as slow. */
export const SLOW_RELAY_MS = 2_000;

export type RelayState =
  | { relay: string; state: 'waiting' }
  | { relay: string; state: 'answered' }
  | { relay: string; state: 'slow' }
  | { relay: string; state: 'failed'; reason: string }
  | { relay: string; state: 'needs-login' };

export interface RelayStatusSummary {
  answered: number;
  total: number;
  relays: RelayState[];
}

function stateOf(outcome: RelayOutcome): RelayState {
  if (outcome.status === 'failed') return { relay: outcome.relay, state: 'failed', reason: outcome.reason };
  if (outcome.status === 'needs-login') return { relay: outcome.relay, state: 'needs-login' };
  return { relay: outcome.relay, state: (outcome.elapsedMs ?? 0) > SLOW_RELAY_MS ? 'slow' : 'answered' };
}

/**
 * How each read relay did in the grid's pages, its latest page counting: what the relay status line
 * ('3 of 4 relays') and its list show. A relay with no outcome yet is waiting.
 */
export function summariseRelays(relays: readonly string[], pages: readonly Pick<ListingPage, 'outcomes'>[]): RelayStatusSummary {
  const latest = new Map<string, RelayOutcome>();
  for (const page of pages) for (const outcome of page.outcomes) latest.set(outcome.relay, outcome);
  const states = relays.map((relay): RelayState => {
    const outcome = latest.get(relay);
    return outcome === undefined ? { relay, state: 'waiting' } : stateOf(outcome);
  });
  return {
    answered: states.filter((state) => state.state === 'answered' || state.state === 'slow').length,
    total: relays.length,
    relays: states,
  };
}
