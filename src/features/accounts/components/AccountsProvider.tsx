import { NostrLoginProvider } from '@nostrify/react/login';
import type { ReactNode } from 'react';

import { STORAGE_KEYS } from '@/config/constants';

import { createValidatedLoginStorage } from '../stored-logins';
import { AccountDialogsProvider } from './AccountDialogsProvider';

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** One instance: NostrLoginProvider re-reads storage whenever the storage object changes identity. */
const loginStorage = createValidatedLoginStorage(browserStorage());

/** Saved logins (under their own storage key, separate from the app config) and the login/signup dialogs. */
export function AccountsProvider({ children }: { children: ReactNode }) {
  return (
    <NostrLoginProvider storageKey={STORAGE_KEYS.logins} storage={loginStorage}>
      <AccountDialogsProvider>{children}</AccountDialogsProvider>
    </NostrLoginProvider>
  );
}
