import { createContext } from 'react';

import type { RelayPool } from './connection/relay-pool';

export interface NostrContextValue {
  /** The page's relay pool: one connection per relay URL. */
  nostr: RelayPool;
}

export const NostrContext = createContext<NostrContextValue | undefined>(undefined);
