import type { NostrSigner } from '@nostrify/nostrify';

import { Nip44Unsupported } from '@/features/session/public';
import { browserStorage } from '@/lib/browser-storage';

import type { LiveRelay } from './inbox-relays';
import { InboxStore } from './inbox-store';
import { loadReadMarks, saveReadMarks } from './read-marks';
import { signerUnwrapper, type Unwrapper } from './unwrappers';

/** One store per account for the page's lifetime: switching accounts shows the other store, never a mix. */
const stores = new Map<string, { store: InboxStore; users: number }>();
const unwrappers = new WeakMap<NostrSigner, Unwrapper>();

export function inboxStoreFor(pubkey: string, openRelay: (url: string) => LiveRelay): InboxStore {
  let entry = stores.get(pubkey);
  if (!entry) {
    const storage = browserStorage();
    const store = new InboxStore({
      me: pubkey,
      openRelay,
      loadMarks: () => loadReadMarks(storage, pubkey),
      saveMarks: (marks) => saveReadMarks(storage, pubkey, marks),
      nip44Error: () => new Nip44Unsupported(),
    });
    entry = { store, users: 0 };
    stores.set(pubkey, entry);
  }
  return entry.store;
}

/** A component starts using the store (its subscriptions run while anyone does). */
export function acquireInbox(store: InboxStore): void {
  const entry = stores.get(store.me);
  if (entry) entry.users += 1;
}

/** A component stops using it; the last one stops the subscriptions (the messages stay). */
export function releaseInbox(store: InboxStore): void {
  const entry = stores.get(store.me);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users <= 0) {
    entry.users = 0;
    store.stop();
  }
}

/** Logging out: the account's inbox stops and leaves this page (its messages with it); a new login starts afresh. */
export function forgetInbox(pubkey: string): void {
  stores.get(pubkey)?.store.stop();
  stores.delete(pubkey);
}

/**
 * Who opens this account's wraps: with a key login its key, in a worker (`localKey` gives it); otherwise the
 * signer (extension, bunker). One per signer.
 */
export function unwrapperFor(pubkey: string, signer: NostrSigner, localKey: (() => Unwrapper | undefined) | undefined): Unwrapper {
  let unwrapper = unwrappers.get(signer);
  if (!unwrapper) {
    unwrapper = localKey?.() ?? signerUnwrapper(pubkey, signer);
    unwrappers.set(signer, unwrapper);
  }
  return unwrapper;
}
