import { NPool, type NostrEvent } from '@nostrify/nostrify';

import { TIMEOUTS } from '@/config/constants';

import { LazyRelay } from './lazy-relay';

export interface PoolRouting {
  /** The relay every read goes to (SPEC §7: reads go to the configured relay only). */
  readRelay: () => string;
  /** The relays an event is published to (configured relay plus presets, at most 5 distinct). */
  publishRelays: (event: NostrEvent) => string[];
  /** Answers NIP-42 AUTH challenges when a signer is available; failures are ignored by NRelay1. */
  auth?: (relayUrl: string, challenge: string) => Promise<NostrEvent>;
}

/**
 * One NPool of NRelay1 connections. NRelay1 already implements the connection rules of SPEC §4 (re-send
 * subscriptions on open, backoff from 1000 ms, idle close after 30 s, signature check, CLOSED handling).
 * Each NRelay1 is created on first use from a lazily loaded chunk (see LazyRelay).
 */
export function createPool(routing: PoolRouting): NPool<LazyRelay> {
  return new NPool<LazyRelay>({
    open: (url) =>
      new LazyRelay(url, {
        idleTimeout: TIMEOUTS.relayIdleClose,
        auth: routing.auth ? (challenge) => routing.auth!(url, challenge) : undefined,
      }),
    reqRouter: (filters) => new Map([[routing.readRelay(), filters]]),
    eventRouter: (event) => routing.publishRelays(event),
  });
}
