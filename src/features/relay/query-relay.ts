import type { NostrEvent, NostrFilter, NPool } from '@nostrify/nostrify';

/**
 * Asks one relay (the configured read relay) and throws on failure, unlike `NPool.query`, which swallows
 * errors and returns partial results. Errors: 'Subscription closed' on CLOSED, 'The signal has been aborted'
 * when the caller cancels or `timeoutMs` passes. A query whose filters expect zero results returns [] at once.
 */
export function queryRelay(
  pool: NPool,
  relayUrl: string,
  filters: NostrFilter[],
  options: { signal?: AbortSignal; timeoutMs: number },
): Promise<NostrEvent[]> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  return pool.relay(relayUrl).query(filters, { signal });
}
