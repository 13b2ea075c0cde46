import { LockOpenIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

import { keyProtectionMessage } from '../../key-protection-error';
import { LOGIN_MESSAGES } from '../../login-messages';
import type { ProtectedKey } from '../../protected-key-store';
import { useAccountDisplay } from '../../useAccountDisplay';
import { useLoginDialog } from '../../useLoginDialog';
import { useProtectedKeys } from '../../useProtectedKeys';
import { BusyLabel } from '../BusyLabel';
import { LabeledInput } from '../LabeledInput';
import { RemoveKeyConfirmation } from './RemoveKeyConfirmation';

/**
 * 'Unlock your key': the password of a key stored encrypted (NIP-49). A wrong password leaves everything as
 * it was; the user may instead sign in with another account or remove the key from this browser.
 */
export function UnlockKeyDialog({ protectedKey, open }: { protectedKey: ProtectedKey; open: boolean }) {
  const { unlock, forget, setUnlockOpen } = useProtectedKeys();
  const { openLogin } = useLoginDialog();
  const { name } = useAccountDisplay(protectedKey.pubkey);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);

  const submit = async () => {
    if (password === '') return setError(LOGIN_MESSAGES.keyPasswordEmpty);
    setBusy(true);
    setError(undefined);
    try {
      await unlock(protectedKey, password);
    } catch (failure) {
      setError(keyProtectionMessage(failure, LOGIN_MESSAGES.unlockFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setUnlockOpen(next)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle className="pr-6">Unlock your key</DialogTitle>
          <DialogDescription>
            The key of <span className="font-medium text-foreground">{name}</span> is saved in this browser, protected
            with a password. Enter it to sign in.
          </DialogDescription>
        </DialogHeader>
        {removing ? (
          <RemoveKeyConfirmation
            name={name}
            onCancel={() => setRemoving(false)}
            onRemove={() => {
              forget(protectedKey.pubkey);
              setUnlockOpen(false);
            }}
          />
        ) : (
          <form
            className="space-y-3"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <LabeledInput
              id="unlock-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={busy}
              error={error}
              errorId="unlock-error"
            />
            <Button type="submit" className="w-full" disabled={busy}>
              <BusyLabel busy={busy} busyText="Unlocking..." icon={<LockOpenIcon aria-hidden="true" />}>
                Unlock
              </BusyLabel>
            </Button>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                variant="outline"
                className="flex-1"
                disabled={busy}
                onClick={() => {
                  setUnlockOpen(false);
                  openLogin();
                }}
              >
                Use another account
              </Button>
              <Button variant="ghost" className="flex-1 text-destructive hover:text-destructive" disabled={busy} onClick={() => setRemoving(true)}>
                Remove this key
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
