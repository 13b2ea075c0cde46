import { CableIcon, QrCodeIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';
import { useAppContext } from '@/features/settings/public';

import { BusyLabel } from '../BusyLabel';
import { LabeledInput } from '../LabeledInput';
import type { LoginDialogState } from './useLoginDialogState';

// With its QR encoder: downloaded only when someone opens it.
const NostrConnectPanel = lazy(() => import('./NostrConnectPanel').then((module) => ({ default: module.NostrConnectPanel })));

/** NIP-46 remote signer login: paste a bunker:// URI, or let a signer app scan a nostrconnect:// code. */
export function BunkerLoginTab({ state }: { state: LoginDialogState }) {
  const { config } = useAppContext();
  const [connectingApp, setConnectingApp] = useState(false);
  const busy = state.busy !== null;
  const error = state.errors.bunker;

  if (connectingApp) {
    return (
      <Suspense fallback={<p className="py-8 text-center text-sm text-muted-foreground">Preparing the code…</p>}>
        <NostrConnectPanel relayUrl={config.relayUrl} onCancel={() => setConnectingApp(false)} onSuccess={state.finishLogin} />
      </Suspense>
    );
  }

  return (
    <div className="space-y-3">
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
      <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => setConnectingApp(true)}>
        <QrCodeIcon aria-hidden="true" />
        Connect with a signer app
      </Button>
    </div>
  );
}
