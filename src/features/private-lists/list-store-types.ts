import type { EventTemplate, NostrEvent } from '@/nostr/event';
import type { OwnListRead } from '@/nostr/own-list-read';
import type { ListRead, SelfCipher } from '@/nostr/self-encrypted';

/** What a list store holds and shows, how one kind of list plugs into it, and how an edit is refused (private-list-store.ts). */

/** 'incomplete': some relay did not answer; what the others hold is shown, and an edit reads again first. */
export type ListStatus = 'loading' | 'ready' | 'incomplete' | 'unreadable' | 'legacy' | 'malformed' | 'no-nip44' | 'failed';

export interface ListState<T, E = unknown> {
  mode: 'local' | 'account';
  status: ListStatus;
  /** What the user sees: the stored value with the edits still being written applied. */
  value: T;
  /** Edits waiting to be written (signed in). */
  pending: number;
  /** Edits made while the list was not fully read, waiting for the relays that had not answered ("Loading your list…"). */
  waiting: readonly E[];
}

/** How one kind of list is read, edited and written. */
export interface ListAdapter<T, E> {
  empty: T;
  apply(value: T, edits: readonly E[]): T;
  loadLocal(): T;
  saveLocal(value: T): void;
  read(event: NostrEvent | null, cipher: SelfCipher): Promise<ListRead<T>>;
  template(previous: NostrEvent | null, value: T, cipher: SelfCipher, now: number): Promise<EventTemplate>;
}

/** The signed-in side, provided by the account sync component (it holds the hooks). */
export interface AccountAccess {
  pubkey: string;
  /** Rejects with {@link NoNip44Error} when the signer cannot encrypt. */
  cipher(): Promise<SelfCipher>;
  /**
   * Reads the list from every one of the user's relays (`readOwnList`): complete or not. `onNewest` sees each
   * newer version as relays answer, so the list can show before the slowest relay has.
   */
  read(onNewest?: (event: NostrEvent) => void): Promise<OwnListRead>;
  publish(template: EventTemplate): Promise<NostrEvent>;
}

export class NoNip44Error extends Error {
  constructor() {
    super('Your signer cannot encrypt (NIP-44), so this list cannot be kept on your relays.');
    this.name = 'NoNip44Error';
  }
}

/** Thrown by `edit` when the list is in a state that must not be written. */
export class ListNotWritableError extends Error {
  readonly status: ListStatus;
  /** 'incomplete': the relays that did not answer. */
  readonly missing: readonly string[];
  constructor(status: ListStatus, missing: readonly string[] = []) {
    super(status);
    this.name = 'ListNotWritableError';
    this.status = status;
    this.missing = missing;
  }
}
