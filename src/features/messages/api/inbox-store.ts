import { KIND } from '@/config/constants';
import type { NostrEvent, NostrFilter } from '@/nostr/event';
import type { UnwrappedMessage } from '@/nostr/gift-unwrap';
import { acceptRelayUrl, relayPolicyFor } from '@/nostr/relay-list';

import { groupConversations, type ReadMarks } from './conversations';
import type { ChatMessage, Conversation } from './message-types';
import type { Unwrapper } from './unwrappers';

/** How many wraps are opened per batch before the page gets the main thread back. */
export const UNWRAP_BATCH = 25;
/** How often, and after how long (doubling), a subscription refused with auth-required: is asked again. */
const AUTH_RETRIES = 4;
const AUTH_RETRY_MS = 400;
/** How long the first load waits for relays that neither answer nor refuse before showing what it has. */
export const INBOX_SETTLE_MS = 8_000;

/** What a store reads relays with: a live subscription as the relay layer's `req` gives it. */
export interface LiveRelay {
  req(filters: NostrFilter[], opts: { signal?: AbortSignal }): AsyncIterable<readonly unknown[]>;
}

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

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function toChatMessage(unwrapped: UnwrappedMessage, me: string): ChatMessage {
  const { rumor, peer, subject, about } = unwrapped;
  const mine = rumor.pubkey === me;
  const message: ChatMessage = { id: rumor.id, from: rumor.pubkey, to: mine ? peer : me, content: rumor.content, createdAt: rumor.created_at, mine };
  if (subject !== undefined) message.subject = subject;
  if (about !== undefined) {
    // The relay hint comes from someone else's message: only one this page may contact is kept.
    const relay = about.relay === undefined ? undefined : acceptRelayUrl(about.relay, relayPolicyFor(globalThis.location));
    message.about = relay === undefined ? { address: about.address } : { address: about.address, relay };
  }
  return message;
}

/**
 * One account's inbox (docs/architecture.md, "Messages"): live subscriptions for gift wraps p-tagged to the
 * account on its DM relays, each wrap opened once (by wrap id), messages kept once (by rumor id, so the
 * copies on several relays count once), grouped into conversations with unread counts from the read marks.
 * Wraps are opened in batches with a yield in between, so thousands of them never freeze the page.
 */
export class InboxStore {
  private readonly messages = new Map<string, ChatMessage>();
  private readonly seenWraps = new Set<string>();
  private readonly queue: NostrEvent[] = [];
  private readonly relays = new Map<string, { controller: AbortController; settled: boolean; failed?: string }>();
  private readonly listeners = new Set<() => void>();
  private marks: Record<string, number>;
  private draining = false;
  private unwrapper: Unwrapper | undefined;
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  private timedOut = false;
  private snapshot: InboxSnapshot;

  constructor(private readonly options: InboxStoreOptions) {
    this.marks = options.loadMarks();
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
    void this.drain();
  }

  /** Reads from exactly these relays from now on: new ones are subscribed, dropped ones closed. */
  setRelays(urls: readonly string[]): void {
    for (const [url, relay] of this.relays) {
      if (urls.includes(url)) continue;
      relay.controller.abort();
      this.relays.delete(url);
    }
    for (const url of urls) if (!this.relays.has(url)) this.listen(url);
    if (this.settleTimer === undefined && urls.length > 0) {
      this.settleTimer = setTimeout(() => {
        this.timedOut = true;
        this.update();
      }, INBOX_SETTLE_MS);
    }
    this.update();
  }

  /** Stops every subscription (no component uses the inbox); messages stay for the next start. */
  stop(): void {
    for (const relay of this.relays.values()) relay.controller.abort();
    this.relays.clear();
    clearTimeout(this.settleTimer);
    this.settleTimer = undefined;
  }

