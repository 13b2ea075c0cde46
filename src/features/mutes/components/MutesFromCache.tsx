import { useLayoutEffect } from 'react';

import { useCurrentUser } from '@/features/session/public';

import { setActiveMutes } from '../active-mutes';
import { loadCachedMutes } from '../mute-cache';

/**
 * Signed in, the mutes this browser kept from the account's last visit apply before the page paints (a muted
 * seller's car never shows, then goes); signed out nothing is muted. The list read from the relays takes over
 * once it loads (MutesSync, after the first content).
 */
export function MutesFromCache() {
  const { user } = useCurrentUser();
  const pubkey = user?.pubkey;
  useLayoutEffect(() => {
    setActiveMutes(pubkey === undefined ? [] : loadCachedMutes(pubkey), pubkey);
  }, [pubkey]);
  return null;
}
