import { eventStore } from '@/features/relay/public';
import type { MuteEntry } from '@/nostr/mute-list';
import { muteRuleOf } from '@/nostr/mute-rule';

/**
 * What the page mutes now, for everyone who asks: the event store's rule (every reader hides muted authors,
 * hashtags, threads and listings with muted words once, docs/architecture.md §20) and the muted people, for
 * screens that are not fed by the store (messages, whose senders are inside gift wraps) or that say "You
 * muted this seller". Set from the cached list at first paint, then from the list read from the relays.
 */

export interface ActiveMutes {
  pubkeys: ReadonlySet<string>;
  entries: readonly MuteEntry[];
}

const NONE: ActiveMutes = { pubkeys: new Set(), entries: [] };
let active: ActiveMutes = NONE;
const listeners = new Set<() => void>();

function keyOf(entries: readonly MuteEntry[]): string {
  return entries.map((entry) => `${entry.type}:${entry.value}`).toSorted().join('\n');
}

let activeKey = '';

/**
 * Makes `entries` the mutes of `self`'s page (none: nothing muted); nothing happens when they are the same as
 * now. `self`'s own events are never hidden.
 */
export function setActiveMutes(entries: readonly MuteEntry[], self?: string): void {
  const key = `${self ?? ''}\n${keyOf(entries)}`;
  if (key === activeKey) return;
  activeKey = key;
  active = entries.length === 0 ? NONE : { entries, pubkeys: new Set(entries.filter((entry) => entry.type === 'pubkey').map((entry) => entry.value)) };
  eventStore.setMuteRule(muteRuleOf(entries, self));
  for (const listener of listeners) listener();
}

export function getActiveMutes(): ActiveMutes {
  return active;
}

export function subscribeActiveMutes(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
