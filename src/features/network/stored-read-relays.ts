import { STORAGE_KEYS } from '@/config/constants';
import { MAX_READ_RELAYS, MAX_USER_READ_RELAYS, PRESET_RELAYS } from '@/config/relays';
import { isRelayUrl } from '@/nostr/relay-url';

import { readRelaySet } from './relay-sets';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The read relays of the last visit, so the boot-time grid request (before React and the user's relay list
 * load) asks the same relays the grid will. Anything unreadable is "none".
 */
export function loadStoredReadRelays(storage: StorageLike | undefined): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEYS.readRelays) ?? 'null');
    if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > 20 || !parsed.every(isRelayUrl)) return undefined;
    return parsed;
  } catch {
    return undefined;
  }
}

export function saveStoredReadRelays(storage: StorageLike | undefined, relays: readonly string[]): void {
  try {
    storage?.setItem(STORAGE_KEYS.readRelays, JSON.stringify(relays));
  } catch {
    // Private browsing or a full quota: the next boot asks the signed-out relays, and the grid corrects it.
  }
}

/**
 * The relays to read before the app knows who is signed in (the boot script's sockets, the grid's first
 * page): the last visit's read relays, else the chosen relay plus the presets (docs/product.md §7 Which relays).
 */
export function bootReadRelays(storage: StorageLike | undefined, chosenRelay: string): string[] {
  return (
    loadStoredReadRelays(storage) ??
    readRelaySet({ chosen: chosenRelay, presets: PRESET_RELAYS.map((relay) => relay.url), userList: undefined }, MAX_READ_RELAYS, MAX_USER_READ_RELAYS)
  );
}
