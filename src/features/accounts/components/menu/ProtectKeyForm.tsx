import { LockIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast-store';

import { keyProtectionMessage } from '../../key-protection-error';
import { LOGIN_MESSAGES } from '../../login-messages';
import { checkNewPassword, MIN_KEY_PASSWORD_LENGTH } from '../../login-validation';
import { useProtectedKeys } from '../../useProtectedKeys';
import { BusyLabel } from '../BusyLabel';
import { FieldError } from '../FieldError';

/**
 * A password (typed twice) that encrypts the signed-in key with NIP-49. The key derivation takes about a
 * second in a worker; the form shows it is busy meanwhile.
 */
export function ProtectKeyForm({ pubkey, onDone }: { pubkey: string; onDone: () => void }) {
  const { protect } = useProtectedKeys();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const checked = checkNewPassword(password, confirmation);
    if (!checked.ok) return setError(checked.error);
    setBusy(true);
    setError(undefined);
    try {
      await protect(pubkey, checked.value);
      toast({ title: 'Key protected', description: 'Next time, enter your password to unlock it.', variant: 'success' });
      onDone();
    } catch (failure) {
      setError(keyProtectionMessage(failure, LOGIN_MESSAGES.keyNotSaved));
    } finally {
      setBusy(false);
    }
  };

  const describedBy = error ? 'protect-key-hint protect-key-error' : 'protect-key-hint';
  return (
    <>
      <DialogHeader>
        <DialogTitle className="pr-6">Protect key with password</DialogTitle>
        <DialogDescription>
          Your secret key is saved in this browser. With a password it is saved encrypted (NIP-49) and you enter the
          password on your next visit. If you forget it, you can sign in again only with your key backup.
        </DialogDescription>
      </DialogHeader>
      <form
        className="space-y-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="space-y-2">
          <Label htmlFor="protect-key-password">Password</Label>
          <Input
            id="protect-key-password"
            type="password"
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <p id="protect-key-hint" className="text-xs text-muted-foreground">
            At least {MIN_KEY_PASSWORD_LENGTH} characters.
          </p>
        </div>
        <div className="space-y-2">
          <Label htmlFor="protect-key-confirmation">Confirm password</Label>
          <Input
            id="protect-key-confirmation"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'protect-key-error' : undefined}
          />
        </div>
        <FieldError id="protect-key-error" message={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            <BusyLabel busy={busy} busyText="Encrypting..." icon={<LockIcon aria-hidden="true" />}>
              Protect Key
            </BusyLabel>
          </Button>
        </div>
      </form>
    </>
  );
}
