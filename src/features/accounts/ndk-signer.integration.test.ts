import { generateSecretKey, getPublicKey, nip19, nip44, verifyEvent } from 'nostr-tools';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';

import { KIND } from '@/config/constants';

import { startTestRelay, type RelayHandle } from '@testing/test-relay';
import { startNdkBunker as startNdk } from '@testing/ndk-bunker';
import { RelayPool } from '@/features/relay/public';
import { requireNip44 } from '@/features/session/public';
import { NIP46_PERMISSIONS } from '@/nostr/signer-permissions';
import { SIGNER_ERRORS } from '@/nostr/signed-event-check';

import { loginWithBunker, loginWithNostrConnect, newNostrConnectSession } from './bunker-login';
import { userFromLogin } from './login-to-user';

// Node 20 has no global WebSocket: the app's relay connections and NDK's both use ws.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

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

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** NDK's NIP-46 backend (dev/testing/ndk-bunker.ts), stopped after each test. */
async function startNdkBunker(options: { addsUnrelatedP?: boolean } = {}) {
  const bunker = await startNdk({ relayUrl: relay.url, ...options });
  stops.push(bunker.close);
  return bunker;
}

const mentioned = getPublicKey(generateSecretKey());
const comment = () => ({
  kind: KIND.comment,
  content: `Is the #Civic still for sale? Ask nostr:${nip19.npubEncode(mentioned)} about it.`,
  tags: [
    ['A', `${KIND.listing}:${'ab'.repeat(32)}:civic`, ''],
    ['K', String(KIND.listing)],
  ],
  created_at: Math.floor(Date.now() / 1000),
});

describe('a bunker built on NDK (as nsecbunkerd is)', () => {
  it('logs in over bunker:// with the secret and the permissions Carstr signs with', async () => {
    const bunker = await startNdkBunker();
    const login = await loginWithBunker(bunker.uri('s3cret'), pool);
    expect(login.pubkey).toBe(bunker.pubkey);
    expect(bunker.tokens).toEqual(['s3cret']);
    expect(bunker.connects[0]).toEqual([bunker.pubkey, 's3cret', NIP46_PERMISSIONS.join(',')]);
  });

  it('signs a comment with a #hashtag and a nostr:npub mention, adding the derived t and p tags, and it is accepted', async () => {
    const bunker = await startNdkBunker();
    const { signer } = userFromLogin(await loginWithBunker(bunker.uri(), pool), pool);
    const signed = await signer.signEvent(comment());
    expect(verifyEvent(signed)).toBe(true);
    expect(signed.pubkey).toBe(bunker.pubkey);
    expect(signed.content).toBe(comment().content);
    expect(signed.tags).toEqual([...comment().tags, ['p', mentioned], ['t', 'Civic']]);
  });

  it('encrypts and decrypts with NIP-44 through the bunker, readable by nostr-tools', async () => {
    const bunker = await startNdkBunker();
    const { signer } = userFromLogin(await loginWithBunker(bunker.uri(), pool), pool);
    const peerKey = generateSecretKey();
    const cipher = await requireNip44(signer);
    const ciphertext = await cipher.encrypt(getPublicKey(peerKey), 'Still for sale?');
    expect(nip44.decrypt(ciphertext, nip44.getConversationKey(peerKey, bunker.pubkey))).toBe('Still for sale?');
    const reply = nip44.encrypt('Yes', nip44.getConversationKey(peerKey, bunker.pubkey));
    expect(await cipher.decrypt(getPublicKey(peerKey), reply)).toBe('Yes');
  });

  it('refuses an event to which the signer added a p tag for someone not mentioned', async () => {
    const bunker = await startNdkBunker({ addsUnrelatedP: true });
    const { signer } = userFromLogin(await loginWithBunker(bunker.uri(), pool), pool);
    await expect(signer.signEvent(comment())).rejects.toThrow(SIGNER_ERRORS.altered);
  });

  it('logs in over nostrconnect:// when the signer app answers connect with the secret', async () => {
    const bunker = await startNdkBunker();
    const session = newNostrConnectSession(relay.url);
    const uri = new URL(session.uri);
    expect(uri.searchParams.get('perms')).toBe(NIP46_PERMISSIONS.join(','));
    const controller = new AbortController();
    const login = loginWithNostrConnect(session, pool, controller.signal);
    // The signer app answers with NDK's RPC: a wrong secret (ignored), then the right one. Until the app's
    // subscription is open a response is lost (kind 24133 is not stored), so it answers until logged in.
    let loggedIn = false;
    const settled = () => (loggedIn = true);
    login.then(settled, settled);
    await vi.waitFor(
      async () => {
        await bunker.answerNostrConnect(session.uri, 'wrong-secret');
        await bunker.answerNostrConnect(session.uri);
        expect(loggedIn).toBe(true);
      },
      { timeout: 15_000, interval: 200 },
    );
    const done = await login;
    expect(done.pubkey).toBe(bunker.pubkey);
    expect(done.data).toMatchObject({ bunkerPubkey: bunker.pubkey, relays: [relay.url] });
    const { signer } = userFromLogin(done, pool);
    expect((await signer.signEvent(comment())).pubkey).toBe(bunker.pubkey);
  });

  it('stops waiting for a signer app when cancelled', async () => {
    const controller = new AbortController();
    const login = loginWithNostrConnect(newNostrConnectSession(relay.url), pool, controller.signal);
    controller.abort();
    await expect(login).rejects.toThrow();
  });
});
