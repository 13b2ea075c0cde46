import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';

import type { ChatMessage } from '../api/message-types';
import { MessageBubble } from './MessageBubble';
import type { RenderAbout } from './render-about';
import { SafetyTips } from './SafetyTips';
import { threadItems, type ThreadItem } from './thread-items';

/** The row before the first message: the safety tips (docs/product.md §2 Messages). */
type Row = ThreadItem | { type: 'tips'; key: string };
const TIPS_ROW: Row = { type: 'tips', key: 'safety-tips' };

/** How close to the end (px) still counts as "reading the newest": new messages then scroll into view. */
const NEAR_END = 120;
/** How long after a wheel, touch, key or pointer a scroll away from the end is taken as the reader's. */
const USER_SCROLL_WINDOW_MS = 1000;

/**
 * The messages of a thread, windowed (docs/architecture.md §18 *Screens*): only the rows on screen are in
 * the DOM, so a thread of 500 messages opens at once. The safety tips come first, day separators between
 * days; opens at the newest message and follows new ones while the reader is at the end (or when they sent
 * it themselves).
 */
export function ThreadMessages({ messages, label, renderAbout }: { messages: readonly ChatMessage[]; label: string; renderAbout?: RenderAbout | undefined }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const items = useMemo<Row[]>(() => [TIPS_ROW, ...threadItems(messages, Date.now())], [messages]);
  // The rule guards React Compiler's memoization, which this build does not use; rows and sizes are read from
  // the virtualizer on every render (as in listings' useWindowedRows).
  // oxlint-disable-next-line react/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => ({ day: 36, tips: 132, message: 64 })[items[index]?.type ?? 'message'],
    getItemKey: (index) => items[index]?.key ?? index,
    overscan: 8,
  });

  // Whether the reader is at the newest message. Only the reader leaves it: a wheel, touch, key or pointer on
  // the list marks their intent, and a scroll away from the end counts only shortly after one. The list's own
  // scrolling (following new rows while their heights are measured) never does, so batches of messages still
  // being decrypted keep it at the newest instead of stranding it halfway.
  const atEnd = useRef(true);
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let lastIntent = 0;
    const onScroll = () => {
      if (element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END) atEnd.current = true;
      else if (performance.now() - lastIntent < USER_SCROLL_WINDOW_MS) atEnd.current = false;
    };
    const onIntent = (event: Event) => {
      lastIntent = performance.now();
      const back =
        (event instanceof WheelEvent && event.deltaY < 0) ||
        (event instanceof KeyboardEvent && ['ArrowUp', 'PageUp', 'Home'].includes(event.key));
      if (back) atEnd.current = false;
    };
    const intents = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
    element.addEventListener('scroll', onScroll, { passive: true });
    for (const type of intents) element.addEventListener(type, onIntent, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      for (const type of intents) element.removeEventListener(type, onIntent);
    };
  }, []);

  // Following means keeping the list scrolled to its bottom. The bottom moves as rows are measured (their
  // real heights replace estimates), so it is kept there whenever the list's height changes, not only once.
  const innerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = scrollRef.current;
    const inner = innerRef.current;
    if (!element || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  // Opens at the newest message; follows new ones while the reader is there, and always brings what they sent
  // themselves into view.
  const last = messages.at(-1);
  const lastKey = last === undefined ? undefined : `${last.id}:${String(last.mine)}`;
  const shownLast = useRef<string | undefined>(undefined);
  // Messages still being decrypted land anywhere in the thread (a gift wrap's time says nothing of its
  // message's): while following, the list is put back at its bottom before the browser paints, so the newest
  // messages never leave the screen as older ones are inserted above them.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element && atEnd.current && shownLast.current !== undefined) element.scrollTop = element.scrollHeight;
  }, [items]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || items.length === 0 || lastKey === shownLast.current) return;
    const opening = shownLast.current === undefined;
    shownLast.current = lastKey;
    if (opening || atEnd.current || last?.mine === true) {
      atEnd.current = true;
      element.scrollTop = element.scrollHeight;
    }
  }, [lastKey, last?.mine, items.length]);

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
      <div ref={innerRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
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
              {item.type === 'tips' && <SafetyTips />}
              {item.type === 'day' && (
                <div className="flex justify-center py-2" role="separator" aria-label={item.label}>
                  <span className="rounded-full bg-muted px-3 py-0.5 text-xs font-medium text-muted-foreground">{item.label}</span>
                </div>
              )}
              {item.type === 'message' && <MessageBubble message={item.message} renderAbout={renderAbout} />}
            </div>
          );
        })}
      </div>
    </div>
  );
}
