import type { NUser } from '@nostrify/react/login';
import { useMemo } from 'react';

import { KIND } from '@/config/constants';
import { useAccountListSync } from '@/features/private-lists/public';
import type { NostrEvent } from '@/nostr/event';
import { muteListFilter } from '@/nostr/mute-list';

import { muteCipher } from '../mute-cipher';
import { muteStore } from '../mute-store';

/** Signed in: the mutes are the user's NIP-51 mute list (kind 10000) on their relays, NIP-44 or NIP-04. */
export function AccountMutesSync({ user }: { user: NUser }) {
  const filter = useMemo(() => muteListFilter(user.pubkey), [user.pubkey]);
  const accept = useMemo(() => (event: NostrEvent) => event.kind === KIND.muteList && event.pubkey === user.pubkey, [user.pubkey]);
  useAccountListSync(muteStore, user, filter, accept, muteCipher);
  return null;
}
