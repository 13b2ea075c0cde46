import { NSecSigner } from '@nostrify/nostrify';
import { nip17 } from 'nostr-tools';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';

import { KIND } from '@/config/constants';

import { DUPLICATE_TEXT, DROPPED_MARK, hostileMessageWraps } from '../../../../e2e/fixtures/hostile-messages';
// Renamed: not a React hook, a vitest fixture (one relay for this file).
import { newKeys, publishEvents, signEvent, useTestRelay as relayForThisFile } from '@testing/test-relay';
import { relayAuth, RelayPool } from '@/features/relay/public';
import { buildChatRumor } from '@/nostr/chat-message';
import { wrapChatMessage } from '@/nostr/gift-wrap';

import { InboxStore, UPDATE_INTERVAL_MS, type InboxSnapshot } from './inbox-store';
import type { MessageCache, OpenedMessages } from './message-cache';
import { keyUnwrapper, signerUnwrapper, type OpenedBatch, type Unwrapper } from './unwrappers';
import type { NostrEvent } from '@/nostr/event';
import type { UnwrapResult } from '@/nostr/gift-unwrap';

// Node 20 has no global WebSocket; the connection uses the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const fixture = relayForThisFile();
// One pool, as on a page: switching accounts re-authenticates the open connection (NIP-42).
const pool = new RelayPool();
afterAll(() => pool.close());

/** The inbox of `keys`, signed in as `keys` (the relay layer answers AUTH with it), reading the test relay. */
function inboxOf(keys: ReturnType<typeof newKeys>, options: { viaSigner?: boolean; unwrapper?: Unwrapper; relays?: boolean } = {}): InboxStore {
  const signer = new NSecSigner(keys.secretKey);
  relayAuth.setSigner(signer);
  // The test relay is the account's own DM relay: the relay layer logs in there when it asks (NIP-42).
  relayAuth.setPolicy((url) => url === fixture.url);
  let marks: Record<string, number> = {};
  const store = new InboxStore({
    me: keys.pubkey,
    openRelay: (url) => pool.relay(url),
    loadMarks: () => marks,
    saveMarks: (next) => {
      marks = { ...next };
    },
    nip44Error: () => new Error('no nip44'),
  });
  store.setUnwrapper(options.unwrapper ?? (options.viaSigner ? signerUnwrapper(keys.pubkey, signer) : keyUnwrapper(keys.pubkey, keys.secretKey)));
  if (options.relays !== false) store.setRelays([fixture.url]);
  return store;
}

async function until(store: InboxStore, predicate: (snapshot: InboxSnapshot) => boolean): Promise<InboxSnapshot> {
  await expect.poll(() => predicate(store.getSnapshot()), { timeout: 15_000 }).toBe(true);
  return store.getSnapshot();
}

