import { sortEvents, type Filter, type NostrEvent } from 'nostr-tools';

import type { CarstrEventRepository } from './carstr-event-repository';

/**
 * The stored answer to a REQ: each filter's own results (each with its own limit), merged without
 * duplicates, newest first. Done here rather than by the library's findEvents, whose observable
 * loses repository errors (the REQ then never ends) and does not order across filters.
 */
export async function findForFilters(
  repository: CarstrEventRepository,
  filters: readonly Filter[],
): Promise<NostrEvent[]> {
  const byId = new Map<string, NostrEvent>();
  for (const filter of filters) {
    for (const event of await repository.findMatching(filter)) byId.set(event.id, event);
  }
  return sortEvents([...byId.values()]);
}
