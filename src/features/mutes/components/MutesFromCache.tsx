import { useLayoutEffect } from 'react';

import { useCurrentUser } from '@/features/session/public';

import { applyCachedMutes } from '../cached-mutes';

/**
 * Signed in, the mutes this browser kept from the account's last visit apply before the page paints (a muted
 * seller's car never shows, then goes); signed out nothing is muted. The app's start applies them before its
 * first render (`applyCachedMutes`); this follows the signed-in account when it changes. The list read from
 * the relays takes over once it loads (MutesSync, after the first content).
 */
export function MutesFromCache() {
  const { user } = useCurrentUser();
  const pubkey = user?.pubkey;
  useLayoutEffect(() => applyCachedMutes(pubkey), [pubkey]);
  return null;
}