describe('InboxStore on the embedded relay (NIP-42 AUTH, live)', () => {
  it('reads, validates, dedupes and groups the wraps of one account, live, and never another account’s', async () => {
    const [seller, buyer, other, eve] = [newKeys(), newKeys(), newKeys(), newKeys()];
    const address = `${KIND.listing}:${seller.pubkey}:car-1`;
    const first = buildChatRumor({ author: buyer.pubkey, recipient: seller.pubkey, text: 'Is the car still for sale?', createdAt: 1_750_000_000, subject: '2019 Camry', about: { address } });
    const wraps = await wrapChatMessage(new NSecSigner(buyer.secretKey), first, seller.pubkey, 1_750_000_000);
    // The same message on the relay twice (another wrap of the same rumor), a reply from the seller read
    // through the seller's own copy, a message from another client (nostr-tools) and the hostile corpus.
    const again = await wrapChatMessage(new NSecSigner(buyer.secretKey), first, seller.pubkey, 1_750_000_000);
    const reply = buildChatRumor({ author: seller.pubkey, recipient: buyer.pubkey, text: 'Yes it is.', createdAt: 1_750_000_100 });
    const replyWraps = await wrapChatMessage(new NSecSigner(seller.secretKey), reply, buyer.pubkey, 1_750_000_100);
    const fromOther = nip17.wrapEvent(other.secretKey, { publicKey: seller.pubkey }, 'Hello from another app');
    const hostile = hostileMessageWraps(seller.pubkey, buyer.pubkey);
    await publishEvents(fixture.url, [wraps.recipient, wraps.self, again.recipient, replyWraps.recipient, replyWraps.self, fromOther, ...hostile.wraps.map((entry) => entry.wrap)]);

    const inbox = inboxOf(seller);
    const ready = await until(inbox, (snapshot) => snapshot.status === 'ready' && snapshot.conversations.reduce((sum, conversation) => sum + conversation.messages.length, 0) === 5);
    expect(ready.conversations).toHaveLength(3);
    const withBuyer = ready.byPeer.get(buyer.pubkey)!;
    expect(withBuyer.messages.map((message) => [message.content.split('\n')[0], message.mine])).toEqual([
      ['Is the car still for sale?', false],
      ['Yes it is.', true],
    ]);
    expect(withBuyer.about).toEqual({ address, subject: '2019 Camry' });
    expect(ready.byPeer.get(other.pubkey)?.last.content).toBe('Hello from another app');
    const attacker = ready.byPeer.get(hostile.attacker)!;
    // Of the hostile corpus only the inert text and the duplicate (once) remain.
    expect(attacker.messages.map((message) => message.content).toSorted()).toEqual([DUPLICATE_TEXT, hostile.wraps.find((entry) => entry.expect === 'inert' && entry.text !== DUPLICATE_TEXT)!.text].toSorted());
    expect(JSON.stringify(ready.conversations)).not.toContain(DROPPED_MARK);
    // Unread: the peers' messages (buyer 1, other 1, attacker 2); the own reply is not unread.
    expect(ready.unreadTotal).toBe(4);
    inbox.markRead(buyer.pubkey);
    expect(inbox.getSnapshot().byPeer.get(buyer.pubkey)?.unread).toBe(0);
    expect(inbox.getSnapshot().unreadTotal).toBe(3);

    // Live: a new message arrives without reloading, and is unread.
    const later = buildChatRumor({ author: buyer.pubkey, recipient: seller.pubkey, text: 'Can I see it Saturday?', createdAt: Math.floor(Date.now() / 1000) + 5 });
    const laterWraps = await wrapChatMessage(new NSecSigner(buyer.secretKey), later, seller.pubkey, Math.floor(Date.now() / 1000));
    await publishEvents(fixture.url, [laterWraps.recipient]);
    const live = await until(inbox, (snapshot) => snapshot.byPeer.get(buyer.pubkey)?.messages.length === 3);
    expect(live.byPeer.get(buyer.pubkey)?.last.content).toBe('Can I see it Saturday?');
    expect(live.byPeer.get(buyer.pubkey)?.unread).toBe(1);
    expect(live.conversations[0]?.peer).toBe(buyer.pubkey);

    // Switching to the buyer's account on the same connection: the buyer's inbox (through the signer this time)
    // holds the conversation from the buyer's side, and none of the seller's other conversations.
    inbox.stop();
    const buyerInbox = inboxOf(buyer, { viaSigner: true });
    const buyerView = await until(buyerInbox, (snapshot) => snapshot.status === 'ready' && snapshot.conversations[0]?.messages.length === 2);
    expect(buyerView.conversations).toHaveLength(1);
    expect(buyerView.conversations[0]?.messages.map((message) => message.mine)).toEqual([true, false]);

    // A third key authenticates and reads nothing of theirs.
    const eveInbox = inboxOf(eve);
    const eveView = await until(eveInbox, (snapshot) => snapshot.status === 'ready');
    expect(eveView.conversations).toEqual([]);
    for (const store of [buyerInbox, eveInbox]) store.stop();
  });

  it('is loading until its relays are named, then ready once they have answered (never an empty inbox before they were asked)', async () => {
    const me = newKeys();
    const inbox = inboxOf(me, { relays: false });
    expect(inbox.getSnapshot().status).toBe('loading');
    inbox.setRelays([fixture.url]);
    await until(inbox, (snapshot) => snapshot.status === 'ready');
    expect(inbox.getSnapshot().conversations).toEqual([]);
    inbox.stop();
  });

  it('keeps what a key login opened: the next visit shows it before any relay answers and opens only new wraps', async () => {
    const [me, peer] = [newKeys(), newKeys()];
    const texts = Array.from({ length: 30 }, (_, n) => `Message ${n + 1}`);
    const wraps = await Promise.all(
      texts.map((text, n) => {
        const [author, recipient] = n % 2 === 0 ? [peer, me] : [me, peer];
        const rumor = buildChatRumor({ author: author.pubkey, recipient: recipient.pubkey, text, createdAt: 1_750_000_000 + n * 60 });
        return wrapChatMessage(new NSecSigner(author.secretKey), rumor, recipient.pubkey, 1_750_000_000 + n * 60);
      }),
    );
    // What `me` receives: the peer's messages to them and their own copies of the ones they sent.
    await publishEvents(fixture.url, wraps.map((pair, n) => (n % 2 === 0 ? pair.recipient : pair.self)));
    let stored: OpenedMessages | undefined;
    const cache: MessageCache = {
      load: () => Promise.resolve(stored && structuredClone(stored)),
      save: (opened) => {
        stored = structuredClone(opened);
        return Promise.resolve();
      },
    };
    const countingUnwrapper = () => {
      const inner = keyUnwrapper(me.pubkey, me.secretKey, cache);
      const opened: string[] = [];
      const unwrapper: Unwrapper = { ...inner, parallel: inner.parallel, unsupported: false, cache, unwrap: (batch, more) => (opened.push(...batch.map((wrap) => wrap.id)), inner.unwrap(batch, more)) };
      return { unwrapper, opened };
    };

    const first = countingUnwrapper();
    const visit = inboxOf(me, { unwrapper: first.unwrapper });
    await until(visit, (snapshot) => snapshot.status === 'ready' && snapshot.byPeer.get(peer.pubkey)?.messages.length === 30);
    await expect.poll(() => stored?.messages.length).toBe(30);
    expect(stored?.wraps).toHaveLength(30);
    expect(first.opened).toHaveLength(30);
    visit.stop();

    // The next visit: the messages are there before it reads any relay, oldest first.
    const second = countingUnwrapper();
    const again = inboxOf(me, { unwrapper: second.unwrapper, relays: false });
    const cached = await until(again, (snapshot) => snapshot.byPeer.get(peer.pubkey)?.messages.length === 30);
    expect(cached.byPeer.get(peer.pubkey)?.messages.map((message) => message.content)).toEqual(texts);
    expect(cached.byPeer.get(peer.pubkey)?.messages.map((message) => message.mine)).toEqual(texts.map((_, n) => n % 2 === 1));
    // Reading the relay then opens only a wrap it has not seen: the new message.
    again.setRelays([fixture.url]);
    const rumor = buildChatRumor({ author: peer.pubkey, recipient: me.pubkey, text: 'One more thing', createdAt: Math.floor(Date.now() / 1000) });
    const fresh = await wrapChatMessage(new NSecSigner(peer.secretKey), rumor, me.pubkey, Math.floor(Date.now() / 1000));
    await publishEvents(fixture.url, [fresh.recipient]);
    await until(again, (snapshot) => snapshot.status === 'ready' && snapshot.byPeer.get(peer.pubkey)?.last.content === 'One more thing');
    expect(second.opened).toEqual([fresh.recipient.id]);
    await expect.poll(() => stored?.messages.length).toBe(31);
    again.stop();
  });

  it("shows a conversation's newest message soon after its batch opens, and older ones at the usual pace", async () => {
    const [me, peer] = [newKeys(), newKeys()];
    // 100 wraps for `me` on the relay; what each holds is said by the unwrapper below, one batch at a time.
    const wraps = Array.from({ length: 100 }, (_, n) => signEvent(newKeys(), { kind: KIND.giftWrap, created_at: 1_750_000_000 - n, content: `wrap ${n}`, tags: [['p', me.pubkey]] }));
    await publishEvents(fixture.url, wraps);
    const batches: { size: number; open: (times: (index: number) => number) => void }[] = [];
    const unwrapper: Unwrapper = {
      parallel: 1,
      unsupported: false,
      unwrap: (batch) =>
        new Promise<OpenedBatch>((resolve) => {
          const open = (times: (index: number) => number) =>
            resolve({
              results: batch.map((wrap, index): UnwrapResult => {
                const rumor = buildChatRumor({ author: peer.pubkey, recipient: me.pubkey, text: wrap.content, createdAt: times(index) });
                return { ok: true, message: { rumor, peer: peer.pubkey } };
              }),
            });
          batches.push({ size: batch.length, open });
        }),
      dispose: () => undefined,
    };
    const store = inboxOf(me, { unwrapper });
    // The relay's EOSE gives a new snapshot: by then every wrap is queued, so the batches that follow are full.
    let snapshots = 0;
    store.subscribe(() => (snapshots += 1));
    await expect.poll(() => snapshots).toBeGreaterThan(0);
    expect(batches).toHaveLength(1);
    const newest = () => store.getSnapshot().byPeer.get(peer.pubkey)?.last.createdAt;
    const count = () => store.getSnapshot().byPeer.get(peer.pubkey)?.messages.length ?? 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      // The first messages show at once.
      batches[0]!.open((index) => 1_000 + index);
      await vi.advanceTimersByTimeAsync(0);
      expect(count()).toBe(batches[0]!.size);
      // A batch with a newer message than the conversation shows: on screen 40 ms later.
      batches[1]!.open((index) => (index === 3 ? 5_000 : 1_100 + index));
      await vi.advanceTimersByTimeAsync(0);
      expect(batches[1]!.size).toBe(25);
      vi.advanceTimersByTime(39);
      expect(newest()).toBeLessThan(5_000);
      vi.advanceTimersByTime(1);
      expect(newest()).toBe(5_000);
      // A batch of older messages only: they join at the usual pace, UPDATE_INTERVAL_MS after the last snapshot.
      const shown = count();
      batches[2]!.open((index) => 2_000 + index);
      await vi.advanceTimersByTimeAsync(0);
      vi.advanceTimersByTime(UPDATE_INTERVAL_MS - 1);
      expect(count()).toBe(shown);
      vi.advanceTimersByTime(1);
      expect(count()).toBe(shown + 25);
    } finally {
      vi.useRealTimers();
    }
    // The rest, as their batches go out (opening a batch twice changes nothing).
    await expect.poll(() => {
      for (const batch of batches.slice(3)) batch.open((index) => 3_000 + index);
      return count();
    }).toBe(100);
    store.stop();
  });

  it('shows a backlog before its seals are checked, then takes back a message whose seal failed, and keeps its local copy until then', async () => {
    const [me, peer] = [newKeys(), newKeys()];
    // 60 wraps for `me`, each shown by the unwrapper below before its seal is checked (as a worker with a backlog).
    const wraps = Array.from({ length: 60 }, (_, n) => signEvent(newKeys(), { kind: KIND.giftWrap, created_at: 1_750_000_000 - n, content: `wrap ${n}`, tags: [['p', me.pubkey]] }));
    await publishEvents(fixture.url, wraps);
    const checks: { batch: NostrEvent[]; fail: (failing: (wrap: NostrEvent) => boolean) => void }[] = [];
    const unwrapper: Unwrapper = {
      parallel: 2,
      unsupported: false,
      unwrap: (batch) => {
        const results = batch.map((wrap): UnwrapResult => {
          const rumor = buildChatRumor({ author: peer.pubkey, recipient: me.pubkey, text: wrap.content, createdAt: 1_000 + Number(wrap.content.split(' ')[1]) });
          return { ok: true, message: { rumor, peer: peer.pubkey } };
        });
        const failedSeals = new Promise<ReadonlySet<number>>((resolve) => {
          checks.push({ batch, fail: (failing) => resolve(new Set(batch.flatMap((wrap, index) => (failing(wrap) ? [index] : [])))) });
        });
        return Promise.resolve({ results, failedSeals });
      },
      dispose: () => undefined,
    };
    let saved: OpenedMessages | undefined;
    const cache: MessageCache = {
      load: () => Promise.resolve(undefined),
      save: (opened) => {
        saved = structuredClone(opened);
        return Promise.resolve();
      },
    };
    const store = inboxOf(me, { unwrapper: { ...unwrapper, cache } });
    const texts = () => store.getSnapshot().byPeer.get(peer.pubkey)?.messages.map((message) => message.content) ?? [];
    // Every message shows while its seal is still being checked; nothing is written to the local copy yet.
    await expect.poll(() => texts().length, { timeout: 15_000 }).toBe(60);
    expect(saved).toBeUndefined();
    // The seal of 'wrap 7' fails: its message goes, the others stay, and only then is the local copy written.
    for (const check of checks) check.fail((wrap) => wrap.content === 'wrap 7');
    await expect.poll(() => texts().length).toBe(59);
    expect(texts()).not.toContain('wrap 7');
    await expect.poll(() => saved?.messages.length).toBe(59);
    expect(saved?.wraps.map(([wrap]) => wrap)).not.toContain(wraps[7]!.id);
    store.stop();
  });
});
