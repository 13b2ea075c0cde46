import { lazy, Suspense } from 'react';

import { useCurrentUser } from '@/features/session/public';

// Signed-in only, and after the page: visitors never download the messages feature, and the home route's
// JavaScript does not grow by it (docs/architecture.md §10).
const MessagesLink = lazy(() => import('@/features/messages/public').then((module) => ({ default: module.MessagesLink })));

/** The header's 'Messages' link with its unread badge, for a signed-in user (docs/product.md §2 Header). */
export function MessagesEntry() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <MessagesLink key={user.pubkey} />
    </Suspense>
  );
}
