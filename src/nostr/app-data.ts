import { KIND } from '@/config/constants';

import { firstTagValue, type EventTemplate, type NostrEvent, type NostrFilter } from './event';
import { nextVersionTime } from './private-items';

/**
 * NIP-78 application data (kind 30078): one addressable event per app key (`d`), content chosen by the app.
 * Carstr keeps the user's saved searches under {@link SAVED_SEARCHES_D}, NIP-44 encrypted to themselves.
 */
export const SAVED_SEARCHES_D = 'carstr/saved-searches';

export function appDataFilter(pubkey: string, d: string): NostrFilter {
  return { kinds: [KIND.appData], authors: [pubkey], '#d': [d], limit: 1 };
}

/** Whether `event` is `pubkey`'s app data under `d` (a relay may ignore parts of a filter). */
export function isAppDataEvent(event: NostrEvent, pubkey: string, d: string): boolean {
  return event.kind === KIND.appData && event.pubkey === pubkey && firstTagValue(event, 'd') === d;
}

/** The next version: the previous event's tags kept (another version of the app may have added some), `d` first. */
export function appDataTemplate(
  previous: Pick<NostrEvent, 'created_at' | 'tags'> | null,
  d: string,
  content: string,
  now: number,
): EventTemplate {
  const others = (previous?.tags ?? []).filter((tag) => tag[0] !== 'd');
  return { kind: KIND.appData, content, tags: [['d', d], ...others], created_at: nextVersionTime(previous, now) };
}
