import type { NostrEvent, NostrFilter, NPool } from '@nostrify/nostrify';

/** Sum of the filters' limits; a filter without a limit counts as unbounded. */
function expectedCount(filters: NostrFilter[]): number {
  return filters.reduce((total, filter) => {
    if (filter.ids) return total + Math.min(filter.ids.length, filter.limit ?? Infinity);
    return total + (filter.limit ?? Infinity);
  }, 0);
}

/**
 * Asks one relay (the configured read relay) and throws on failure, unlike `NPool.query`, which swallows
 * errors. Errors: 'Subscription closed' when the relay answers CLOSED, 'The signal has been aborted' when
 * the caller cancels or `timeoutMs` passes. A query whose filters expect zero results returns [] at once,
 * without a request. Results are de-duplicated by id and sorted newest first.
 *
 * NRelay1.req() ends silently on CLOSED (and NRelay1.query() then returns what it has), so the loop is
 * written here: a stream that ends without EOSE and without an abort was closed by the relay.
 */
export async function queryRelay(
  pool: NPool,
  relayUrl: string,
  filters: NostrFilter[],
  options: { signal?: AbortSignal; timeoutMs: number },
): Promise<NostrEvent[]> {
  const limit = expectedCount(filters);
  if (limit === 0) return [];
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const events = new Map<string, NostrEvent>();
  let complete = false;
  for await (const message of pool.relay(relayUrl).req(filters, { signal })) {
    if (message[0] === 'EVENT') events.set(message[2].id, message[2]);
    if (message[0] === 'EOSE' || events.size >= limit) {
      complete = true;
      break;
    }
  }
  if (!complete) {
    if (signal.aborted) throw new DOMException('The signal has been aborted', 'AbortError');
    throw new Error('Subscription closed');
  }
  return [...events.values()].toSorted((a, b) => b.created_at - a.created_at || a.id.localeCompare(b.id));
}
