import { MessageSquareIcon } from 'lucide-react';
import { NavLink } from 'react-router';

import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

import { useEnsureDmRelays } from '../api/useEnsureDmRelays';
import { useInbox } from '../api/useInbox';
import { MESSAGES_PATH } from './messages-paths';

/** 'Messages' or 'Messages, 2 unread': the link's accessible name carries the count the badge shows. */
export function messagesLinkLabel(unread: number): string {
  return unread > 0 ? `Messages, ${unread} unread` : 'Messages';
}

/**
 * The header's 'Messages' (docs/product.md §2 Header): signed in only, loaded after the page (app/layout's
 * MessagesEntry), with a badge counting unread messages. Mounting it with a user signed in also makes sure
 * they have a DM relay list, so a seller can be written to from their first login.
 */
export function MessagesLink() {
  const { unreadTotal } = useInbox();
  useEnsureDmRelays();
  const badge = unreadTotal > 99 ? '99+' : String(unreadTotal);
  return (
    <NavLink
      to={MESSAGES_PATH}
      end={false}
      aria-label={messagesLinkLabel(unreadTotal)}
      className={({ isActive }) => cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'relative', isActive && 'bg-accent')}
      data-testid="messages-link"
    >
      <MessageSquareIcon aria-hidden="true" />
      <span className="max-md:hidden">Messages</span>
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
