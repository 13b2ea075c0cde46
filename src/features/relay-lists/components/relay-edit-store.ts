/** Where one relay list's unsaved edits wait, per account. */
export interface RelayEditStore<Edit> {
  read(pubkey: string): readonly Edit[];
  keep(pubkey: string, edits: readonly Edit[]): void;
}

/**
 * Unsaved relay-list edits per account, for the life of the page. The selector's popover unmounts when it
 * closes, and choosing a relay closes it; a user who picks a relay in order to add it to their list must
 * find their other edits still there when they reopen it. One store per list (NIP-65, DM relays).
 */
export function relayEditStore<Edit>(): RelayEditStore<Edit> {
  const unsaved = new Map<string, readonly Edit[]>();
  return {
    read: (pubkey) => unsaved.get(pubkey) ?? [],
    keep: (pubkey, edits) => {
      if (edits.length === 0) unsaved.delete(pubkey);
      else unsaved.set(pubkey, edits);
    },
  };
}
