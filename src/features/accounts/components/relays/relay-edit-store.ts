import type { RelayEdit } from '@/nostr/relay-list-edit';

/**
 * Unsaved relay-list edits per account, for the life of the page. The selector's popover unmounts when it
 * closes, and choosing a relay closes it; a user who picks a relay in order to add it to their list must
 * find their other edits still there when they reopen it.
 */
const unsaved = new Map<string, readonly RelayEdit[]>();

export function unsavedRelayEdits(pubkey: string): readonly RelayEdit[] {
  return unsaved.get(pubkey) ?? [];
}

export function keepRelayEdits(pubkey: string, edits: readonly RelayEdit[]): void {
  if (edits.length === 0) unsaved.delete(pubkey);
  else unsaved.set(pubkey, edits);
}
