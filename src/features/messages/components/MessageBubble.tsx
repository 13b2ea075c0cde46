import { TriangleAlertIcon } from 'lucide-react';
import { memo } from 'react';

import { NostrText } from '@/features/profiles/public';
import { cn } from '@/lib/utils';
import { listingLinksIn } from '@/nostr/chat-listing-links';

import type { ChatMessage } from '../api/message-types';
import { scamSignals, type ScamSignal } from '../scam-phrases';
import type { RenderAbout } from './render-about';
import { messageTime } from './thread-items';

/** The caution under an incoming message that asks what scammers ask (docs/product.md §2 Messages). */
const CAUTIONS: Readonly<Record<ScamSignal, string>> = {
  'upfront-payment': 'Caution: asking for payment by gift card, crypto or wire before a viewing is a common scam. See the car and its papers first.',
  'other-messenger': 'Caution: asking to move to another messenger is a common scam step. Keep the conversation here.',
};

/**
 * The classes of both sides, merged once: a thread re-renders its rows as they are measured and followed,
 * and merging Tailwind classes per bubble per render cost ~0.3 s of main thread opening 500 messages.
 */
const SIDE = {
  mine: {
    row: 'flex px-3 py-1 sm:px-4 justify-end',
    bubble: cn('max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[70%]', 'rounded-br-sm bg-primary text-primary-foreground'),
    subject: 'mb-0.5 truncate text-xs font-semibold text-primary-foreground/85',
    text: 'text-sm [&_a]:text-primary-foreground [&_a]:underline',
    time: 'mt-0.5 text-right text-[11px] text-primary-foreground/80',
  },
  theirs: {
    row: 'flex px-3 py-1 sm:px-4 justify-start',
    bubble: cn('max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[70%]', 'rounded-bl-sm bg-muted text-foreground'),
    subject: 'mb-0.5 truncate text-xs font-semibold text-muted-foreground',
    text: 'text-sm',
    time: 'mt-0.5 text-right text-[11px] text-muted-foreground',
  },
};

/**
 * One message: mine on the right in the primary colour, theirs on the left. The text goes through profiles'
 * NostrText (inert text, safe links), like comments; a subject (the car's title) heads it; an incoming one that
 * asks for money before a viewing or a move to another messenger carries a caution. Memoised: a message never
 * changes, so re-rendering the thread leaves its bubbles alone (and the phrases are looked for once).
 */
export const MessageBubble = memo(function MessageBubble({ message, renderAbout }: { message: ChatMessage; renderAbout?: RenderAbout | undefined }) {
  const time = messageTime(message.createdAt);
  const side = message.mine ? SIDE.mine : SIDE.theirs;
  // The car a message is about shows as a card (photo, title, price, link), not as its `nostr:naddr1…` line.
  const { text, listings } = listingLinksIn(message.content);
  const car = renderAbout === undefined ? undefined : (message.about ?? listings[0]);
  const shown = car === undefined ? message.content : text;
  return (
    <div className={side.row} data-testid="chat-message" data-mine={message.mine}>
      <div className={side.bubble}>
        <span className="sr-only">{message.mine ? 'You: ' : 'They: '}</span>
        {car === undefined && message.subject !== undefined && <p className={side.subject}>{message.subject}</p>}
        {car !== undefined && renderAbout !== undefined && (
          <div className="-mx-1 mb-1.5 text-foreground" data-testid="message-car">
            {renderAbout({ ...car, subject: message.subject })}
          </div>
        )}
        {shown !== '' && <NostrText text={shown} className={side.text} />}
        {/* Only what the other person sent: one's own words need no warning. */}
        {!message.mine &&
          scamSignals(message.content).map((signal) => (
            <p
              key={signal}
              data-testid="scam-caution"
              className="mt-1.5 flex gap-1.5 rounded-md bg-amber-100 px-2 py-1.5 text-xs leading-snug text-amber-950 dark:bg-amber-900 dark:text-amber-50"
            >
              <TriangleAlertIcon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              {CAUTIONS[signal]}
            </p>
          ))}
        {time !== '' && <p className={side.time}>{time}</p>}
      </div>
    </div>
  );
});
