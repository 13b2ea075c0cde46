import { CableIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { BusyLabel } from '../BusyLabel';
import { LabeledInput } from '../LabeledInput';
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
      <LabeledInput
        id="login-bunker"
        label="Bunker URI"
        placeholder="bunker://"
        autoComplete="off"
        spellCheck={false}
        value={state.bunkerUri}
        onChange={(event) => state.setBunkerUri(event.target.value)}
        disabled={busy}
        error={error}
        errorId="bunker-login-error"
      />
      <Button type="submit" className="w-full" disabled={busy}>
        <BusyLabel busy={state.busy === 'connecting'} busyText="Connecting..." icon={<CableIcon aria-hidden="true" />}>
          Login with Bunker
        </BusyLabel>
      </Button>
    </form>
  );
}
