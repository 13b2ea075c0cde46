import { MessageSquareIcon } from 'lucide-react';
import { NavLink } from 'react-router';

import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

import { useEnsureDmRelays } from '../api/useEnsureDmRelays';
import { useConversations } from '../api/useConversations';
import { MESSAGES_PATH } from './messages-paths';

/**
 * The header's 'Messages' (docs/product.md §2 Header): signed in only, loaded after the page (app/layout's
 * MessagesEntry), with a badge counting unread messages. Mounting it with a user signed in also makes sure
 * they have a DM relay list, so a seller can be written to from their first login.
 */
export function MessagesLink() {
  const { unreadTotal } = useConversations();
  useEnsureDmRelays();
  const badge = unreadTotal > 99 ? '99+' : String(unreadTotal);
  return (
    <NavLink
      to={MESSAGES_PATH}
      end={false}
      className={({ isActive }) => cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'relative', isActive && 'bg-accent')}
      data-testid="messages-link"
    >
      <MessageSquareIcon aria-hidden="true" />
      {/* One text names it, holding the visible word (WCAG 2.5.3): 'Messages' or 'Messages, 2 unread'. */}
      <span aria-hidden="true" className="max-md:hidden">
        Messages
      </span>
      <span className="sr-only">{unreadTotal > 0 ? `Messages, ${unreadTotal} unread` : 'Messages'}</span>
      {unreadTotal > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-bold text-destructive-foreground"
          data-testid="messages-badge"
        >
          {badge}
        </span>
      )}
    </NavLink>
  );
}
