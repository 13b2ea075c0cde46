import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';

import type { ChatMessage } from '../api/message-types';
import { MessageBubble } from './MessageBubble';
import { threadItems } from './thread-items';

/** How close to the end (px) still counts as "reading the newest": new messages then scroll into view. */
const NEAR_END = 120;

/**
 * The messages of a thread, windowed (docs/architecture.md, Messages screens): only the rows on screen are in
 * the DOM, so a thread of 500 messages opens at once. Day separators between days; opens at the newest
 * message and follows new ones while the reader is at the end (or when they sent it themselves).
 */
export function ThreadMessages({ messages, label }: { messages: readonly ChatMessage[]; label: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const items = useMemo(() => threadItems(messages, Date.now()), [messages]);
  // The rule guards React Compiler's memoization, which this build does not use; rows and sizes are read from
  // the virtualizer on every render (as in listings' useWindowedRows).
  // oxlint-disable-next-line react/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (items[index]?.type === 'day' ? 36 : 64),
    getItemKey: (index) => items[index]?.key ?? index,
    overscan: 8,
  });

  // Whether the reader is at the newest message: kept by scroll events, and cleared at once when they reach
  // for older ones (wheel, touch, keys), so a batch of messages decrypted a moment later does not pull them back.
  const atEnd = useRef(true);
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const onScroll = () => {
      atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END;
    };
    const onReachBack = (event: Event) => {
      if (event instanceof WheelEvent && event.deltaY >= 0) return;
      if (event instanceof KeyboardEvent && !['ArrowUp', 'PageUp', 'Home'].includes(event.key)) return;
      atEnd.current = false;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('wheel', onReachBack, { passive: true });
    element.addEventListener('touchmove', onReachBack, { passive: true });
    element.addEventListener('keydown', onReachBack);
    return () => {
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('wheel', onReachBack);
      element.removeEventListener('touchmove', onReachBack);
      element.removeEventListener('keydown', onReachBack);
    };
  }, []);

  // Opens at the newest message; follows new ones while the reader is there, and always brings what they sent
  // themselves into view.
  const last = messages.at(-1);
  const lastKey = last === undefined ? undefined : `${last.id}:${String(last.mine)}`;
  const shownLast = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (items.length === 0 || lastKey === shownLast.current) return;
    const opening = shownLast.current === undefined;
    shownLast.current = lastKey;
    if (opening || atEnd.current || last?.mine === true) {
      atEnd.current = true;
      virtualizer.scrollToIndex(items.length - 1, { align: 'end' });
    }
  }, [lastKey, last?.mine, items.length, virtualizer]);

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label={label}
      aria-live="polite"
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain py-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
      data-testid="thread-messages"
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              className="absolute left-0 top-0 w-full"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {item.type === 'day' ? (
                <div className="flex justify-center py-2" role="separator" aria-label={item.label}>
                  <span className="rounded-full bg-muted px-3 py-0.5 text-xs font-medium text-muted-foreground">{item.label}</span>
                </div>
              ) : (
                <MessageBubble message={item.message} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
