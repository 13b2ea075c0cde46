import { NLogin } from '@nostrify/react/login';
import { finalizeEvent, generateSecretKey, getPublicKey, nip19, nip44, type EventTemplate } from 'nostr-tools';
import { Relay, useWebSocketImplementation as setWebSocketImplementation, type Subscription } from 'nostr-tools/relay';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';

import { startTestRelay, type RelayHandle } from '@testing/test-relay';
import { RelayPool } from '@/features/relay/public';

import { loginWithBunker } from './bunker-login';
import { SIGNER_ERRORS } from '@/nostr/signed-event-check';
import { userFromLogin } from './login-to-user';

// Node 20 has no global WebSocket: the app's relay connections and nostr-tools' Relay (the bunker) use ws.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
setWebSocketImplementation(WebSocket);

let relay: RelayHandle;
let pool: RelayPool;

beforeAll(async () => {
  relay = await startTestRelay();
  pool = new RelayPool();
});

afterAll(async () => {
  await pool.close();
  await relay.close();
});

type Behaviour = 'honest' | 'reject-signing' | 'wrong-key' | 'alter-content';

/**
 * A NIP-46 signer built on nostr-tools' own relay client (not the app's), on the embedded relay: answers
 * connect, get_public_key and sign_event over NIP-44, honestly or not.
 */
async function startBunker(behaviour: Behaviour) {
  const bunkerKey = generateSecretKey();
  const userKey = generateSecretKey();
  const connection = await Relay.connect(relay.url);
  const answer = async (request: { pubkey: string; content: string; created_at: number }) => {
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
    await connection.publish(finalizeEvent({ kind: 24133, created_at: Math.floor(Date.now() / 1000), tags: [['p', request.pubkey]], content }, bunkerKey));
  };
  // Listening before the app's first request: the relay only broadcasts kind 24133 to subscribers.
  const subscription = await new Promise<Subscription>((resolve) => {
    const opened: Subscription = connection.subscribe([{ kinds: [24133], '#p': [getPublicKey(bunkerKey)], since: Math.floor(Date.now() / 1000) - 5 }], {
      onevent: (event) => void answer(event).catch(() => undefined),
      oneose: () => resolve(opened),
    });
  });
  return {
    uri: `bunker://${getPublicKey(bunkerKey)}?relay=${encodeURIComponent(relay.url)}`,
    userPubkey: getPublicKey(userKey),
    stop: () => {
      subscription.close();
      connection.close();
    },
  };
}

/** A fresh object per use: nostr-tools' finalizeEvent (inside NSecSigner) signs in place. */
const template = () => ({ kind: 1, content: 'Selling my 2012 Civic', tags: [['t', 'car']], created_at: 1_700_000_000 });
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

async function bunkerUser(behaviour: Behaviour) {
  const bunker = await startBunker(behaviour);
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
