import type { NostrEvent, NostrFilter } from '@/nostr/event';
import type { RelayOutcome } from '@/nostr/relay-outcome';

import type { QueryOptions } from './connection/subscription-reads';
import { isAbort, QueryTimeout, RelayUnreachable, SubscriptionClosed } from './connection/relay-errors';
import { newestFirst } from './connection/query-results';
import { relayPool } from './connection/relay-pool';
import { eventStore } from './store/event-store';

export interface RelaysRead {
  /**
   * Verified events from every relay that answered, each once, newest first, as the event store says now
   * (docs/architecture.md §20): one version per address, without what is known deleted or muted.
   */
  events: NostrEvent[];
  /** Events the relays sent that the store knows their authors deleted (left out of `events`; for screens that say so). */
  deleted: NostrEvent[];
  /** One outcome per relay asked, in the order they were asked. */
  outcomes: RelayOutcome[];
  /** Where each event (by id) was seen. */
  seenOn: ReadonlyMap<string, readonly string[]>;
}

/** Thrown when no relay of a read answered: the screens' error state ('Failed to load …'). */
export class NoRelayAnswered extends Error {
  constructor(readonly outcomes: RelayOutcome[]) {
    super(outcomes.length === 0 ? 'No relay to read from' : `No relay answered: ${outcomes.map((outcome) => ('reason' in outcome ? outcome.reason : '')).join('; ')}`);
    this.name = 'NoRelayAnswered';
  }

  /** Whether not one relay could even be connected to: asking again at once will not help. */
  get unreachable(): boolean {
    return this.outcomes.every((outcome) => outcome.status === 'failed' && outcome.reason === UNREACHABLE);
  }
}

const UNREACHABLE = 'Could not connect';
const TOO_SLOW = 'No answer in time';

/**
 * How long the other relays get once the first one has answered: a relay that is slow (or holds the socket
 * open without answering) must not keep a screen loading until its own timeout.
 */
export const SLOW_RELAY_GRACE_MS = 2_000;

export interface ReadRelaysOptions extends QueryOptions {
  /** Defaults to SLOW_RELAY_GRACE_MS; the first relay to answer starts it. */
  graceMs?: number;
  /**
   * Waits for every relay until its own timeout, with no grace: a read before an edit of the user's own list
   * must hear from each relay asked (docs/architecture.md §16).
   */
  waitForEvery?: boolean;
  /** Told which relay sent an event the limits on relay data dropped. */
  onRefusedFrom?: (relay: string) => void;
}

/** What the event store says is current of `events` (docs/architecture.md §20). */
function current(events: NostrEvent[]): NostrEvent[] {
  return eventStore.current(events, (event) => event);
}

function outcomeOf(relay: string, error: unknown): RelayOutcome {
  if (error instanceof SubscriptionClosed && error.reason.startsWith('auth-required:')) return { relay, status: 'needs-login', reason: error.reason };
  if (error instanceof RelayUnreachable) return { relay, status: 'failed', reason: UNREACHABLE, refused: true };
  if (error instanceof QueryTimeout) return { relay, status: 'failed', reason: error.relayReachable ? 'Timed out' : UNREACHABLE };
  return { relay, status: 'failed', reason: error instanceof Error && error.message !== '' ? error.message : 'Failed' };
}

/**
 * Asks every relay of `relays` at once, each through its one connection and with its own timeout, and merges
 * the answers: each event once, newest first, with where it was seen. Every verified event goes into the
 * page's event store, and what comes back is what the store says is current. A slow or dead relay never holds back
 * the others' events (`onEvents` streams every relay's batches as they arrive); a relay that fails only
 * shows in the outcomes. Throws when the caller cancels, and NoRelayAnswered when not one relay answered.
 */
export async function readRelays(relays: readonly string[], filters: NostrFilter[], options: ReadRelaysOptions): Promise<RelaysRead> {
  const grace = new AbortController();
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  const startGrace = () => {
    if (options.waitForEvery === true) return;
    graceTimer ??= setTimeout(() => grace.abort(), options.graceMs ?? SLOW_RELAY_GRACE_MS);
  };
  const signal = options.signal ? AbortSignal.any([options.signal, grace.signal]) : grace.signal;
  const seenOn = new Map<string, string[]>();
  const byId = new Map<string, NostrEvent>();
  const note = (relay: string, events: readonly NostrEvent[]) => {
    const fresh: NostrEvent[] = [];
    for (const event of events) {
      const where = seenOn.get(event.id);
      if (where === undefined) {
        seenOn.set(event.id, [relay]);
        byId.set(event.id, event);
        fresh.push(event);
      } else if (!where.includes(relay)) {
        where.push(relay);
      }
    }
    eventStore.addMany(fresh);
    return fresh;
  };
  const outcomes = await Promise.all(
    [...new Set(relays)].map(async (relay): Promise<RelayOutcome> => {
      const started = performance.now();
      try {
        const events = await relayPool()
          .relay(relay)
          .query(filters, {
            ...options,
            signal,
            onEvents: (batch) => {
              const fresh = current(note(relay, batch));
              if (fresh.length > 0) options.onEvents?.(fresh);
            },
            ...(options.onRefusedFrom ? { onRefused: () => options.onRefusedFrom?.(relay) } : {}),
          });
        note(relay, events);
        startGrace();
        let oldest: number | undefined;
        for (const event of events) if (oldest === undefined || event.created_at < oldest) oldest = event.created_at;
        return { relay, status: 'answered', received: events.length, oldest, elapsedMs: Math.round(performance.now() - started) };
      } catch (error) {
        if (options.signal?.aborted && isAbort(error)) throw error;
        if (grace.signal.aborted) return { relay, status: 'failed', reason: TOO_SLOW };
        return outcomeOf(relay, error);
      }
    }),
  ).finally(() => clearTimeout(graceTimer));
  if (!outcomes.some((outcome) => outcome.status === 'answered')) throw new NoRelayAnswered(outcomes);
  const all = newestFirst(byId.values());
  return { events: current(all), deleted: all.filter((event) => eventStore.isDeleted(event)), outcomes, seenOn };
}
