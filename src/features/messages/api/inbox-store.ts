import type { NostrEvent } from '@/nostr/event';

import { groupConversations, type ReadMarks } from './conversations';
import { InboxRelays, type LiveRelay } from './inbox-relays';
import { newestOpened, type MessageCache } from './message-cache';
import type { ChatMessage, Conversation } from './message-types';
import { toChatMessage } from './to-chat-message';
import type { OpenedBatch, Unwrapper } from './unwrappers';

/** How many wraps go to the unwrapper at once (a worker round trip, a batch of results). */
export const UNWRAP_BATCH = 25;
/**
 * While wraps are being opened the screens get a new snapshot at most this often; sooner (after
 * NEWEST_UPDATE_MS) when a batch brings a conversation's newest message, which is what a thread scrolled to its
 * end and the inbox's previews show. Wraps arrive in random order (NIP-59 blurs their times), so that happens
 * only a few times per conversation.
 */
export const UPDATE_INTERVAL_MS = 200;
const NEWEST_UPDATE_MS = 40;
/** How long opening waits for the local copy of opened messages before it decrypts everything anyway. */
const CACHE_WAIT_MS = 2_000;

export interface InboxSnapshot {
  status: 'loading' | 'ready' | 'error';
  conversations: Conversation[];
  byPeer: ReadonlyMap<string, Conversation>;
  unreadTotal: number;
  error?: Error;
}

export interface InboxStoreOptions {
  me: string;
  openRelay: (url: string) => LiveRelay;
  loadMarks: () => Record<string, number>;
  saveMarks: (marks: ReadMarks) => void;
  /** Called when the signer turns out not to support NIP-44 (the inbox shows the error). */
  nip44Error: () => Error;
}

/**
 * One account's inbox (docs/architecture.md §18): live subscriptions for gift wraps p-tagged to the
 * account on its DM relays, each wrap opened once (by wrap id), messages kept once (by rumor id, so the
 * copies on several relays count once), grouped into conversations with unread counts from the read marks.
 * Wraps are opened in batches, several at once with a key login (one per worker), and the screens get a
 * snapshot at most every UPDATE_INTERVAL_MS meanwhile (sooner for a conversation's newest message), so thousands of them never freeze the page. With a
 * key login the opened messages are also kept in this browser, encrypted (message-cache.ts): a repeat visit
 * shows them at once and opens only wraps it has not opened before.
 */
export class InboxStore {
  private readonly messages = new Map<string, ChatMessage>();
  private readonly seenWraps = new Set<string>();
  private readonly queue: NostrEvent[] = [];
  private readonly relays: InboxRelays;
  private readonly listeners = new Set<() => void>();
  /** Wrap id → the id of the message it held (the local copy lists the wraps it need not open again). */
  private readonly openedWraps = new Map<string, string>();
  private marks: Record<string, number>;
  private inFlight = 0;
  /** Batches whose seals are still being checked (the local copy is written once none is). */
  private unconfirmed = 0;
  private prepared = false;
  private unwrapper: Unwrapper | undefined;
  private updateTimer: ReturnType<typeof setTimeout> | undefined;
  /** When the planned snapshot is due (Date.now() time). */
  private updateAt = 0;
  private lastUpdate = 0;
  /** The local copy: set while it is being read (opening waits for it), then whether there is news to write. */
  private cache: { store: MessageCache; reading: boolean; dirty: boolean; writing: boolean } | undefined;
  private snapshot: InboxSnapshot;

  constructor(private readonly options: InboxStoreOptions) {
    this.marks = options.loadMarks();
    this.relays = new InboxRelays(
      options.me,
      options.openRelay,
      (wrap) => this.receive(wrap),
      () => this.update(),
    );
    this.snapshot = this.compute();
  }

  get me(): string {
    return this.options.me;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): InboxSnapshot => this.snapshot;

  /** Sets who opens wraps (first use, or the signer changed); queued wraps wait for it. */
  setUnwrapper(unwrapper: Unwrapper): void {
    if (this.unwrapper === unwrapper) return;
    this.unwrapper?.dispose();
    this.unwrapper = unwrapper;
    if (this.prepared) unwrapper.prepare?.();
    if (!unwrapper.cache) this.cache = undefined;
    else if (this.cache?.store !== unwrapper.cache) this.restore(unwrapper.cache);
    this.drain();
  }

