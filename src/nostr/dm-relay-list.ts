import { KIND } from '@/config/constants';

import type { EventTemplate, NostrEvent } from './event';
import { acceptRelayUrl, type RelayUrlPolicy } from './relay-list';

/** At most this many DM relays are used: a list of 500 must not mean 500 sockets per message. */
export const MAX_DM_RELAYS = 10;

/**
 * Reads a NIP-17 DM relay list (kind 10050): its `relay` tags, in order, each URL once in its canonical
 * spelling, unusable URLs dropped by `policy` (as for NIP-65 lists), at most {@link MAX_DM_RELAYS}. An event
 * of another kind, or one without a usable relay, gives `[]` (that person cannot be messaged). Never throws.
 */
export function parseDmRelayList(event: Pick<NostrEvent, 'kind' | 'tags'>, policy: RelayUrlPolicy): string[] {
  const relays: string[] = [];
  if (event.kind !== KIND.dmRelayList || !Array.isArray(event.tags)) return relays;
  for (const tag of event.tags) {
    if (relays.length >= MAX_DM_RELAYS) break;
    if (!Array.isArray(tag) || tag[0] !== 'relay') continue;
    const url = acceptRelayUrl(tag[1], policy);
    if (url !== undefined && !relays.includes(url)) relays.push(url);
  }
  return relays;
}

/**
 * A kind 10050 list naming `relays` (distinct, at most {@link MAX_DM_RELAYS}), keeping every tag of
 * `previous` that is not a `relay` tag and its content, so another client's additions survive an edit.
 */
export function buildDmRelayListEvent(relays: readonly string[], createdAt: number, previous?: Pick<NostrEvent, 'tags' | 'content'>): EventTemplate {
  const kept = (previous?.tags ?? []).filter((tag) => Array.isArray(tag) && tag[0] !== 'relay');
  const distinct = [...new Set(relays)].slice(0, MAX_DM_RELAYS);
  return { kind: KIND.dmRelayList, content: previous?.content ?? '', tags: [...distinct.map((url) => ['relay', url]), ...kept], created_at: createdAt };
}
