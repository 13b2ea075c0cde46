import { useMemo, useState } from 'react';

import { PRESET_RELAYS } from '@/config/relays';
import { useAppContext } from '@/features/settings/public';
import { browserStorage } from '@/lib/browser-storage';

import { ownRelaySet } from './own-relays';
import { loadStoredReadRelays } from './stored-read-relays';
import { useNetwork } from './useNetwork';

const PRESET_URLS = PRESET_RELAYS.map((relay) => relay.url);

/** The relays of the signed-in user's own lists (see `ownRelaySet`), a new set when they change. */
export function useOwnRelays(): ReadonlySet<string> {
  const { config } = useAppContext();
  const network = useNetwork();
  // The boot script's sockets went to the last visit's read relays: read once, before this visit overwrites them.
  const [stored] = useState(() => loadStoredReadRelays(browserStorage()));
  const { readRelays, writeRelays, relayList } = network;
  return useMemo(
    () => ownRelaySet({ chosen: config.relayUrl, presets: PRESET_URLS, network: { readRelays, writeRelays, relayList }, stored }),
    [config.relayUrl, readRelays, writeRelays, relayList, stored],
  );
}
