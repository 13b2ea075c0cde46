import type { ReactNode } from 'react';

import { STORAGE_KEYS } from '@/config/constants';
import { NetworkProvider } from '@/features/network/public';
import { browserStorage } from '@/lib/browser-storage';

import { LoginsProvider } from '../logins/LoginsProvider';
import { ProtectedKeyStore } from '../protected-key-store';
import { createValidatedLoginStorage } from '../stored-logins';
import { AccountDialogsProvider } from './AccountDialogsProvider';
import { CurrentUserProvider } from './CurrentUserProvider';
import { ProtectedKeysProvider } from './ProtectedKeysProvider';
import { UnlockKeyPrompt } from './unlock/UnlockKeyPrompt';

const protectedKeys = new ProtectedKeyStore(browserStorage(), STORAGE_KEYS);

/**
 * One instance for the page, read once by LoginsProvider. It answers at once, so a signed-in page renders in
 * the app's first commit. Guarded so that the plain key of a password-protected account is never written (or
 * read back).
 */
const loginStorage = protectedKeys.guard(createValidatedLoginStorage(browserStorage()));

/**
 * Saved logins (under their own storage key, separate from the app config), who of them is signed in,
 * password-protected keys and the login, signup and unlock dialogs. Which relays to use depends on who is
 * signed in (their NIP-65 list), and the dialogs read and publish too: the network's provider sits between.
 * `forgetAccount` removes what the browser keeps of a logged-out account in other features (the app passes
 * it; docs/architecture.md §9).
 */
export function AccountsProvider({ children, forgetAccount }: { children: ReactNode; forgetAccount?: (pubkey: string) => void }) {
  return (
    <LoginsProvider storageKey={STORAGE_KEYS.logins} storage={loginStorage} forgetAccount={forgetAccount}>
      <CurrentUserProvider>
        <NetworkProvider>
          <ProtectedKeysProvider store={protectedKeys}>
            <AccountDialogsProvider>
              {children}
              <UnlockKeyPrompt />
            </AccountDialogsProvider>
          </ProtectedKeysProvider>
        </NetworkProvider>
      </CurrentUserProvider>
    </LoginsProvider>
  );
}
