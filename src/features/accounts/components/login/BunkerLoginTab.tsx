import { CableIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import { BusyLabel } from '../BusyLabel';
import { FieldError } from '../FieldError';
import type { LoginDialogState } from './useLoginDialogState';

/** NIP-46 remote signer login with a bunker:// URI. */
export function BunkerLoginTab({ state }: { state: LoginDialogState }) {
  const busy = state.busy !== null;
  const error = state.errors.bunker;
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void state.loginWithBunker();
      }}
    >
      <div className="space-y-2">
        <Label htmlFor="login-bunker">Bunker URI</Label>
        <Input
          id="login-bunker"
          placeholder="bunker://"
          autoComplete="off"
          spellCheck={false}
          value={state.bunkerUri}
          onChange={(event) => state.setBunkerUri(event.target.value)}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'bunker-login-error' : undefined}
        />
      </div>
      <FieldError id="bunker-login-error" message={error} />
      <Button type="submit" className="w-full" disabled={busy}>
        <BusyLabel busy={state.busy === 'connecting'} busyText="Connecting..." icon={<CableIcon aria-hidden="true" />}>
          Login with Bunker
        </BusyLabel>
      </Button>
    </form>
  );
}
