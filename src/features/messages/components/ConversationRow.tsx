import { Link } from 'react-router';

import { relativeTime } from '@/lib/relative-time';
import { cn } from '@/lib/utils';

import type { Conversation } from '../api/message-types';
import { messagesThreadPath } from './messages-paths';
import { PeerAvatar } from './PeerAvatar';
import type { RenderAbout } from './Thread';
import { usePeer } from './usePeer';

/** The first line of a message, for the inbox (the whole text is in the thread). */
export function firstLine(text: string): string {
  return text.trimStart().split('\n', 1)[0]?.slice(0, 200) ?? '';
}

/**
 * One conversation in the inbox: avatar, name, when, the last line (prefixed 'You: ' when mine) and the unread
 * count, all one link to the thread; the car it is about is a link of its own beside it (links do not nest).
 */
export function ConversationRow({ conversation, now, renderAbout }: { conversation: Conversation; now: number; renderAbout?: RenderAbout }) {
  const { peer, last, unread, about } = conversation;
  const { name, picture } = usePeer(peer);
  return (
    <li className="flex flex-col gap-2 border-b px-3 py-3 last:border-b-0 sm:flex-row sm:items-center sm:gap-4 sm:px-4" data-testid="conversation">
      <Link
        to={messagesThreadPath(peer)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span aria-hidden="true" className="shrink-0">
          <PeerAvatar name={name} picture={picture} className="size-11" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={cn('min-w-0 flex-1 truncate', unread > 0 ? 'font-bold' : 'font-semibold')} data-testid="conversation-name">
              {name}
              {unread > 0 && <span className="sr-only">{` (${unread} unread)`}</span>}
            </span>
            <span className="shrink-0 text-xs text-muted-foreground">{relativeTime(last.createdAt, now)}</span>
          </span>
          <span className="flex items-center gap-2">
            <span className={cn('min-w-0 flex-1 truncate text-sm', unread > 0 ? 'font-medium text-foreground' : 'text-muted-foreground')} data-testid="conversation-last">
              {last.mine && 'You: '}
              {firstLine(last.content)}
            </span>
            {unread > 0 && (
              <span aria-hidden="true" className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground" data-testid="conversation-unread">
                {unread}
              </span>
            )}
          </span>
        </span>
      </Link>
      {about !== undefined && renderAbout !== undefined && (
        <div className="min-w-0 pl-14 sm:w-64 sm:shrink-0 sm:pl-0" data-testid="conversation-about">
          {renderAbout(about)}
        </div>
      )}
    </li>
  );
}
