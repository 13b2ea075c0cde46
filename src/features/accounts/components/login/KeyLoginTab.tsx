import { KeyRoundIcon, UploadIcon } from 'lucide-react';
import { useRef } from 'react';

import { Button } from '@/components/ui/button';

import { BusyLabel } from '../BusyLabel';
import { LabeledInput } from '../LabeledInput';
import type { LoginDialogState } from './useLoginDialogState';

/** Paste an nsec (or a password-protected ncryptsec), or pick a .txt key file. The key stays in this browser. */
export function KeyLoginTab({ state }: { state: LoginDialogState }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = state.busy !== null;
  const error = state.errors.key;

  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void state.loginWithKey();
      }}
    >
      <LabeledInput
        id="login-nsec"
        label="Secret key"
        type="password"
        placeholder="nsec1..."
        autoComplete="off"
        spellCheck={false}
        value={state.nsec}
        onChange={(event) => state.setNsec(event.target.value)}
        disabled={busy}
        error={state.needsKeyPassword ? undefined : error}
        errorId="key-login-error"
      />
      {state.needsKeyPassword && (
        <LabeledInput
          id="login-key-password"
          label="Key password"
          type="password"
          autoComplete="current-password"
          value={state.keyPassword}
          onChange={(event) => state.setKeyPassword(event.target.value)}
          disabled={busy}
          hint="This key is protected with a password (NIP-49). It stays encrypted in this browser."
          error={error}
          errorId="key-login-error"
        />
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        <BusyLabel
          busy={state.busy === 'logging-in' || state.busy === 'unlocking'}
          busyText={state.busy === 'unlocking' ? 'Unlocking...' : 'Logging in...'}
          icon={<KeyRoundIcon aria-hidden="true" />}
        >
          Log In
        </BusyLabel>
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".txt,text/plain"
        className="hidden"
        data-testid="key-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that picking the same file again after an error triggers a new attempt.
          event.target.value = '';
          if (file) void state.loginWithKeyFile(file);
        }}
      />
      <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => fileInput.current?.click()}>
        <BusyLabel busy={state.busy === 'reading-file'} busyText="Reading file..." icon={<UploadIcon aria-hidden="true" />}>
          Upload Your Key File
        </BusyLabel>
      </Button>
    </form>
  );
}
