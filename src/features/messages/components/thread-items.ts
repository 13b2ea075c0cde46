import type { ChatMessage } from '../api/message-types';

/** One row of a thread: a day separator or a message (docs/product.md §2 Messages, thread). */
export type ThreadItem = { type: 'day'; key: string; label: string } | { type: 'message'; key: string; message: ChatMessage };

/** Local calendar day of a unix time, as `YYYY-M-D`; undefined for a time JavaScript cannot represent. */
function dayKey(seconds: number): string | undefined {
  const date = new Date(seconds * 1000);
  if (!Number.isFinite(date.getTime())) return undefined;
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** 'Today', 'Yesterday', or the date ('Mon, Nov 3, 2025' in the user's locale). */
export function dayLabel(seconds: number, nowMs: number, locale?: string): string {
  const key = dayKey(seconds);
  if (key === undefined) return 'Unknown date';
  const today = new Date(nowMs);
  if (key === dayKey(nowMs / 1000)) return 'Today';
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  if (key === dayKey(yesterday.getTime() / 1000)) return 'Yesterday';
  return formatter(locale, DAY_FORMAT).format(new Date(seconds * 1000));
}

const DAY_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' };
const TIME_FORMAT: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and format: `toLocaleTimeString` builds a new one on every call, which
 * cost ~130 ms of main thread for a 500-message thread.
 */
function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${options === DAY_FORMAT ? 'day' : 'time'}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** The messages (oldest first) with a separator before the first message of each day. */
export function threadItems(messages: readonly ChatMessage[], nowMs: number, locale?: string): ThreadItem[] {
  const items: ThreadItem[] = [];
  let previousDay: string | undefined | null = null;
  for (const message of messages) {
    const day = dayKey(message.createdAt);
    if (day !== previousDay) {
      items.push({ type: 'day', key: `day:${day ?? 'unknown'}:${message.id}`, label: dayLabel(message.createdAt, nowMs, locale) });
      previousDay = day;
    }
    items.push({ type: 'message', key: message.id, message });
  }
  return items;
}

/** '14:05' (the user's locale) for a message's time, or '' when it cannot be shown. */
export function messageTime(seconds: number, locale?: string): string {
  const date = new Date(seconds * 1000);
  return Number.isFinite(date.getTime()) ? formatter(locale, TIME_FORMAT).format(date) : '';
}
