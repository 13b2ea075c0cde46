import { NPool, type NostrEvent, type NostrFilter, type NRelay } from '@nostrify/nostrify';
import type { NostrRelayCLOSED, NostrRelayEOSE, NostrRelayEVENT } from '@nostrify/types';
import { NLogin } from '@nostrify/react/login';
import { finalizeEvent, generateSecretKey, getPublicKey, matchFilters, nip19, nip44, type EventTemplate } from 'nostr-tools';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loginWithBunker } from './bunker-login';
import { SIGNER_ERRORS } from './expected-author-signer';
import { userFromLogin } from './login-to-user';

type RelayMessage = NostrRelayEVENT | NostrRelayEOSE | NostrRelayCLOSED;

/** A relay in memory that only broadcasts, as relays do with ephemeral kind-24133 events. */
class BroadcastRelay implements NRelay {
  private listeners = new Set<(event: NostrEvent) => void>();

  async *req(filters: NostrFilter[], opts?: { signal?: AbortSignal }): AsyncIterable<RelayMessage> {
    const queue: NostrEvent[] = [];
    let wake: (() => void) | undefined;
    const listener = (event: NostrEvent) => {
      if (!matchFilters(filters, event)) return;
      queue.push(event);
      wake?.();
    };
    this.listeners.add(listener);
    try {
      yield ['EOSE', 'sub'];
      while (!opts?.signal?.aborted) {
        const next = queue.shift();
        if (next) yield ['EVENT', 'sub', next];
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      this.listeners.delete(listener);
    }
  }

  async event(event: NostrEvent): Promise<void> {
    for (const listener of this.listeners) listener(event);
  }

  async query(): Promise<NostrEvent[]> {
    return [];
  }

  async close(): Promise<void> {}
}

type Behaviour = 'honest' | 'reject-signing' | 'wrong-key' | 'alter-content';

/** A NIP-46 signer on the broadcast relay: answers connect, get_public_key and sign_event over NIP-44. */
function startBunker(relay: NRelay, behaviour: Behaviour) {
  const bunkerKey = generateSecretKey();
  const userKey = generateSecretKey();
  const controller = new AbortController();
  void (async () => {
    for await (const message of relay.req([{ kinds: [24133], '#p': [getPublicKey(bunkerKey)] }], { signal: controller.signal })) {
      if (message[0] !== 'EVENT') continue;
      const request = message[2];
      const key = nip44.getConversationKey(bunkerKey, request.pubkey);
      const { id, method, params } = JSON.parse(nip44.decrypt(request.content, key)) as { id: string; method: string; params: string[] };
      let reply: { result?: string; error?: string } = { result: 'ack' };
      if (method === 'get_public_key') reply = { result: getPublicKey(userKey) };
      if (method === 'sign_event') {
        const template = JSON.parse(params[0] ?? '{}') as EventTemplate;
        if (behaviour === 'reject-signing') reply = { result: '', error: 'User rejected the request' };
        else if (behaviour === 'wrong-key') reply = { result: JSON.stringify(finalizeEvent(template, generateSecretKey())) };
        else if (behaviour === 'alter-content') reply = { result: JSON.stringify(finalizeEvent({ ...template, content: 'spam' }, userKey)) };
        else reply = { result: JSON.stringify(finalizeEvent(template, userKey)) };
      }
      const content = nip44.encrypt(JSON.stringify({ id, ...reply }), key);
      await relay.event(finalizeEvent({ kind: 24133, created_at: request.created_at, tags: [['p', request.pubkey]], content }, bunkerKey));
    }
  })();
  return {
    uri: `bunker://${getPublicKey(bunkerKey)}?relay=${encodeURIComponent('wss://bunker.test')}`,
    userPubkey: getPublicKey(userKey),
    stop: () => controller.abort(),
  };
}

/** A fresh object per use: nostr-tools' finalizeEvent (inside NSecSigner) signs in place. */
const template = () => ({ kind: 1, content: 'Selling my 2012 Civic', tags: [['t', 'car']], created_at: 1_700_000_000 });
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

async function bunkerUser(behaviour: Behaviour) {
  const relay = new BroadcastRelay();
  const pool = new NPool({ open: () => relay, reqRouter: () => new Map(), eventRouter: () => [] });
  const bunker = startBunker(relay, behaviour);
  stops.push(bunker.stop);
  const login = await loginWithBunker(bunker.uri, pool);
  return { user: userFromLogin(login, pool), bunker, login };
}

describe('bunker logins sign through NIP-46 and every signed event is checked', () => {
  it('logs in as the remote user and signs events by that user', async () => {
    const { user, bunker, login } = await bunkerUser('honest');
    expect(login.pubkey).toBe(bunker.userPubkey);
    const signed = await user.signer.signEvent(template());
    expect(signed).toMatchObject({ ...template(), pubkey: bunker.userPubkey });
  });

  it("surfaces the signer's command error", async () => {
    const { user } = await bunkerUser('reject-signing');
    await expect(user.signer.signEvent(template())).rejects.toThrow('User rejected the request');
  });

  it('refuses an event signed by another key', async () => {
    const { user } = await bunkerUser('wrong-key');
    await expect(user.signer.signEvent(template())).rejects.toThrow(SIGNER_ERRORS.wrongAuthor);
  });

  it('refuses an event with other content than requested', async () => {
    const { user } = await bunkerUser('alter-content');
    await expect(user.signer.signEvent(template())).rejects.toThrow(SIGNER_ERRORS.altered);
  });
});

describe('key and extension logins', () => {
  const pool = new NPool({ open: () => new BroadcastRelay(), reqRouter: () => new Map(), eventRouter: () => [] });
  afterEach(() => vi.unstubAllGlobals());

  it('signs key logins locally', async () => {
    const secretKey = generateSecretKey();
    const login = NLogin.fromNsec(nip19.nsecEncode(secretKey));
    const signed = await userFromLogin(login, pool).signer.signEvent(template());
    expect(signed.pubkey).toBe(getPublicKey(secretKey));
  });

  it('checks what the extension signs: the logged-in key passes, another key is refused', async () => {
    const userKey = generateSecretKey();
    let signingKey = userKey;
    vi.stubGlobal('nostr', {
      getPublicKey: async () => getPublicKey(userKey),
      signEvent: async (unsigned: EventTemplate) => finalizeEvent(unsigned, signingKey),
    });
    const login = new NLogin('extension', getPublicKey(userKey), null);
    const { signer } = userFromLogin(login, pool);
    expect((await signer.signEvent(template())).pubkey).toBe(getPublicKey(userKey));
    // The user switched accounts inside the extension: its events are no longer this account's.
    signingKey = generateSecretKey();
    await expect(signer.signEvent(template())).rejects.toThrow(SIGNER_ERRORS.wrongAuthor);
  });
});
