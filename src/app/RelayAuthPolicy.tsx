import { useLayoutEffect } from 'react';

import { useOwnRelays } from '@/features/network/public';
import { relayAuth } from '@/features/relay/public';
import { remoteSignerRelaysOf, useCurrentUser } from '@/features/session/public';
import { normalizeRelayUrl } from '@/nostr/relay-url';

/**
 * Tells the relay layer which relays are the user's own, where it logs in (NIP-42) when a relay asks for it
 * (docs/architecture.md §5): the network's own relays (chosen, presets, read and write sets, NIP-65 list, last
 * visit's read relays) and the remote signer's relays of a bunker login. The messages feature adds the
 * account's DM relays while it runs (it is not part of the home route's files). Any other relay gets a login
 * only after the user's 'Allow' (RelayAuthPrompt). Set in a layout effect: before the signer
 * (RelayAuthSigner's effect), and before any relay's answer to what this render's effects ask. Renders nothing.
 */
export function RelayAuthPolicy() {
  const { user } = useCurrentUser();
  const own = useOwnRelays();
  const signer = user?.signer;

  useLayoutEffect(() => {
    const remoteSigner = new Set(signer === undefined ? [] : remoteSignerRelaysOf({ signer }).map((url) => normalizeRelayUrl(url) ?? url));
    relayAuth.setPolicy((url) => own.has(url) || remoteSigner.has(url));
    return () => relayAuth.setPolicy(undefined);
  }, [own, signer]);
  return null;
}
