import { CopyIcon, Loader2Icon, RefreshCwIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { copyWithToast } from '@/lib/clipboard';

import { newNostrConnectSession, NostrConnectTimeout, type NostrConnectSession } from '../../bunker-login';
import { LOGIN_MESSAGES } from '../../login-messages';
import { useLoginActions } from '../../useLoginActions';
import { FieldError } from '../FieldError';
import { QrCode } from './QrCode';

interface NostrConnectPanelProps {
  /** The chosen relay, where the signer app is asked to answer. */
  relayUrl: string;
  onCancel: () => void;
  onSuccess: () => void;
}

function appUrl(): string | undefined {
  return globalThis.location?.protocol === 'https:' ? globalThis.location.origin : undefined;
}

/**
 * Client-initiated NIP-46 (docs/product.md §2 Login dialog, Bunker): shows a nostrconnect:// URI as a QR
 * code and as text, and waits for a signer app to answer it. Leaving (Cancel, another tab, closing the
 * dialog) unmounts the panel, which stops waiting; a timeout or failure offers a new code.
 */
export function NostrConnectPanel({ relayUrl, onCancel, onSuccess }: NostrConnectPanelProps) {
  const actions = useLoginActions();
  const [session, setSession] = useState<NostrConnectSession>(() => newNostrConnectSession(relayUrl, appUrl()));
  const [error, setError] = useState<string>();
  // The latest callback, without restarting the wait when the parent re-renders.
  const succeed = useRef(onSuccess);
  useEffect(() => {
    succeed.current = onSuccess;
  });

  useEffect(() => {
    const controller = new AbortController();
    actions.nostrConnect(session, controller.signal).then(
      () => succeed.current(),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[accounts] nostrconnect login failed.', failure);
        setError(failure instanceof NostrConnectTimeout ? LOGIN_MESSAGES.nostrConnectTimeout : LOGIN_MESSAGES.nostrConnectFailed);
      },
    );
    return () => controller.abort();
  }, [session, actions]);

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Scan this code with a signer app such as Amber, or copy the link into it. It asks to sign listings, comments
        and your profile, and to encrypt private messages.
      </p>
      <QrCode value={session.uri} label="nostrconnect code for your signer app" />
      <div className="space-y-2">
        <Label htmlFor="nostrconnect-uri">Connection link</Label>
        <div className="flex gap-2">
          <Input id="nostrconnect-uri" readOnly value={session.uri} className="font-mono text-xs" onFocus={(event) => event.target.select()} />
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Copy connection link"
            onClick={() => void copyWithToast(session.uri, { title: 'Copied to clipboard!', description: 'Paste it into your signer app.' })}
          >
            <CopyIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      {error ? (
        <>
          <FieldError id="nostrconnect-error" message={error} />
          <Button
            type="button"
            className="w-full"
            onClick={() => {
              setError(undefined);
              setSession(newNostrConnectSession(relayUrl, appUrl()));
            }}
          >
            <RefreshCwIcon aria-hidden="true" />
            Show a new code
          </Button>
        </>
      ) : (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          Waiting for your signer app…
        </p>
      )}
      <Button type="button" variant="outline" className="w-full" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
