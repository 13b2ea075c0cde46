import type { NUser } from '@nostrify/react/login';
import { Suspense, useEffect, useState, type ComponentType } from 'react';

import { useCurrentUser } from '@/features/session/public';
import { afterNextPaint } from '@/lib/after-paint';

import type { PrivateListStore } from '../private-list-store';

/**
 * Keeps a list store on the right list (docs/architecture.md §16): this browser's while signed out; signed
 * in, the account's, read (and decrypted) by `account`, a lazy component of the list's feature (it calls
 * `useAccountListSync` and shows the upload offer) that renders only after the page's first paint.
 */
export function PrivateListSync<T, E>({ store, account: Account }: { store: PrivateListStore<T, E>; account: ComponentType<{ user: NUser }> }) {
  const { user } = useCurrentUser();
  const [painted, setPainted] = useState(false);

  useEffect(() => {
    if (user) store.expectAccount(user.pubkey);
    else store.showLocal();
  }, [store, user]);

  useEffect(() => afterNextPaint(() => setPainted(true)), []);

  if (!user || !painted) return null;
  return (
    <Suspense fallback={null}>
      <Account key={user.pubkey} user={user} />
    </Suspense>
  );
}
