import { NSecSigner } from '@nostrify/nostrify';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { newKeys } from '@testing/test-relay';
import { startFaultRelay } from '../../../../e2e/support/fault-relay';
import { RelayPool } from '@/features/relay/public';
import { buildChatRumor } from '@/nostr/chat-message';
import type { NostrEvent } from '@/nostr/event';
import { wrapChatMessage } from '@/nostr/gift-wrap';

import { InboxStore, type InboxSnapshot } from './inbox-store';
import type { MessageCache, OpenedMessages } from './message-cache';
import { keyUnwrapper } from './unwrappers';

// Node 20 has no global WebSocket; the connection uses the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const pool = new RelayPool();
afterAll(() => pool.close());

const REAL_TEXT = 'Is the car still for sale?';
const FORGED_TEXT = 'Send the deposit to this address instead';
const NOW = Math.floor(Date.now() / 1000);

async function wrapTo(from: ReturnType<typeof newKeys>, to: string, text: string): Promise<NostrEvent> {
  const rumor = buildChatRumor({ author: from.pubkey, recipient: to, text, createdAt: NOW });
  return (await wrapChatMessage(new NSecSigner(from.secretKey), rumor, to, NOW)).recipient;
}

/** Every message text of a snapshot. */
const texts = (snapshot: InboxSnapshot) => snapshot.conversations.flatMap((conversation) => conversation.messages.map((message) => message.content));

/**
 * docs/architecture.md §18: the inbox knows a wrap by an id the app checked. A relay serves, before the real
 * wrap, a forgery under its id: the attacker's own wrap to the user (it decrypts, anyone may write to them)
 * with the real wrap's id. Keyed by the id it claims, it would show as that message, or hide it.
 */
describe('InboxStore with a forged wrap that reuses a real wrap id', () => {
  it('shows the real message, never the forgery, on the first visit and on the next one from its local copy', async () => {
    const [me, friend, attacker] = [newKeys(), newKeys(), newKeys()];
    const real = await wrapTo(friend, me.pubkey, REAL_TEXT);
    const forged = { ...(await wrapTo(attacker, me.pubkey, FORGED_TEXT)), id: real.id };
    let served: NostrEvent[] = [forged, real];
    const relay = await startFaultRelay({
      req: (client, id) => {
        for (const event of served) client.json(['EVENT', id, event]);
        client.json(['EOSE', id]);
      },
    });
    let stored: OpenedMessages | undefined;
    const cache: MessageCache = {
      load: () => Promise.resolve(stored && structuredClone(stored)),
      save: (opened) => {
        stored = structuredClone(opened);
        return Promise.resolve();
      },
    };
    const visit = () => {
      const store = new InboxStore({ me: me.pubkey, openRelay: (url) => pool.relay(url), loadMarks: () => ({}), saveMarks: () => undefined, nip44Error: () => new Error('no nip44') });
      store.setUnwrapper(keyUnwrapper(me.pubkey, me.secretKey, cache));
      store.setRelays([relay.url]);
      return store;
    };
    try {
      const first = visit();
      await expect.poll(() => first.getSnapshot().status, { timeout: 10_000 }).toBe('ready');
      expect(texts(first.getSnapshot())).toEqual([REAL_TEXT]);
      await expect.poll(() => stored?.wraps).toEqual([[real.id, expect.any(String)]]);
      first.stop();

      // The next visit: the local copy lists the real wrap; the relay now serves only the forgery under its id.
      served = [forged];
      const second = visit();
      await expect.poll(() => second.getSnapshot().status, { timeout: 10_000 }).toBe('ready');
      expect(texts(second.getSnapshot())).toEqual([REAL_TEXT]);
      second.stop();
    } finally {
      await relay.close();
    }
  });
});
