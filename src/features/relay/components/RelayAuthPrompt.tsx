import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

import { relayAuth } from '../relay-auth';

// Most visits never meet a relay that asks for a login outside the user's own: the dialog loads when one does.
const RelayAuthDialog = lazy(() => import('./RelayAuthDialog').then((module) => ({ default: module.RelayAuthDialog })));

/**
 * Asks the user, one relay at a time, whether a relay that is not one of their own may have their NIP-42 login
 * (docs/product.md §4, docs/architecture.md §5). While it is mounted such relays can be asked about; without
 * it they get no login. Mounted once, in the app's providers. After an 'Allow' the screens read again: the
 * read the relay refused may have ended (its timeout, the other relays' grace) while the user thought it over.
 */
export function RelayAuthPrompt() {
  const { consent } = relayAuth;
  const queryClient = useQueryClient();
  useEffect(() => consent.attach(), [consent]);
  const questions = useSyncExternalStore(consent.subscribe, consent.pending, consent.pending);
  const question = questions[0];
  // Mounted from the first question on, so closing still plays the dialog's exit animation.
  const [shown, setShown] = useState(false);
  if (question !== undefined && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <RelayAuthDialog
        question={question}
        onAnswer={(url, allowed) => {
          consent.decide(url, allowed);
          if (allowed) void queryClient.invalidateQueries();
        }}
      />
    </Suspense>
  );
}
