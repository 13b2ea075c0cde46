import { useMemo } from 'react';

import { relaySource, type RelaySource } from './relay-source';
import { useNetwork } from './useNetwork';

/** The relays reads go to now, as a source for query functions (see NetworkProvider). */
export function useReadRelays(): RelaySource {
  const { readRelays } = useNetwork();
  return useMemo(() => relaySource(readRelays), [readRelays]);
}
