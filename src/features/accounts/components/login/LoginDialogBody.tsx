import { CableIcon, KeyRoundIcon, PuzzleIcon, UserPlusIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PROTOCOL_NAME } from '@/config/brand';

import { hasBrowserExtension } from '../../extension-login';
import { BunkerLoginTab } from './BunkerLoginTab';
import { ExtensionLoginTab } from './ExtensionLoginTab';
import { KeyLoginTab } from './KeyLoginTab';
import { LockedKeyNote } from './LockedKeyNote';
import { useLoginDialogState } from './useLoginDialogState';

interface LoginDialogBodyProps {
  onSignup: () => void;
  onSuccess: () => void;
  /** Closes the dialog without a login (to unlock a saved protected key instead). */
  onClose: () => void;
}

/** The dialog's content: the signup panel and the three login tabs (default Extension when one is present). */
export function LoginDialogBody({ onSignup, onSuccess, onClose }: LoginDialogBodyProps) {
  const state = useLoginDialogState(onSuccess);
  // Read once per opening: an extension injected after page load is picked up the next time.
  const [defaultTab] = useState(() => (hasBrowserExtension() ? 'extension' : 'key'));

  return (
    <>
      <DialogHeader>
        <DialogTitle className="pr-6">Sign up or log in to continue</DialogTitle>
        <DialogDescription className="sr-only">
          Create a new account, or log in with a browser extension, your secret key or a remote signer.
        </DialogDescription>
      </DialogHeader>

      <LockedKeyNote onUnlock={onClose} />

      <section aria-labelledby="login-new-heading" className="space-y-3 rounded-lg border bg-muted/50 p-4">
        <div className="space-y-1">
          <h3 id="login-new-heading" className="font-semibold">
            New to {PROTOCOL_NAME}?
          </h3>
          <p className="text-sm text-muted-foreground">Create a new account to get started. It's free and open.</p>
        </div>
        <Button className="w-full" onClick={onSignup} disabled={state.busy !== null}>
          <UserPlusIcon aria-hidden="true" />
          Sign Up
        </Button>
      </section>

      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        Or log in
        <span className="h-px flex-1 bg-border" />
      </div>

      <Tabs defaultValue={defaultTab}>
        <TabsList className="grid w-full grid-cols-3">
          <TabsTrigger value="extension">
            <PuzzleIcon aria-hidden="true" className="max-sm:hidden" />
            Extension
          </TabsTrigger>
          <TabsTrigger value="key">
            <KeyRoundIcon aria-hidden="true" className="max-sm:hidden" />
            Key
          </TabsTrigger>
          <TabsTrigger value="bunker">
            <CableIcon aria-hidden="true" className="max-sm:hidden" />
            Bunker
          </TabsTrigger>
        </TabsList>
        <TabsContent value="extension">
          <ExtensionLoginTab state={state} />
        </TabsContent>
        <TabsContent value="key">
          <KeyLoginTab state={state} />
        </TabsContent>
        <TabsContent value="bunker">
          <BunkerLoginTab state={state} />
        </TabsContent>
      </Tabs>
    </>
  );
}
