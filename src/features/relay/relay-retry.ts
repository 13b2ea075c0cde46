import { QUERY_DEFAULTS } from '@/config/constants';

import { QueryTimeout, RelayConnectionLost, RelayUnreachable } from './connection/relay-errors';
import { NoRelayAnswered } from './read-relays';

/**
 * The one retry policy for relay reads, the query client's default (docs/architecture.md, "The relay layer").
 * The spec's rule (3 retries, backoff from 1 s) holds for a slow relay, a CLOSED answer and a dropped
 * connection. A relay that cannot even be connected to (refused, or a timeout while the socket never opened)
 * shows the error at once, with its Retry button and the hint to switch relays, instead of after ~27 s.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_DEFAULTS.retry) return false;
  if (error instanceof RelayConnectionLost) return true;
  if (error instanceof RelayUnreachable) return false;
  if (error instanceof NoRelayAnswered) return !error.unreachable;
  return !(error instanceof QueryTimeout && !error.relayReachable);
}
