import type { Filter, NostrEvent } from 'nostr-tools';

import type { CarstrEventRepository } from './carstr-event-repository';
import { RELAY_LIMITS } from './relay-limits';

export interface CountResult {
  count: number;
  /** NIP-45: set when we stopped counting at our cap. */
  approximate?: true;
}

/**
 * NIP-45 COUNT, which the library lacks: the number of distinct stored events matching any of the
 * filters that this connection may see (`mayCount`, the same rule as REQ delivery: gift wraps only to
 * their authenticated recipient, so a count never tells how many wraps someone has, or when). `limit` is
 * ignored (it bounds what a REQ returns, not what exists); counting goes through the same query path as
 * REQ so both always agree, up to `maxCount`.
 */
export async function countEvents(
  repository: CarstrEventRepository,
  filters: readonly Filter[],
  mayCount: (event: NostrEvent) => boolean,
): Promise<CountResult> {
  const ids = new Set<string>();
  let capped = false;
  for (const filter of filters) {
    const events = await repository.findMatching(filter, RELAY_LIMITS.maxCount);
    if (events.length >= RELAY_LIMITS.maxCount) capped = true;
    for (const event of events) if (mayCount(event)) ids.add(event.id);
  }
  return capped || ids.size >= RELAY_LIMITS.maxCount ? { count: ids.size, approximate: true } : { count: ids.size };
}
