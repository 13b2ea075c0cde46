import { listNotLoadedMessage } from '@/nostr/own-list-read';

import type { ListStatus } from './list-store-types';

/**
 * What the user is told when a list cannot be used (docs/product.md §2 Favourites, §8). `what` names the list
 * ("Your favourites"). A list that could not be read is left as it is on the relays.
 */
export function listStatusMessage(status: ListStatus, what: string, missing: readonly string[] = []): string | undefined {
  switch (status) {
    case 'unreadable':
      return `${what} could not be read (they did not decrypt or are not in a format Carstr knows). They were left untouched on your relays, so nothing can be changed here.`;
    case 'legacy':
      return `${what} are encrypted with an older method (NIP-04) by another app. Carstr leaves them untouched, so nothing can be changed here.`;
    case 'malformed':
      return `${what} hold entries that relays would refuse, so Carstr leaves them untouched.`;
    case 'no-nip44':
      return `Your signer cannot encrypt (NIP-44), so ${what.toLowerCase()} cannot be kept on your relays. Log in with a key or a signer that supports NIP-44.`;
    case 'incomplete':
      return listNotLoadedMessage(what, missing);
    case 'failed':
      return `${what} could not be loaded from your relays.`;
    default:
      return undefined;
  }
}

/** Shown above a list read while some of the user's relays were silent (it may miss what they hold). */
export function listIncompleteNote(what: string): string {
  return `Some of your relays did not answer, so this may not be all of ${what.toLowerCase()}. Changes wait until every relay has answered.`;
}
