import type { NPool } from '@nostrify/nostrify';

import { QUERY_DEFAULTS } from '@/config/constants';
import { LazyRelay } from '@/features/relay/lazy-relay';

/**
 * Whether the read relay has no open socket right now. NRelay1 keeps reconnecting to a dead relay with
 * backoff, so a query against it only ends when its timeout aborts it.
 */
export function isRelayUnreachable(pool: NPool, relayUrl: string): boolean {
  const relay = pool.relay(relayUrl);
  return relay instanceof LazyRelay && !relay.isOpen;
}

export function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * TanStack retry policy for relay reads. The default (3 retries at 1 s, 2 s, 4 s after 5 s timeouts) makes a
 * user with a dead relay wait ~27 s for the error. A timeout while the socket is not even open means the
 * relay is unreachable, and the error state (with its Retry button and the hint to switch relays) is more
 * useful at once. A slow but connected relay, or a CLOSED answer, still gets the spec's 3 retries.
 */
export function retryUnlessUnreachable(pool: NPool, relayUrl: string) {
  return (failureCount: number, error: unknown): boolean => {
    if (failureCount >= QUERY_DEFAULTS.retry) return false;
    return !(isAbort(error) && isRelayUnreachable(pool, relayUrl));
  };
}
