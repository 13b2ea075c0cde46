import { TIMEOUTS } from '@/config/constants';
import type { NostrEvent } from '@/nostr/event';
import { editableBase, shownVersion } from '@/nostr/own-list-read';

import { ListNotWritableError, NoNip44Error, type AccountAccess, type ListAdapter, type ListState, type ListStatus } from './list-store-types';

/**
 * A list the user keeps (favourites, saved searches): in this browser while signed out, in an event on their
 * relays, encrypted to themselves, while signed in (docs/product.md §2 Favourites, Saved searches;
 * docs/architecture.md §16). Components read it through `usePrivateList`; edits show at once (optimistic) and
 * are written one after another, each replayed on the newest version found on the relays just before
 * signing, so items another device or client added in the meantime survive. Each write starts from a read
 * that heard from every relay asked (docs/architecture.md §16): while one is silent the edit waits, and when
 * it stays silent the edit is refused ('incomplete') and nothing is published. A list that cannot be read
 * (does not decrypt or parse, legacy NIP-04, malformed) is never written: the edit is refused and undone.
 */

type Listener = () => void;

/** How long an edit made while the list loads waits for it: longer than the read itself may take. */
const LOAD_WAIT_MS = TIMEOUTS.ownListRead + 5_000;

export class PrivateListStore<T, E> {
  readonly #adapter: ListAdapter<T, E>;
  #state: ListState<T, E>;
  #confirmed: T;
  #pending: E[] = [];
  #waiting: E[] = [];
  /** The relays the last incomplete read did not hear from (named when an edit is refused). */
  #missing: readonly string[] = [];
  #account: AccountAccess | undefined;
  /** Bumped on every mode change: answers for an earlier account are dropped. */
  #generation = 0;
  #queue: Promise<unknown> = Promise.resolve();
  #localLoaded = false;
  readonly #listeners = new Set<Listener>();

  constructor(adapter: ListAdapter<T, E>) {
    this.#adapter = adapter;
    this.#confirmed = adapter.empty;
    this.#state = { mode: 'local', status: 'ready', value: adapter.empty, pending: 0, waiting: [] };
  }

