import { useState } from 'react';

import { DELAYS } from '@/config/constants';

import { delay } from '../../delay';
import { hasBrowserExtension, waitForBrowserExtension } from '../../extension-login';
import { keyProtectionMessage } from '../../key-protection-error';
import { LOGIN_MESSAGES } from '../../login-messages';
import { checkBunkerUri, checkNcryptsecInput, checkNsecInput, isNcryptsecInput } from '../../login-validation';
import { readKeyFile } from '../../read-key-file';
import { useLoginActions } from '../../useLoginActions';
import { useProtectedKeys } from '../../useProtectedKeys';

/** docs/product.md §4 Login dialog busy states, plus deriving the key of a password-protected (NIP-49) key. */
export type LoginBusy = 'looking' | 'logging-in' | 'reading-file' | 'connecting' | 'unlocking' | null;

export interface LoginErrors {
  extension?: string;
  key?: string;
  bunker?: string;
}

/**
 * The login dialog's state and actions. It lives in the dialog body, which mounts on open, so busy flags,
 * inputs and errors start fresh every time the dialog opens (docs/product.md §4). `onSuccess` runs after a login.
 */
export function useLoginDialogState(onSuccess: () => void) {
  const actions = useLoginActions();
  const protectedKeys = useProtectedKeys();
  const [nsec, setNsec] = useState('');
  const [keyPassword, setKeyPassword] = useState('');
  const [bunkerUri, setBunkerUri] = useState('');
  const [busy, setBusy] = useState<LoginBusy>(null);
  const [errors, setErrors] = useState<LoginErrors>({});

  const run = async (state: Exclude<LoginBusy, null>, field: keyof LoginErrors, task: () => Promise<string | null>) => {
    setBusy(state);
    setErrors({});
    try {
      const error = await task();
      if (error === null) onSuccess();
      else setErrors({ [field]: error });
    } finally {
      setBusy(null);
    }
  };

  /** The nsec login shared by the field and the key file, after the short pause of docs/product.md §9. */
  const loginWithNsec = async (value: string): Promise<string | null> => {
    await delay(DELAYS.keyLogin);
    try {
      actions.nsec(value);
      return null;
    } catch {
      return LOGIN_MESSAGES.keyDecode;
    }
  };

  return {
    nsec,
    setNsec,
    bunkerUri,
    setBunkerUri,
    busy,
    errors,
    loginWithExtension: () =>
      run(hasBrowserExtension() ? 'logging-in' : 'looking', 'extension', async () => {
        try {
          // Some extensions inject window.nostr seconds after the page loads.
          if (!hasBrowserExtension()) {
            if (!(await waitForBrowserExtension())) return LOGIN_MESSAGES.extensionMissing;
            setBusy('logging-in');
          }
          await actions.extension();
          return null;
        } catch (error) {
          return error instanceof Error && error.message !== '' ? error.message : LOGIN_MESSAGES.extensionFailed;
        }
      }),
    keyPassword,
    setKeyPassword,
    /** A pasted `ncryptsec1…` needs its password: the Key tab then shows a password field. */
    needsKeyPassword: isNcryptsecInput(nsec),
    loginWithKey: () =>
      isNcryptsecInput(nsec)
        ? run('unlocking', 'key', async () => {
            const checked = checkNcryptsecInput(nsec, keyPassword);
            if (!checked.ok) return checked.error;
            try {
              await protectedKeys.loginWithNcryptsec(checked.value.ncryptsec, checked.value.password);
              return null;
            } catch (error) {
              return keyProtectionMessage(error, LOGIN_MESSAGES.keyNotSaved);
            }
          })
        : run('logging-in', 'key', async () => {
            const checked = checkNsecInput(nsec);
            return checked.ok ? loginWithNsec(checked.value) : checked.error;
          }),
    loginWithKeyFile: (file: File) =>
      run('reading-file', 'key', async () => {
        const checked = await readKeyFile(file);
        return checked.ok ? loginWithNsec(checked.value) : checked.error;
      }),
    /** Closes the dialog after a login made outside these actions (the nostrconnect:// panel). */
    finishLogin: onSuccess,
    loginWithBunker: () =>
      run('connecting', 'bunker', async () => {
        const checked = checkBunkerUri(bunkerUri);
        if (!checked.ok) return checked.error;
        try {
          await actions.bunker(checked.value);
          return null;
        } catch (error) {
          console.warn('[accounts] Bunker login failed.', error);
          return LOGIN_MESSAGES.bunkerConnect;
        }
      }),
  };
}

export type LoginDialogState = ReturnType<typeof useLoginDialogState>;
