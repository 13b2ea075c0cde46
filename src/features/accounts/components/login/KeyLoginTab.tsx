import { KeyRoundIcon, UploadIcon } from 'lucide-react';
import { useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import { BusyLabel } from '../BusyLabel';
import { FieldError } from '../FieldError';
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
      <div className="space-y-2">
        <Label htmlFor="login-nsec">Secret key</Label>
        <Input
          id="login-nsec"
          type="password"
          placeholder="nsec1..."
          autoComplete="off"
          spellCheck={false}
          value={state.nsec}
          onChange={(event) => state.setNsec(event.target.value)}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'key-login-error' : undefined}
        />
      </div>
      {state.needsKeyPassword && (
        <div className="space-y-2">
          <Label htmlFor="login-key-password">Key password</Label>
          <Input
            id="login-key-password"
            type="password"
            autoComplete="current-password"
            value={state.keyPassword}
            onChange={(event) => state.setKeyPassword(event.target.value)}
            disabled={busy}
            aria-describedby="login-key-password-hint"
          />
          <p id="login-key-password-hint" className="text-xs text-muted-foreground">
            This key is protected with a password (NIP-49). It stays encrypted in this browser.
          </p>
        </div>
      )}
      <FieldError id="key-login-error" message={error} />
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
