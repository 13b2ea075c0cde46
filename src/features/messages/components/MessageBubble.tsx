import { NostrText } from '@/features/profiles/public';
import { cn } from '@/lib/utils';

import type { ChatMessage } from '../api/message-types';
import { messageTime } from './thread-items';

/**
 * One message: mine on the right in the primary colour, theirs on the left. The text goes through profiles'
 * NostrText (inert text, safe links), like comments; a subject (the car's title) heads it.
 */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const time = messageTime(message.createdAt);
  return (
    <div className={cn('flex px-3 py-1 sm:px-4', message.mine ? 'justify-end' : 'justify-start')} data-testid="chat-message" data-mine={message.mine}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[70%]',
          message.mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{message.mine ? 'You: ' : 'They: '}</span>
        {message.subject !== undefined && (
          <p className={cn('mb-0.5 truncate text-xs font-semibold', message.mine ? 'text-primary-foreground/85' : 'text-muted-foreground')}>
            {message.subject}
          </p>
        )}
        <NostrText
          text={message.content}
          className={cn('text-sm', message.mine && '[&_a]:text-primary-foreground [&_a]:underline')}
        />
        {time !== '' && (
          <p className={cn('mt-0.5 text-right text-[11px]', message.mine ? 'text-primary-foreground/80' : 'text-muted-foreground')}>{time}</p>
        )}
      </div>
    </div>
  );
}
