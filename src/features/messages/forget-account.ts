import { browserStorage } from '@/lib/browser-storage';

import { forgetInbox } from './api/account-inboxes';
import { forgetMessageCopy } from './api/message-cache';
import { forgetReadMarks } from './api/read-marks';
import { forgetMessageDrafts } from './components/message-drafts';

/**
 * Logging out of `pubkey` (docs/architecture.md §9, what the browser keeps): its unsent drafts, its read
 * marks and the local copy of the messages it opened leave this browser, and its inbox leaves the page.
 * Other accounts' data stays. Never rejects.
 */
export async function forgetMessagesOf(pubkey: string, storage: Storage | undefined = browserStorage()): Promise<void> {
  forgetInbox(pubkey);
  forgetMessageDrafts(pubkey, storage);
  forgetReadMarks(storage, pubkey);
  await forgetMessageCopy(pubkey);
}
