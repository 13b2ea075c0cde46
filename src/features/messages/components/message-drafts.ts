import { STORAGE_KEYS } from '@/config/constants';
import { browserStorage } from '@/lib/browser-storage';

/**
 * The unsent text of each conversation, kept in localStorage so that a reload, a crash or a failed send loses
 * nothing (docs/product.md §2 Messages). One draft per signed-in account and peer: another account on the same
 * browser never sees it. A draft is plain text, capped so a corrupt or hostile value cannot freeze the box.
 */
export const MESSAGE_DRAFT_LIMIT = 20_000;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function messageDraftKey(me: string, peer: string): string {
  return `${STORAGE_KEYS.messageDraft}:${me}:${peer}`;
}

/** The stored draft, or '' when there is none, it is not text or it is absurdly long. Never throws. */
export function readMessageDraft(me: string, peer: string, storage: StorageLike | undefined = browserStorage()): string {
  try {
    const raw = storage?.getItem(messageDraftKey(me, peer));
    return typeof raw === 'string' && raw.length <= MESSAGE_DRAFT_LIMIT ? raw : '';
  } catch {
    return '';
  }
}

/** Stores `text` (an empty or blank text removes the draft). Never throws: a full storage just keeps nothing. */
export function writeMessageDraft(me: string, peer: string, text: string, storage: StorageLike | undefined = browserStorage()): void {
  try {
    if (text.trim() === '') storage?.removeItem(messageDraftKey(me, peer));
    else storage?.setItem(messageDraftKey(me, peer), text.slice(0, MESSAGE_DRAFT_LIMIT));
  } catch {
    // Quota exceeded or storage gone: the text is still in the box.
  }
}

/**
 * Logging out: every draft of `me`, whatever the conversation. Drafts of other accounts stay, those written
 * to `me` too (their key names their writer first). Never throws.
 */
export function forgetMessageDrafts(me: string, storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | undefined = browserStorage()): void {
  if (!storage) return;
  const prefix = messageDraftKey(me, '');
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key?.startsWith(prefix) === true);
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Blocked storage: nothing was kept either.
  }
}
