import type { RelayEdit } from '@/nostr/relay-list-edit';

/**
 * Unsaved relay-list edits per account, for the life of the page. The selector's popover unmounts when it
 * closes, and choosing a relay closes it; a user who picks a relay in order to add it to their list must
 * find their other edits still there when they reopen it. One store per list (NIP-65, DM relays).
 */
export function relayEditStore<Edit>() {
  const unsaved = new Map<string, readonly Edit[]>();
  return {
    read: (pubkey: string): readonly Edit[] => unsaved.get(pubkey) ?? [],
    keep: (pubkey: string, edits: readonly Edit[]): void => {
      if (edits.length === 0) unsaved.delete(pubkey);
      else unsaved.set(pubkey, edits);
    },
  };
}

const nip65Edits = relayEditStore<RelayEdit>();

export function unsavedRelayEdits(pubkey: string): readonly RelayEdit[] {
  return nip65Edits.read(pubkey);
}

export function keepRelayEdits(pubkey: string, edits: readonly RelayEdit[]): void {
  nip65Edits.keep(pubkey, edits);
}
