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
  const atEnd = useRef(true);
  const shown = useRef(0);

  const last = messages.at(-1);
  useLayoutEffect(() => {
    if (items.length === 0) return;
    const first = shown.current === 0;
    const grew = items.length > shown.current;
    shown.current = items.length;
    if (first || (grew && (atEnd.current || last?.mine === true))) {
      virtualizer.scrollToIndex(items.length - 1, { align: 'end' });
    }
  }, [items.length, last?.mine, virtualizer]);

  // Row heights are measured after the first paint: keep the newest message in view while they settle.
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const onScroll = () => {
      atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

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