  /** A screen shows messages: the unwrapper gets ready now rather than when the first wrap arrives. */
  prepare(): void {
    this.prepared = true;
    this.unwrapper?.prepare?.();
  }

  /** Reads from exactly these relays from now on: new ones are subscribed, dropped ones closed. */
  setRelays(urls: readonly string[]): void {
    this.relays.set(urls);
    this.update();
  }

  /** Stops every subscription (no component uses the inbox); messages stay for the next start. */
  stop(): void {
    this.relays.stop();
  }

  /** A message this page just sent: shown at once, before any relay echoes the own copy back. */
  addSent(message: ChatMessage): void {
    if (this.messages.has(message.id)) return;
    this.messages.set(message.id, message);
    this.changed();
    this.update();
    this.saveCache();
  }

  /** Marks the conversation with `peer` read up to now (or its newest message, if later). */
  markRead(peer: string): void {
    const newest = this.snapshot.byPeer.get(peer)?.last.createdAt ?? 0;
    const at = Math.max(Math.floor(Date.now() / 1000), newest);
    if (this.marks[peer] !== undefined && (this.snapshot.byPeer.get(peer)?.unread ?? 0) === 0) return;
    this.marks = { ...this.marks, [peer]: at };
    this.options.saveMarks(this.marks);
    this.update();
  }

  /**
   * A wrap from the relay layer, whose id it recomputed for this very event (verify/signature-policy.ts: the id
   * check for kind 1059): so an id here, and in the local copy's list, names one content, and a forgery that
   * reuses a real wrap's id never gets this far (docs/architecture.md §18).
   */
  private receive(wrap: NostrEvent): void {
    if (this.seenWraps.has(wrap.id)) return;
    this.seenWraps.add(wrap.id);
    this.queue.push(wrap);
    this.drain();
  }

  /** Reads the local copy of opened messages; wraps wait meanwhile, and those it lists are not opened again. */
  private restore(store: MessageCache): void {
    const cache = { store, reading: true, dirty: false, writing: false };
    this.cache = cache;
    let done = false;
    const finish = (opened: Awaited<ReturnType<MessageCache['load']>>) => {
      if (done || this.cache !== cache) return;
      done = true;
      cache.reading = false;
      for (const message of opened?.messages ?? []) if (!this.messages.has(message.id)) this.messages.set(message.id, message);
      for (const [wrap, message] of opened?.wraps ?? []) {
        this.seenWraps.add(wrap);
        this.openedWraps.set(wrap, message);
      }
      const waiting = this.queue.splice(0).filter((wrap) => !this.openedWraps.has(wrap.id));
      this.queue.push(...waiting);
      this.update();
      this.drain();
    };
    void store.load().then(finish);
    setTimeout(() => finish(undefined), CACHE_WAIT_MS);
  }

  private changed(): void {
    if (this.cache) this.cache.dirty = true;
  }

  /** Writes the local copy when there is something new and nothing is being opened (one write at a time). */
  private saveCache(): void {
    const cache = this.cache;
    if (!cache || cache.reading || cache.writing || !cache.dirty || this.queue.length > 0 || this.inFlight > 0 || this.unconfirmed > 0) return;
    cache.dirty = false;
    cache.writing = true;
    const opened = newestOpened({ wraps: [...this.openedWraps], messages: [...this.messages.values()] });
    void cache.store.save(opened).finally(() => {
      cache.writing = false;
      this.saveCache();
    });
  }

  /**
   * Hands queued wraps to the unwrapper, as many batches at once as it opens in parallel (one per worker, and
   * one waiting behind each), and keeps them coming as batches return.
   */
  private drain(): void {
    const unwrapper = this.unwrapper;
    if (!unwrapper || this.cache?.reading) return;
    while (this.queue.length > 0 && this.inFlight < unwrapper.parallel && !unwrapper.unsupported) {
      const batch = this.queue.splice(0, UNWRAP_BATCH);
      this.inFlight += 1;
      void unwrapper.unwrap(batch, this.queue.length > 0).then((opened) => this.opened(unwrapper, batch, opened));
    }
  }

