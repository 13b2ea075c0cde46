import { createContext } from 'react';

import type { NostrEvent } from '@/nostr/event';
import type { RelayList } from '@/nostr/relay-list';

export interface Network {
  /** Where reads go now (see relay-sets.ts). */
  readRelays: string[];
  /** Where the signed-in user's events go now. */
  writeRelays: string[];
  /** The signed-in user's NIP-65 list as read (undefined while loading or signed out; null when they have none). */
  relayListEvent: NostrEvent | null | undefined;
  /** That list, with only the relays this page may contact. */
  relayList: RelayList | undefined;
}

export const NetworkContext = createContext<Network | undefined>(undefined);
