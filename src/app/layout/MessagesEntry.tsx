import { MessageSquareIcon } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button';
import { useCurrentUser } from '@/features/session/public';
import { afterFirstContent } from '@/lib/after-first-content';
import { cn } from '@/lib/utils';

// Signed-in only, and after the page's main content (src/lib/first-content.ts): visitors never download the
// messages feature, and a signed-in user's inbox (its download, its relay requests, opening the wraps) does
// not compete with the first cars (docs/architecture.md §10). Until then an inert look-alike holds its place.
const MessagesLink = afterFirstContent(
  () => import('@/features/messages/public').then((module) => module.MessagesLink),
  () => (
    <span aria-hidden="true" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'relative')}>
      <MessageSquareIcon />
      <span className="max-md:hidden">Messages</span>
    </span>
  ),
);

/** The header's 'Messages' link with its unread badge, for a signed-in user (docs/product.md §2 Header). */
export function MessagesEntry() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <MessagesLink key={user.pubkey} />;
}
