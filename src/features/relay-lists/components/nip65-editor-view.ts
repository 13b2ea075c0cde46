import type { NostrEvent } from '@/nostr/event';
import { MAX_RELAY_LIST_ENTRIES, type RelayListEntry } from '@/nostr/relay-list';
import { applyRelayEdits, relayListEntries, relayListTags, type RelayEdit } from '@/nostr/relay-list-edit';

/**
 * What the editor shows of the user's NIP-65 list: its raw tags with the unsaved edits applied
 * (src/nostr/relay-list-edit.ts), so other clients' entries and tags count too; at most
 * MAX_RELAY_LIST_ENTRIES relays are listed, the rest of a longer list is kept as it is.
 */
export function nip65EditorView(base: NostrEvent, edits: readonly RelayEdit[]): { entries: RelayListEntry[]; hidden: number; changed: boolean } {
  const baseTags = relayListTags(base);
  const tags = applyRelayEdits(baseTags, edits);
  const entries = relayListEntries(tags);
  return {
    entries: entries.slice(0, MAX_RELAY_LIST_ENTRIES),
    hidden: Math.max(0, entries.length - MAX_RELAY_LIST_ENTRIES),
    changed: JSON.stringify(tags) !== JSON.stringify(baseTags),
  };
}
