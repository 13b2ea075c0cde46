import type { ReactNode } from 'react';

import { CurrentUserContext } from '@/features/session/public';

import { useLoginUsers } from '../useLoginUsers';

/**
 * Turns the stored logins into users once for the whole page and shares them through the session feature's
 * context, which publishing and media uploads read instead of importing accounts (docs/architecture.md §4).
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  return <CurrentUserContext.Provider value={useLoginUsers()}>{children}</CurrentUserContext.Provider>;
}