  /** A message this page just sent: shown at once, before any relay echoes the own copy back. */
  addSent(message: ChatMessage): void {
    if (this.messages.has(message.id)) return;
    this.messages.set(message.id, message);
    this.update();
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

  private listen(url: string): void {
    const entry = { controller: new AbortController(), settled: false } as { controller: AbortController; settled: boolean; failed?: string };
    this.relays.set(url, entry);
    const filters: NostrFilter[] = [{ kinds: [KIND.giftWrap], '#p': [this.me] }];
    const signal = entry.controller.signal;
    void (async () => {
      // A relay may refuse with auth-required: while the account's AUTH is still on its way (just signed in or
      // switched accounts on an open connection): ask again a few times, then give up on that relay.
      for (let attempt = 0; !signal.aborted; attempt += 1) {
        let closed: string | undefined;
        try {
          for await (const message of this.options.openRelay(url).req(filters, { signal })) {
            if (message[0] === 'EVENT') this.receive(message[2] as NostrEvent);
            else if (message[0] === 'EOSE') this.settle(entry);
            else if (message[0] === 'CLOSED') closed = String(message[2] ?? 'closed');
          }
        } catch (error) {
          closed = error instanceof Error ? error.message : String(error);
        }
        if (signal.aborted) return;
        if (closed?.startsWith('auth-required:') && attempt < AUTH_RETRIES) {
          await new Promise((resolve) => setTimeout(resolve, AUTH_RETRY_MS * 2 ** attempt));
          continue;
        }
        this.settle(entry, closed ?? 'the relay ended the subscription');
        return;
      }
    })();
  }

  private settle(entry: { settled: boolean; failed?: string }, failed?: string): void {
    entry.settled = true;
    if (failed !== undefined) {
      entry.failed = failed;
      console.warn(`[messages] a relay ended the inbox subscription: ${failed}`);
    }
    this.update();
  }

  private receive(wrap: NostrEvent): void {
    if (this.seenWraps.has(wrap.id)) return;
    this.seenWraps.add(wrap.id);
    this.queue.push(wrap);
    void this.drain();
  }

  private async drain(): Promise<void> {
    if (this.draining || !this.unwrapper) return;
    this.draining = true;
    try {
      while (this.queue.length > 0 && this.unwrapper && !this.unwrapper.unsupported) {
        const unwrapper = this.unwrapper;
        const batch = this.queue.splice(0, UNWRAP_BATCH);
        const results = await unwrapper.unwrap(batch);
        let added = false;
        for (const result of results) {
          if (!result.ok) continue;
          const message = toChatMessage(result.message, this.me);
          if (this.messages.has(message.id)) continue;
          this.messages.set(message.id, message);
          added = true;
        }
        if (added || this.queue.length === 0) this.update();
        await yieldToPage();
      }
    } finally {
      this.draining = false;
    }
    this.update();
  }

  private update(): void {
    this.snapshot = this.compute();
    for (const listener of this.listeners) listener();
  }

  private compute(): InboxSnapshot {
    const conversations = groupConversations(this.messages.values(), this.marks);
    const byPeer = new Map(conversations.map((conversation) => [conversation.peer, conversation]));
    const unreadTotal = conversations.reduce((sum, conversation) => sum + conversation.unread, 0);
    const relays = [...this.relays.values()];
    const base = { conversations, byPeer, unreadTotal };
    if (this.unwrapper?.unsupported) return { ...base, status: 'error', error: this.options.nip44Error() };
    if (relays.length > 0 && relays.every((relay) => relay.failed !== undefined) && this.messages.size === 0) {
      return { ...base, status: 'error', error: new Error(`Could not read your messages: ${relays[0]!.failed}`) };
    }
    const settled = relays.every((relay) => relay.settled) || this.timedOut;
    // Conversations show as their batches open; before the first message, 'loading' until the queue is done.
    const busy = (this.queue.length > 0 || this.draining) && this.messages.size === 0;
    return { ...base, status: settled && !busy ? 'ready' : 'loading' };
  }
}
