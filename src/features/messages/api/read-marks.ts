import { isHex64 } from '@/nostr/event';

import type { ReadMarks } from './conversations';

/** localStorage key of one account's read marks: unread state is per account and per browser (issue 14). */
export function readMarksKey(pubkey: string): string {
  return `carstr:messages-read:${pubkey}`;
}

/** The stored read marks of `pubkey`; anything malformed is ignored. */
export function loadReadMarks(storage: Pick<Storage, 'getItem'> | undefined, pubkey: string): Record<string, number> {
  const marks: Record<string, number> = {};
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(readMarksKey(pubkey)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return marks;
    for (const [peer, time] of Object.entries(parsed)) {
      if (isHex64(peer) && Number.isSafeInteger(time) && (time as number) >= 0) marks[peer] = time as number;
    }
  } catch {
    // Unreadable storage: everything counts as unread.
  }
  return marks;
}

export function saveReadMarks(storage: Pick<Storage, 'setItem'> | undefined, pubkey: string, marks: ReadMarks): void {
  try {
    storage?.setItem(readMarksKey(pubkey), JSON.stringify(marks));
  } catch {
    // Full or blocked storage: the marks last for this page only.
  }
}

/** Logging out: the account's read marks go (they name the people it writes with). Never throws. */
export function forgetReadMarks(storage: Pick<Storage, 'removeItem'> | undefined, pubkey: string): void {
  try {
    storage?.removeItem(readMarksKey(pubkey));
  } catch {
    // Blocked storage: nothing was kept either.
  }
}
