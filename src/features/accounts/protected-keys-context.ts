import { createContext } from 'react';

import type { ProtectedKey } from './protected-key-store';

export interface ProtectedKeys {
  /** Whether the account's key is stored encrypted (NIP-49) in this browser. */
  isProtected: (pubkey: string) => boolean;
  /** Protected keys not unlocked in this session, in stored order. */
  locked: readonly ProtectedKey[];
  /** Whether the 'Unlock your key' dialog is showing (it opens by itself on a visit with a locked key). */
  unlockOpen: boolean;
  setUnlockOpen: (open: boolean) => void;
  /** Encrypts the signed-in key login of `pubkey` with `password` and stores only the encrypted key. */
  protect: (pubkey: string, password: string) => Promise<void>;
  /** Decrypts a stored key and signs in with it, as the active account. */
  unlock: (key: ProtectedKey, password: string) => Promise<void>;
  /** Signs in with a pasted `ncryptsec1…`, which is then stored as this browser's copy of the key. */
  loginWithNcryptsec: (ncryptsec: string, password: string) => Promise<void>;
  /** Deletes the stored encrypted key of `pubkey` (log out, 'Remove this key'). */
  forget: (pubkey: string) => void;
}

export const ProtectedKeysContext = createContext<ProtectedKeys | undefined>(undefined);
