import NDK, { NDKEvent, NDKNip46Backend, NDKPrivateKeySigner, type IEventHandlingStrategy } from '@nostr-dev-kit/ndk';
import { finalizeEvent, generateSecretKey, getPublicKey, nip44 } from 'nostr-tools';
import { WebSocket } from 'ws';

import { subscriptionId, TestClient } from './test-client';

// Node 20 has no global WebSocket; NDK opens its relay connections with it.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

export interface NdkBunkerOptions {
  relayUrl: string;
  /** Adds a `p` tag for someone the content does not mention to every event it signs. */
  addsUnrelatedP?: boolean;
}

/**
 * A remote signer as nsecbunkerd runs it: NDK's NIP-46 backend, holding the user's key (so the bunker key is
 * the user key), answering on one relay and allowing everything. It is an implementation independent of
 * Carstr's (and of Nostrify's and of e2e/support/test-bunker.ts). NDK adds a `t` tag per #hashtag and a
 * `p` tag per nostr:npub mention to what it signs, and does not lowercase the hashtags.
 */
export async function startNdkBunker({ relayUrl, addsUnrelatedP = false }: NdkBunkerOptions) {
  const userKey = generateSecretKey();
  const pubkey = getPublicKey(userKey);
  const ndk = new NDK({ explicitRelayUrls: [relayUrl] });
  await ndk.connect(5000);
  const backend = new NDKNip46Backend(ndk, new NDKPrivateKeySigner(userKey), async () => true, [relayUrl]);
  /** The params of every `connect` request, and the secrets ("tokens") NDK was handed. */
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
  const stranger = getPublicKey(generateSecretKey());
  if (addsUnrelatedP) {
    // NDK's own signing, plus one tag the content does not account for.
    const signWithExtraP: IEventHandlingStrategy = {
      handle: async (self, _id, _remotePubkey, params) => {
        const event = new NDKEvent(self.ndk, JSON.parse(params[0] ?? '{}') as object);
        event.tags.push(['p', stranger]);
        await event.sign(self.signer);
        return JSON.stringify(await event.toNostrEvent());
      },
    };
    backend.setStrategy('sign_event', signWithExtraP);
  }
  await backend.start();
  await waitUntilAnswering(relayUrl, pubkey);

  return {
    pubkey,
    userKey,
    /** The p tag its hostile variant adds. */
    stranger,
    connects,
    tokens,
    uri: (secret?: string) => `bunker://${pubkey}?relay=${encodeURIComponent(relayUrl)}${secret ? `&secret=${encodeURIComponent(secret)}` : ''}`,
    /**
     * Plays the signer app that scanned a nostrconnect:// URI: sends, through NDK's RPC and with NIP-44, the
     * `connect` response carrying the URI's secret to the URI's client key.
     */
    answerNostrConnect: async (nostrconnectUri: string, secret?: string) => {
      const uri = new URL(nostrconnectUri);
      backend.rpc.encryptionType = 'nip44';
      await backend.rpc.sendResponse(crypto.randomUUID(), uri.host, secret ?? uri.searchParams.get('secret') ?? '');
    },
    close: () => {
      for (const relay of ndk.pool.relays.values()) relay.disconnect();
    },
  };
}

export type NdkBunker = Awaited<ReturnType<typeof startNdkBunker>>;

/** Pings the bunker (nostr-tools, over a test connection) until it answers: its subscription is then open. */
async function waitUntilAnswering(relayUrl: string, bunkerPubkey: string): Promise<void> {
  const clientKey = generateSecretKey();
  const conversation = nip44.getConversationKey(clientKey, bunkerPubkey);
  const client = await TestClient.connect(relayUrl);
  try {
    await client.query(subscriptionId('pong'), { kinds: [24133], authors: [bunkerPubkey], '#p': [getPublicKey(clientKey)] });
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const request = { id: `ping-${attempt}`, method: 'ping', params: [] };
      const event = finalizeEvent(
        { kind: 24133, created_at: Math.floor(Date.now() / 1000), tags: [['p', bunkerPubkey]], content: nip44.encrypt(JSON.stringify(request), conversation) },
        clientKey,
      );
      client.send(['EVENT', event]);
      try {
        await client.waitFor((message) => message[0] === 'EVENT', 300);
        return;
      } catch {
        // Not listening yet: ask again.
      }
    }
    throw new Error('The NDK bunker never answered a ping');
  } finally {
    await client.close();
  }
}