  private opened(unwrapper: Unwrapper, batch: NostrEvent[], { results, failedSeals }: OpenedBatch): void {
    this.inFlight -= 1;
    let newest = false;
    /** Wrap id → the message it added, for a batch whose seals are still being checked. */
    const added = new Map<string, string>();
    if (this.unwrapper !== unwrapper) {
      // The signer changed while this batch was out (its results say 'stopped'): the new one opens it.
      this.queue.unshift(...batch);
    } else {
      results.forEach((result, index) => {
        if (!result.ok) return;
        const message = toChatMessage(result.message, this.me);
        // Another wrap of a message already here (a second relay, a resend) is not opened again either.
        this.openedWraps.set(batch[index]!.id, message.id);
        this.changed();
        if (this.messages.has(message.id)) return;
        this.messages.set(message.id, message);
        added.set(batch[index]!.id, message.id);
        const shown = this.snapshot.byPeer.get(message.mine ? message.to : message.from)?.last.createdAt;
        if (shown === undefined || message.createdAt > shown) newest = true;
      });
      if (failedSeals !== undefined) {
        this.unconfirmed += 1;
        void failedSeals.then((failed) => this.sealsChecked(batch, failed, added));
      }
    }
    const first = this.messages.size > 0 && this.snapshot.conversations.length === 0;
    this.drain();
    if (this.queue.length === 0 && this.inFlight === 0) {
      this.update();
      this.saveCache();
    } else if (first) this.update();
    else this.scheduleUpdate(newest ? NEWEST_UPDATE_MS : UPDATE_INTERVAL_MS);
  }

  /**
   * A batch shown before its seals were checked has been checked: the wraps whose seal's signature failed no
   * longer count as opened, and a message one of them added goes, unless another wrap holds it too.
   */
  private sealsChecked(batch: readonly NostrEvent[], failed: ReadonlySet<number>, added: ReadonlyMap<string, string>): void {
    this.unconfirmed -= 1;
    let retracted = false;
    for (const index of failed) {
      const wrap = batch[index]?.id;
      if (wrap === undefined || !this.openedWraps.delete(wrap)) continue;
      this.changed();
      const message = added.get(wrap);
      if (message === undefined || [...this.openedWraps.values()].includes(message)) continue;
      retracted = this.messages.delete(message) || retracted;
    }
    if (retracted) this.update();
    this.saveCache();
  }

  /**
   * Snapshots while wraps are being opened: the first messages at once, then at most one per `interval`
   * (UPDATE_INTERVAL_MS, or less for a conversation's newest message), so the screens re-render a few times,
   * not per batch. A sooner snapshot replaces one planned later.
   */
  private scheduleUpdate(interval: number): void {
    const at = Math.max(Date.now(), this.lastUpdate + interval);
    if (this.updateTimer !== undefined && this.updateAt <= at) return;
    clearTimeout(this.updateTimer);
    this.updateAt = at;
    this.updateTimer = setTimeout(() => this.update(), at - Date.now());
  }

  private update(): void {
    clearTimeout(this.updateTimer);
    this.updateTimer = undefined;
    this.lastUpdate = Date.now();
    this.snapshot = this.compute();
    for (const listener of this.listeners) listener();
  }

  private compute(): InboxSnapshot {
    const conversations = groupConversations(this.messages.values(), this.marks);
    const byPeer = new Map(conversations.map((conversation) => [conversation.peer, conversation]));
    const unreadTotal = conversations.reduce((sum, conversation) => sum + conversation.unread, 0);
    const base = { conversations, byPeer, unreadTotal };
    if (this.unwrapper?.unsupported) return { ...base, status: 'error', error: this.options.nip44Error() };
    const failure = this.relays.failure;
    if (failure !== undefined && this.messages.size === 0) {
      return { ...base, status: 'error', error: new Error(`Could not read your messages: ${failure}`) };
    }
    const settled = this.relays.settled;
    // Conversations show as their batches open; before the first message, 'loading' until the queue is done.
    const busy = (this.queue.length > 0 || this.inFlight > 0) && this.messages.size === 0;
    return { ...base, status: settled && !busy ? 'ready' : 'loading' };
  }
}
