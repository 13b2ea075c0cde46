import { useContext } from 'react';

import { NostrContext, type NostrContextValue } from './nostr-context';

/** The relay pool from NostrProvider (docs/product.md §8 names the error when there is none). */
export function useNostr(): NostrContextValue {
  const value = useContext(NostrContext);
  if (value === undefined) throw new Error('useNostr must be used within a NostrProvider');
  return value;
}
