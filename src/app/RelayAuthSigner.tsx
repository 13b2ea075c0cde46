import { useEffect } from 'react';

import { relayAuth } from '@/features/relay/public';
import { useCurrentUser } from '@/features/session/public';

/**
 * Hands the current account's signer to the relays' NIP-42 AUTH answers (see relay-auth.ts). Lives inside
 * the accounts provider, which the relay pool sits above; renders nothing.
 */
export function RelayAuthSigner() {
  const { user } = useCurrentUser();
  const signer = user?.signer;
  useEffect(() => {
    relayAuth.setSigner(signer);
    return () => relayAuth.setSigner(undefined);
  }, [signer]);
  return null;
}
