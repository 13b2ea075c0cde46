/**
 * What logging out of an account removes from this browser besides its login (docs/architecture.md §9, what
 * the browser keeps): the features that keep per-account private data forget it here. Messages are the only
 * one (drafts, read marks, the local copy of opened messages); the lists the user keeps hold decrypted items
 * in memory only. The messages chunk is loaded on demand, as for the header's link (usually already loaded).
 */
export function forgetAccountData(pubkey: string): void {
  import('@/features/messages/public')
    .then((messages) => messages.forgetMessagesOf(pubkey))
    .catch((error: unknown) => console.warn('[accounts] Could not remove what this browser kept of the account you logged out of.', error));
}
