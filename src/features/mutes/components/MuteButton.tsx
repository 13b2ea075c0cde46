import { BellOffIcon, BellRingIcon } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/session/public';
import { cn } from '@/lib/utils';

import { MUTE_LABELS } from '../mute-messages';
import { useMuteActions } from '../useMuteActions';
import { useIsMuted } from '../useMutes';

const SignInToMuteDialog = lazy(() => import('./SignInToMuteDialog').then((module) => ({ default: module.SignInToMuteDialog })));

interface MuteButtonProps {
  pubkey: string;
  /** The person's display name, for the toasts. */
  name: string;
  className?: string;
  /**
   * The accounts feature's 'Log in' button, for the sign-in dialog a press signed out opens; without it the
   * button is not shown signed out (a conversation is only ever seen signed in).
   */
  loginButton?: ReactNode;
}

/**
 * 'Mute seller' / 'Unmute' (docs/product.md §2 Mute) on a listing's seller card, a profile and a conversation:
 * never for oneself; signed out it asks to log in first.
 */
export function MuteButton({ pubkey, name, className, loginButton }: MuteButtonProps) {
  const { user } = useCurrentUser();
  const muted = useIsMuted(pubkey);
  const { mute, unmute } = useMuteActions();
  const [busy, setBusy] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  if (user?.pubkey === pubkey || (user === undefined && loginButton === undefined)) return null;

  const press = () => {
    if (user === undefined) {
      setSignInOpen(true);
      return;
    }
    setBusy(true);
    const target = { type: 'pubkey' as const, value: pubkey };
    void (muted ? unmute(target, name) : mute(target, name)).finally(() => setBusy(false));
  };

  return (
    <>
      <Button variant="ghost" size="sm" className={cn('text-muted-foreground', className)} onClick={press} disabled={busy} data-testid="mute-button">
        {muted ? <BellRingIcon aria-hidden="true" /> : <BellOffIcon aria-hidden="true" />}
        {muted ? MUTE_LABELS.unmute : MUTE_LABELS.muteSeller}
      </Button>
      {signInOpen && (
        <Suspense fallback={null}>
          <SignInToMuteDialog open={signInOpen} onOpenChange={setSignInOpen} loginButton={loginButton} />
        </Suspense>
      )}
    </>
  );
}
