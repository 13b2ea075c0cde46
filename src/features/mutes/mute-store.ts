import { PrivateListStore, type ListAdapter } from '@/features/private-lists/public';
import {
  applyMuteEdits,
  muteEntries,
  muteListContent,
  muteListTemplate,
  readMuteList,
  type MuteEdit,
  type MuteEntry,
  type MuteItems,
} from '@/nostr/mute-list';
import type { PrivateContentFormat } from '@/nostr/private-items';

import { muteCiphersOf } from './mute-cipher';

/** The mute list as the store holds it: its items, and how its private part was encrypted (written back alike). */
export interface MuteValue {
  items: MuteItems;
  format: PrivateContentFormat;
}

const EMPTY: MuteValue = { items: { publicTags: [], privateTags: [] }, format: 'empty' };

/**
 * What the last read of a list that cannot be edited still mutes: its public items (NIP-51). The store shows
 * such a list as empty and refuses edits; the mute rule still applies what could be read (mute-rule-sync.ts).
 */
let unreadablePublic: { pubkey: string; entries: MuteEntry[] } | undefined;

export function publicEntriesOfUnreadable(pubkey: string): MuteEntry[] | undefined {
  return unreadablePublic?.pubkey === pubkey ? unreadablePublic.entries : undefined;
}

export const muteListAdapter: ListAdapter<MuteValue, MuteEdit> = {
  empty: EMPTY,
  apply: (value, edits) => ({ items: applyMuteEdits(value.items, edits), format: value.format }),
  // Signed out nothing is muted: a mute is the account's (docs/product.md §2 Mute).
  loadLocal: () => EMPTY,
  saveLocal: () => undefined,
  read: async (event, cipher) => {
    const read = await readMuteList(event, muteCiphersOf(cipher));
    if (read.status === 'ok') return { status: 'ok', value: { items: read.items, format: read.format } };
    if (event !== null) unreadablePublic = { pubkey: event.pubkey, entries: muteEntries(read.items) };
    return { status: read.status };
  },
  template: async (previous, value, cipher, now) => {
    const content = await muteListContent(value.items, value.format, muteCiphersOf(cipher));
    // Written back as read, or NIP-44 when the signer no longer has NIP-04 (mute-list.ts muteListContent).
    return muteListTemplate(previous, value.items, content, now);
  },
};

/** The signed-in user's NIP-51 mute list (kind 10000), read and edited like favourites (docs/architecture.md §16). */
export const muteStore = new PrivateListStore(muteListAdapter);
