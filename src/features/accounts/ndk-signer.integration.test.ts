import NDK, { NDKEvent, NDKNip46Backend, NDKPrivateKeySigner, type IEventHandlingStrategy } from '@nostr-dev-kit/ndk';
import { generateSecretKey, getPublicKey, nip19, nip44, verifyEvent } from 'nostr-tools';
import { NSecSigner } from '@nostrify/nostrify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';

import { startRelay, type RelayHandle } from '../../../dev/relay/start-relay';
import { relayGroup, RelayPool } from '@/features/relay/public';
import { NIP46_PERMISSIONS } from '@/nostr/signer-permissions';
import { SIGNER_ERRORS } from '@/nostr/signed-event-check';

import { loginWithBunker, loginWithNostrConnect, newNostrConnectSession } from './bunker-login';
import { userFromLogin } from './login-to-user';
import { nip46Request } from './nip46-messages';
import { requireNip44 } from './nip44-support';

// Node 20 has no global WebSocket: the app's relay connections and NDK's both use ws.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let relay: RelayHandle;
let pool: RelayPool;

beforeAll(async () => {
  relay = await startRelay({ port: 0, dbPath: ':memory:', logLevel: 'silent' });
  pool = new RelayPool();
});

afterAll(async () => {
  await pool.close();
  await relay.close();
});

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/**
 * A remote signer as nsecbunkerd runs it: NDK's NIP-46 backend (an implementation independent of Carstr's
 * and of Nostrify's), holding the user's key, on the embedded relay. NDK adds a t tag per #hashtag and a p
 * tag per nostr:npub mention to what it signs. `hostile` makes it add a p tag for someone not mentioned.
 */
async function startNdkBunker(options: { hostile?: boolean } = {}) {
  const userKey = generateSecretKey();
  const ndk = new NDK({ explicitRelayUrls: [relay.url] });
  await ndk.connect(5000);
  const backend = new NDKNip46Backend(ndk, new NDKPrivateKeySigner(userKey), async () => true, [relay.url]);
  const connects: string[][] = [];
  const tokens: string[] = [];
  backend.applyToken = async (_pubkey, token) => void tokens.push(token);
  const connect = backend.handlers.connect!;
  backend.setStrategy('connect', {
    handle: (self, id, remotePubkey, params) => {
      connects.push(params);
      return connect.handle(self, id, remotePubkey, params);
    },
  });
  if (options.hostile) {
    const stranger = getPublicKey(generateSecretKey());
    const hostile: IEventHandlingStrategy = {
      handle: async (self, _id, _remotePubkey, params) => {
        const event = new NDKEvent(self.ndk, JSON.parse(params[0] ?? '{}'));
        event.tags.push(['p', stranger]);
        await event.sign(self.signer);
        return JSON.stringify(await event.toNostrEvent());
      },
    };
    backend.setStrategy('sign_event', hostile);
  }
  await backend.start();
  const pubkey = getPublicKey(userKey);
  // Ready once it answers a ping (its subscription is open): requests sent earlier would be lost.
  const pinger = new NSecSigner(generateSecretKey());
  await vi.waitFor(() => nip46Request(relayGroup(pool, [relay.url]), pinger, pubkey, 'ping', [], AbortSignal.timeout(1000)), {
    timeout: 15_000,
    interval: 100,
  });
  stops.push(() => {
    for (const connection of ndk.pool.relays.values()) connection.disconnect();
  });
  return { backend, userKey, pubkey, connects, tokens, uri: `bunker://${pubkey}?relay=${encodeURIComponent(relay.url)}&secret=s3cret` };
}

const mentioned = getPublicKey(generateSecretKey());
const comment = () => ({
  kind: 1111,
  content: `Is the #Civic still for sale? Ask nostr:${nip19.npubEncode(mentioned)} about it.`,
  tags: [
    ['A', `30402:${'ab'.repeat(32)}:civic`, ''],
    ['K', '30402'],
  ],
  created_at: Math.floor(Date.now() / 1000),
});

describe('a bunker built on NDK (as nsecbunkerd is)', () => {
  it('logs in over bunker:// with the secret and the permissions Carstr signs with', async () => {
    const bunker = await startNdkBunker();
    const login = await loginWithBunker(bunker.uri, pool);
    expect(login.pubkey).toBe(bunker.pubkey);
    expect(bunker.tokens).toEqual(['s3cret']);
    expect(bunker.connects[0]).toEqual([bunker.pubkey, 's3cret', NIP46_PERMISSIONS.join(',')]);
  });

  it('signs a comment with a #hashtag and a nostr:npub mention, adding the derived t and p tags, and it is accepted', async () => {
    const bunker = await startNdkBunker();
    const { signer } = userFromLogin(await loginWithBunker(bunker.uri, pool), pool);
    const signed = await signer.signEvent(comment());
    expect(verifyEvent(signed)).toBe(true);
    expect(signed.pubkey).toBe(bunker.pubkey);
    expect(signed.content).toBe(comment().content);
    expect(signed.tags).toEqual([...comment().tags, ['p', mentioned], ['t', 'Civic']]);
  });

  it('encrypts and decrypts with NIP-44 through the bunker, readable by nostr-tools', async () => {
    const bunker = await startNdkBunker();
    const { signer } = userFromLogin(await loginWithBunker(bunker.uri, pool), pool);
    const peerKey = generateSecretKey();
    const cipher = await requireNip44(signer);
    const ciphertext = await cipher.encrypt(getPublicKey(peerKey), 'Still for sale?');
    expect(nip44.decrypt(ciphertext, nip44.getConversationKey(peerKey, bunker.pubkey))).toBe('Still for sale?');
    const reply = nip44.encrypt('Yes', nip44.getConversationKey(peerKey, bunker.pubkey));
    expect(await cipher.decrypt(getPublicKey(peerKey), reply)).toBe('Yes');
  });

  it('refuses an event to which the signer added a p tag for someone not mentioned', async () => {
    const bunker = await startNdkBunker({ hostile: true });
    const { signer } = userFromLogin(await loginWithBunker(bunker.uri, pool), pool);
    await expect(signer.signEvent(comment())).rejects.toThrow(SIGNER_ERRORS.altered);
  });

  it('logs in over nostrconnect:// when the signer app answers connect with the secret', async () => {
    const bunker = await startNdkBunker();
    const session = newNostrConnectSession(relay.url);
    const uri = new URL(session.uri);
    expect(uri.searchParams.get('perms')).toBe(NIP46_PERMISSIONS.join(','));
    const clientPubkey = uri.host;
    const controller = new AbortController();
    const login = loginWithNostrConnect(session, pool, controller.signal);
    // The signer app answers with NDK's RPC: a wrong secret (ignored), then the right one. Until the app's
    // subscription is open a response is lost (kind 24133 is not stored), so it answers until logged in.
    bunker.backend.rpc.encryptionType = 'nip44';
    let loggedIn = false;
    void login.finally(() => (loggedIn = true));
    await vi.waitFor(
      async () => {
        await bunker.backend.rpc.sendResponse('x1', clientPubkey, 'wrong-secret');
        await bunker.backend.rpc.sendResponse('x2', clientPubkey, uri.searchParams.get('secret') ?? '');
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
