import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

import { useNetwork } from '@/features/network/public';
import { useCurrentUser } from '@/features/session/public';

import { dmRelaysOf, dmRelaysQueryKey, type DmRelays } from './dm-relays-query';
import { ensureOwnDmRelayList } from './own-dm-relays';
import { useDmRelays } from './useDmRelays';
import { useOwnDmRelayListDeps } from './useOwnDmRelayListDeps';

/** The one line the UI shows when {@link useEnsureDmRelays} just created a list. */
export const DM_RELAYS_CREATED_NOTE = 'Private messages are on: messages to you now go to your relays.';

export interface EnsureDmRelaysState {
  /** 'checking': looking for the user's 10050 (or publishing one); 'ready': they have one (maybe just made). */
  status: 'signed-out' | 'checking' | 'ready' | 'error';
  /** True when this page just published the user's first 10050 list (show {@link DM_RELAYS_CREATED_NOTE}). */
  created: boolean;
  /** The user's DM relays once 'ready'. */
  relays: string[];
  error?: Error;
}

type Creation = { state: 'creating' } | { state: 'created' | 'found'; relays: string[] } | { state: 'failed'; error: Error };

/** What this page did about each account's list, shared by every component using the hook. */
const creations = new Map<string, Creation>();
const listeners = new Set<() => void>();
let version = 0;

function setCreation(pubkey: string, creation: Creation): void {
  creations.set(pubkey, creation);
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Makes sure the signed-in user has a kind 10050 DM relay list: when the read relays show none, every one of
 * the user's relays is asked (`ensureOwnDmRelayList`), and only when all of them answered without one is a
 * list published from their NIP-65 relays (read and write, at most three) or the chosen relay; a silent relay
 * means no list is published (docs/architecture.md §16). Runs by itself while mounted with a user signed in
 * (once per account per page, however many components use it); mount it on login, on Sell and in Messages.
 * A failure is reported and tried again on the next mount.
 */
export function useEnsureDmRelays(): EnsureDmRelaysState {
  const { user } = useCurrentUser();
  const network = useNetwork();
  const client = useQueryClient();
  const deps = useOwnDmRelayListDeps(user?.pubkey);
  const own = useDmRelays(user?.pubkey);
  useSyncExternalStore(subscribe, () => version);
  const creation = user ? creations.get(user.pubkey) : undefined;
  const listLoaded = network.relayListEvent !== undefined;

  useEffect(() => {
    if (!deps || own.status !== 'none' || !listLoaded) return;
    const known = creations.get(deps.pubkey);
    if (known?.state === 'creating' || known?.state === 'created' || known?.state === 'found') return;
    const pubkey = deps.pubkey;
    setCreation(pubkey, { state: 'creating' });
    ensureOwnDmRelayList(deps)
      .then(({ event, created }) => {
        const found = dmRelaysOf(event);
        client.setQueriesData<DmRelays>({ queryKey: dmRelaysQueryKey(pubkey) }, () => found);
        setCreation(pubkey, { state: created ? 'created' : 'found', relays: found.relays });
      })
      .catch((error: unknown) => setCreation(pubkey, { state: 'failed', error: error instanceof Error ? error : new Error(String(error)) }));
  }, [deps, own.status, listLoaded, client]);

  if (!user) return { status: 'signed-out', created: false, relays: [] };
  if (creation?.state === 'created' || creation?.state === 'found') {
    return { status: 'ready', created: creation.state === 'created', relays: own.relays.length > 0 ? own.relays : creation.relays };
  }
  if (creation?.state === 'failed') return { status: 'error', created: false, relays: [], error: creation.error };
  if (own.status === 'ready') return { status: 'ready', created: false, relays: own.relays };
  if (own.status === 'error') return { status: 'error', created: false, relays: [], error: new Error('No relay answered while looking for your message relays') };
  return { status: 'checking', created: false, relays: [] };
}
