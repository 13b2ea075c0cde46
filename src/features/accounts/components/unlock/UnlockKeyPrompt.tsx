import { lazy, Suspense, useState } from 'react';

import { useProtectedKeys } from '../../useProtectedKeys';

// Only a visit with a password-protected key needs the dialog (and, through it, the NIP-49 code).
const UnlockKeyDialog = lazy(() => import('./UnlockKeyDialog').then((module) => ({ default: module.UnlockKeyDialog })));

/** Asks for the password of the first locked key when the unlock dialog is requested (on every visit). */
export function UnlockKeyPrompt() {
  const { locked, unlockOpen } = useProtectedKeys();
  const key = locked[0];
  // Mounted from the first opening on, so closing still plays the dialog's exit animation.
  const [shown, setShown] = useState(false);
  if (unlockOpen && key && !shown) setShown(true);
  if (!shown || !key) return null;
  return (
    <Suspense fallback={null}>
      <UnlockKeyDialog key={key.pubkey} protectedKey={key} open={unlockOpen} />
    </Suspense>
  );
}
