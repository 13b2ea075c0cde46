import { useContext } from 'react';

import { NetworkContext, type Network } from './network-context';

/** Which relays the app reads from and writes to right now (see NetworkProvider). */
export function useNetwork(): Network {
  const network = useContext(NetworkContext);
  if (network === undefined) throw new Error('useNetwork must be used within a NetworkProvider');
  return network;
}
