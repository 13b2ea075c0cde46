import type { ListState } from '@/features/private-lists/public';
import { muteEntries, type MuteEdit, type MuteEntry } from '@/nostr/mute-list';

import { setActiveMutes } from './active-mutes';
import { loadCachedMutes, saveCachedMutes } from './mute-cache';
import { muteStore, publicEntriesOfUnreadable, type MuteValue } from './mute-store';

/** Each entry once, the first list's first (as muteEntries keeps them). */
function union(...lists: (readonly MuteEntry[])[]): MuteEntry[] {
  const seen = new Set<string>();
  const all: MuteEntry[] = [];
  for (const list of lists) {
    for (const entry of list) {
      const key = `${entry.type}:${entry.value}`;
      if (seen.has(key)) continue;
      seen.add(key);
      all.push(entry);
    }
  }
  return all;
}

/**
 * What `state` mutes for `pubkey`'s page: a complete read (`ready`) is the list, and the cache is updated to it;
 * until then (loading, a silent relay, a list that could not be decrypted) the cached list still holds, with
 * whatever could be read added, so a mute never lapses because a relay is slow. Undefined: not this account's
 * list yet (the store is still on the signed-out list).
 */
export function mutesOfState(state: ListState<MuteValue, MuteEdit>, pubkey: string, cached: readonly MuteEntry[]): MuteEntry[] | undefined {
  if (state.mode !== 'account') return undefined;
  const read = muteEntries(state.value.items);
  if (state.status === 'ready') return read;
  return union(read, publicEntriesOfUnreadable(pubkey) ?? [], cached);
}

/** Keeps the page's mutes on `pubkey`'s list as the store reads and edits it; returns the unsubscribe. */
export function followMuteStore(pubkey: string): () => void {
  const cached = loadCachedMutes(pubkey);
  const apply = () => {
    const state = muteStore.getState();
    const entries = mutesOfState(state, pubkey, cached);
    if (entries === undefined) return;
    setActiveMutes(entries, pubkey);
    // Only what every relay agreed on is kept for the next visit, edits still being written included.
    if (state.status === 'ready') saveCachedMutes(pubkey, entries);
  };
  const unsubscribe = muteStore.subscribe(apply);
  apply();
  return unsubscribe;
}
