import { useContext } from 'react';

import { ProtectedKeysContext, type ProtectedKeys } from './protected-keys-context';

/** The password-protected (NIP-49) keys of this browser and what can be done with them. */
export function useProtectedKeys(): ProtectedKeys {
  const context = useContext(ProtectedKeysContext);
  if (!context) throw new Error('useProtectedKeys must be used within a ProtectedKeysProvider');
  return context;
}