  subscribe = (listener: Listener): (() => void) => {
    this.#ensureLocal();
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getState = (): ListState<T, E> => this.#state;

  /** Empties the browser's list (after its items were saved to the account). */
  clearLocal(): void {
    const empty = this.#adapter.empty;
    this.#adapter.saveLocal(empty);
    if (this.#state.mode === 'local') this.#set('ready', empty);
  }

  #ensureLocal() {
    if (this.#localLoaded || this.#state.mode !== 'local') return;
    this.#localLoaded = true;
    this.#confirmed = this.#adapter.loadLocal();
    this.#state = { ...this.#state, value: this.#confirmed };
  }

  /** Signed out: the browser's list. */
  showLocal(): void {
    if (this.#state.mode === 'local' && this.#localLoaded) return;
    this.#generation += 1;
    this.#account = undefined;
    this.#pending = [];
    this.#waiting = [];
    this.#localLoaded = true;
    this.#confirmed = this.#adapter.loadLocal();
    this.#state = { mode: 'local', status: 'ready', value: this.#confirmed, pending: 0, waiting: [] };
    this.#emit();
  }

  /**
   * Signed in, before the account's list is read: the list shows as loading (not this browser's), so an
   * edit made now waits for it instead of landing in the browser's list.
   */
  expectAccount(pubkey: string): void {
    if (this.#state.mode === 'account' && (this.#account === undefined || this.#account.pubkey === pubkey)) return;
    this.#generation += 1;
    this.#account = undefined;
    this.#pending = [];
    this.#waiting = [];
    this.#confirmed = this.#adapter.empty;
    this.#state = { mode: 'account', status: 'loading', value: this.#adapter.empty, pending: 0, waiting: [] };
    this.#emit();
  }

  /** Signed in: reads the list from the user's relays (again when `access` is for another account or relays). */
  async connectAccount(access: AccountAccess, reload: boolean): Promise<void> {
    const same = this.#account?.pubkey === access.pubkey && this.#state.mode === 'account';
    // Expected since sign-in (`expectAccount`): presses made meanwhile still wait for this read.
    const expected = this.#account === undefined && this.#state.mode === 'account';
    this.#account = access;
    if (same && !reload) return;
    if (same && this.#pending.length > 0) return;
    const generation = ++this.#generation;
    if (!same) {
      this.#pending = [];
      if (!expected) this.#waiting = [];
      this.#confirmed = this.#adapter.empty;
      this.#state = { mode: 'account', status: 'loading', value: this.#adapter.empty, pending: 0, waiting: [...this.#waiting] };
      this.#emit();
    } else if (this.#state.status !== 'ready') {
      this.#set('loading', this.#confirmed);
    }
    try {
      const cipher = await access.cipher();
      // What the relays that answered first hold shows at once; edits still wait for the read to end.
      const showEarly = (event: NostrEvent) => {
        void this.#adapter.read(event, cipher).then((early) => {
          if (generation !== this.#generation || this.#state.status !== 'loading' || early.status !== 'ok') return;
          this.#confirmed = early.value;
          this.#set('loading', early.value);
        });
      };
      const ownRead = await access.read(showEarly);
      this.#missing = ownRead.state === 'unknown' ? ownRead.missing : [];
      const read = await this.#adapter.read(shownVersion(ownRead), cipher);
      if (generation !== this.#generation) return;
      if (read.status === 'ok') {
        this.#confirmed = read.value;
        this.#set(ownRead.state === 'unknown' ? 'incomplete' : 'ready', read.value);
      } else {
        this.#set(read.status, this.#adapter.empty);
      }
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#set(error instanceof NoNip44Error ? 'no-nip44' : 'failed', this.#adapter.empty);
      if (!(error instanceof NoNip44Error)) console.warn('[lists] Could not read a list from your relays.', error);
    }
  }

  /** Reads the list again (after a failure). */
  retry(): Promise<void> {
    return this.#account ? this.connectAccount(this.#account, true) : Promise.resolve();
  }

  /**
   * Applies `edits`: at once in this browser, or signed in shown at once and written in order. Rejects
   * (and undoes them) when the write fails or the list must not be written.
   */
  edit(...edits: E[]): Promise<void> {
    if (this.#state.mode === 'local') {
      this.#ensureLocal();
      this.#confirmed = this.#adapter.apply(this.#confirmed, edits);
      this.#adapter.saveLocal(this.#confirmed);
      this.#set('ready', this.#confirmed);
      return Promise.resolve();
    }
    const status = this.#state.status;
    // Pressed while the list is still being read: the edit waits for it (and is refused if it is unreadable).
    // When that read ends incomplete, the silent relay has had its whole time: the edit is refused (press again
    // to read once more).
    if (status === 'loading') return this.#whileWaiting(edits, () => this.#loaded().then(() => this.#afterLoad(edits)));
    // Some relay has not answered: the write reads every relay again first, and is refused if one stays silent.
    if (status === 'incomplete') return this.#whileWaiting(edits, () => this.#enqueue(edits));
    if (status !== 'ready') return Promise.reject(new ListNotWritableError(status));
    return this.#enqueue(edits);
  }

  #afterLoad(edits: E[]): Promise<void> {
    if (this.#state.status === 'incomplete') return Promise.reject(new ListNotWritableError('incomplete', this.#missing));
    return this.edit(...edits);
  }

  #enqueue(edits: E[]): Promise<void> {
    const access = this.#account!;
    const generation = this.#generation;
    this.#pending.push(...edits);
    this.#set(this.#state.status, this.#confirmed);
    const write = this.#queue.then(() => this.#write(access, edits, generation));
    this.#queue = write.catch(() => undefined);
    return write;
  }

  /** Marks `edits` as waiting for the list ("Loading your list…") until `run` settles. */
  #whileWaiting(edits: E[], run: () => Promise<void>): Promise<void> {
    this.#waiting.push(...edits);
    this.#set(this.#state.status, this.#confirmed);
    return run().finally(() => {
      if (!this.#waiting.some((edit) => edits.includes(edit))) return;
      this.#waiting = this.#waiting.filter((edit) => !edits.includes(edit));
      this.#set(this.#state.status, this.#confirmed);
    });
  }

  async #write(access: AccountAccess, edits: E[], generation: number): Promise<void> {
    const done = () => {
      for (const edit of edits) {
        const at = this.#pending.indexOf(edit);
        if (at !== -1) this.#pending.splice(at, 1);
      }
    };
    try {
      const cipher = await access.cipher();
      const ownRead = await access.read();
      const previous = editableBase(ownRead);
      if (previous === undefined) {
        // A relay stayed silent: it may hold items this write would drop. Nothing is published.
        if (generation === this.#generation && this.#state.status === 'ready') this.#set('incomplete', this.#confirmed);
        this.#missing = ownRead.state === 'unknown' ? ownRead.missing : [];
        throw new ListNotWritableError('incomplete', this.#missing);
      }
      const read = await this.#adapter.read(previous, cipher);
      if (read.status !== 'ok') {
        if (generation === this.#generation) {
          this.#pending = [];
          this.#set(read.status, this.#adapter.empty);
        }
        throw new ListNotWritableError(read.status);
      }
      const next = this.#adapter.apply(read.value, edits);
      const template = await this.#adapter.template(previous, next, cipher, Math.floor(Date.now() / 1000));
      await access.publish(template);
      if (generation !== this.#generation) return;
      done();
      this.#confirmed = next;
      this.#set('ready', next);
    } catch (error) {
      if (generation === this.#generation) {
        done();
        this.#set(this.#state.status, this.#confirmed);
      }
      throw error;
    }
  }

  /** Resolves once the list is no longer loading (or after a while, when the edit is refused as still loading). */
  #loaded(): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, LOAD_WAIT_MS);
      const unsubscribe = this.subscribe(() => {
        if (this.#state.status !== 'loading') done();
      });
      function done() {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      }
    }).then(() => {
      if (this.#state.status === 'loading') throw new ListNotWritableError('loading');
    });
  }

  #set(status: ListStatus, confirmed: T) {
    const value = this.#pending.length === 0 ? confirmed : this.#adapter.apply(confirmed, this.#pending);
    this.#state = { mode: this.#state.mode, status, value, pending: this.#pending.length, waiting: [...this.#waiting] };
    this.#emit();
  }

  #emit() {
    for (const listener of this.#listeners) listener();
  }
}
