import { PuzzleIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { LOGIN_MESSAGES } from '../../login-messages';
import { BusyLabel } from '../BusyLabel';
import { FieldError } from '../FieldError';
import type { LoginDialogState } from './useLoginDialogState';

/** One-click NIP-07 login. */
export function ExtensionLoginTab({ state }: { state: LoginDialogState }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Sign in with a browser extension that keeps your key, such as Alby or nos2x. Your key never reaches this site.
      </p>
      <Button className="w-full" onClick={() => void state.loginWithExtension()} disabled={state.busy !== null}>
        <BusyLabel
          busy={state.busy === 'logging-in' || state.busy === 'looking'}
          busyText={state.busy === 'looking' ? LOGIN_MESSAGES.extensionLooking : 'Logging in...'}
          icon={<PuzzleIcon aria-hidden="true" />}
        >
          Login with Extension
        </BusyLabel>
      </Button>
      <FieldError id="extension-login-error" message={state.errors.extension} />
    </div>
  );
}
