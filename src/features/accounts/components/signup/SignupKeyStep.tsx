import { CheckIcon, CopyIcon, DownloadIcon, Loader2Icon, TriangleAlertIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

import { maskSecretKey } from '../../secret-key-file';
import type { SignupFlow } from './useSignupFlow';

/** docs/product.md §2 Download step: the key can be downloaded or copied; Continue waits until one of them happened. */
export function SignupKeyStep({ flow }: { flow: SignupFlow }) {
  const secured = flow.secured !== 'none';
  return (
    <>
      <DialogHeader>
        <DialogTitle>Secret Key</DialogTitle>
        <DialogDescription>This key is your account. Save it before you continue.</DialogDescription>
      </DialogHeader>
      <div role="note" className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        <p>
          Anyone with this key controls your account, and nobody can recover it for you if it is lost. Never share it.
          Keep it in a password manager or a safe place.
        </p>
      </div>
      <div className="flex items-center gap-2 rounded-md border bg-muted/60 p-2 pl-3">
        <code className="min-w-0 flex-1 truncate font-mono text-sm" data-testid="secret-key-preview">
          {maskSecretKey(flow.nsec)}
        </code>
        <Button size="sm" variant="outline" onClick={() => void flow.copyKey()}>
          {flow.secured === 'copied' ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          Copy
        </Button>
      </div>
      <Button variant="outline" className="w-full" onClick={flow.downloadKey}>
        {flow.secured === 'downloaded' ? <CheckIcon aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
        Download Key File
      </Button>
      <Button className="w-full" disabled={!secured || flow.loggingIn} onClick={() => void flow.loginWithNewKey()}>
        {flow.loggingIn && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        {secured ? 'My Key is Safe - Continue' : 'Please secure your key first'}
      </Button>
    </>
  );
}
