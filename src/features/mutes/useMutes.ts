import { useSyncExternalStore } from 'react';

import { usePrivateList } from '@/features/private-lists/public';

import { getActiveMutes, subscribeActiveMutes, type ActiveMutes } from './active-mutes';
import { muteStore } from './mute-store';

/** What the page mutes now (cached list at first, then the relays' list with the edits being written). */
export function useActiveMutes(): ActiveMutes {
  return useSyncExternalStore(subscribeActiveMutes, getActiveMutes, getActiveMutes);
}

/** Whether the user mutes this person; re-renders only when that changes. */
export function useIsMuted(pubkey: string | undefined): boolean {
  const read = () => pubkey !== undefined && getActiveMutes().pubkeys.has(pubkey);
  return useSyncExternalStore(subscribeActiveMutes, read, read);
}

/** The mute list as the store holds it (for the 'Muted' screen): its state, items and whether it may be edited. */
export function useMuteList() {
  return usePrivateList(muteStore);
}
