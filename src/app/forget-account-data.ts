import { forgetCachedMutes } from '@/features/mutes/public';
import { forgetCachedFollows } from '@/features/web-of-trust/public';

/**
 * What logging out of an account removes from this browser besides its login (docs/architecture.md §9, what
 * the browser keeps): the features that keep per-account private data forget it here: messages (drafts, read
 * marks, the local copy of opened messages), mutes (the last list read, docs/product.md §2 Mute) and the web of
 * trust (the cached lists of the people the account follows, which say whom it follows); the other
 * lists the user keeps hold decrypted items in memory only. The chunks are loaded on demand (the messages one,
 * as for the header's link, usually already loaded).
 */
export function forgetAccountData(pubkey: string): void {
  // The mutes' cache (kept so a warm visit hides muted sellers at first paint) goes with the account. A static
  // import: the layout loads the mutes feature with the app anyway, and a dynamic import of a module already in
  // the importer's chunk made the bundler emit an undefined export (`mount_exports`) that broke the app's load.
  forgetCachedMutes(pubkey);
  // Static for the same reason (web-of-trust's public entry is in the app's chunk); the cache is not per account.
  void forgetCachedFollows();
  import('@/features/messages/public')
    .then((messages) => messages.forgetMessagesOf(pubkey))
    .catch((error: unknown) => console.warn('[accounts] Could not remove what this browser kept of the account you logged out of.', error));
}
