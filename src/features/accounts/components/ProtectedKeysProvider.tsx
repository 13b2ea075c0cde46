import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

import { useLogins } from '../logins/logins-context';
import type { NsecLogin } from '../nip49/key-encryption';
import type { ProtectedKeyStore } from '../protected-key-store';
import { ProtectedKeysContext, type ProtectedKeys } from '../protected-keys-context';

/** The NIP-49 code (nostr-tools, scrypt, the worker) loads only when a password is actually used. */
const keyEncryption = () => import('../nip49/key-encryption');

/**
 * Password-protected keys (NIP-49). The store keeps them and keeps their plain keys out of the stored
 * logins; an unlocked key login lives only in the login list in memory for this session.
 */
export function ProtectedKeysProvider({ store, children }: { store: ProtectedKeyStore; children: ReactNode }) {
  const keys = useSyncExternalStore(store.subscribe, store.list);
  const { logins, addLogin } = useLogins();
  // Asked once per visit: the stored keys are all locked when the app starts.
  const [unlockOpen, setUnlockOpen] = useState(() => store.list().length > 0);

  const value = useMemo((): ProtectedKeys => {
    const activate = (login: NsecLogin) => {
      addLogin(login, true);
    };
    const unlocked = new Set(logins.filter((login) => login.type === 'nsec').map((login) => login.pubkey));
    return {
      isProtected: (pubkey) => keys.some((key) => key.pubkey === pubkey),
      locked: keys.filter((key) => !unlocked.has(key.pubkey)),
      unlockOpen,
      setUnlockOpen,
      protect: async (pubkey, password) => {
        const login = logins.find((entry): entry is NsecLogin => entry.type === 'nsec' && entry.pubkey === pubkey);
        if (!login) throw new Error('Only a key login can be protected with a password.');
        const { encryptNsec } = await keyEncryption();
        store.save({ pubkey, ncryptsec: await encryptNsec(login.data.nsec, password) });
      },
      unlock: async (key, password) => {
        const { nsecLoginFromNcryptsec } = await keyEncryption();
        const login = await nsecLoginFromNcryptsec(key.ncryptsec, password);
        if (login.pubkey !== key.pubkey) throw new Error('This key belongs to another account.');
        activate(login);
        setUnlockOpen(false);
      },
      loginWithNcryptsec: async (ncryptsec, password) => {
        const { nsecLoginFromNcryptsec } = await keyEncryption();
        const login = await nsecLoginFromNcryptsec(ncryptsec, password);
        // Stored first: the guard then keeps the plain key of the new login out of storage.
        store.save({ pubkey: login.pubkey, ncryptsec });
        activate(login);
      },
      forget: (pubkey) => store.remove(pubkey),
    };
  }, [keys, logins, addLogin, store, unlockOpen]);

  return <ProtectedKeysContext.Provider value={value}>{children}</ProtectedKeysContext.Provider>;
}
