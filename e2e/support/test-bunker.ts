import { finalizeEvent, generateSecretKey, getPublicKey, nip04, nip44, type EventTemplate, type NostrEvent } from 'nostr-tools';
import { WebSocket } from 'ws';

/**
 * A small NIP-46 remote signer for tests, talking to the embedded relay like a real bunker would: it
 * subscribes to kind-24133 requests addressed to its own key, decrypts them (NIP-44, or NIP-04 when the
 * content has the `?iv=` form), runs the command with the user's key and answers in the same encryption.
 */
export type BunkerMode =
  /** Answers every command correctly. */
  | 'honest'
  /** Answers sign_event with an error, as when the user rejects the request in their signer app. */
  | 'reject-signing'
  /** Signs with a different key than the one get_public_key reported. */
  | 'wrong-key';

export interface TestBunkerOptions {
  relayUrl: string;
  mode?: BunkerMode;
  /** When set, `connect` must carry this secret (NIP-46), otherwise it answers with an error. */
  secret?: string;
}

export interface TestBunker {
  /** bunker://<signer pubkey>?relay=…&secret=… */
  uri: string;
  bunkerPubkey: string;
  userPubkey: string;
  userSecretKey: Uint8Array;
  /** Methods received, in order. */
  methods: string[];
  close(): Promise<void>;
}

type Request = { id: string; method: string; params: string[] };

export async function startTestBunker({ relayUrl, mode = 'honest', secret }: TestBunkerOptions): Promise<TestBunker> {
  const bunkerKey = generateSecretKey();
  const bunkerPubkey = getPublicKey(bunkerKey);
  const userSecretKey = generateSecretKey();
  const userPubkey = getPublicKey(userSecretKey);
  const wrongKey = generateSecretKey();
  const methods: string[] = [];
  const socket = new WebSocket(relayUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  /** NIP-46 answers always carry `result`; an error adds `error` next to an empty result. */
  const run = (request: Request): { result: string; error?: string } => {
    const [first = '', second = ''] = request.params;
    switch (request.method) {
      case 'connect':
        if (secret !== undefined && second !== secret) return { result: '', error: 'Invalid secret' };
        return { result: 'ack' };
      case 'get_public_key':
        return { result: userPubkey };
      case 'ping':
        return { result: 'pong' };
      case 'get_relays':
        return { result: '{}' };
      case 'sign_event': {
        if (mode === 'reject-signing') return { result: '', error: 'User rejected the request' };
        const template = JSON.parse(first) as EventTemplate;
        return { result: JSON.stringify(finalizeEvent(template, mode === 'wrong-key' ? wrongKey : userSecretKey)) };
      }
      case 'nip44_encrypt':
        return { result: nip44.encrypt(second, nip44.getConversationKey(userSecretKey, first)) };
      case 'nip44_decrypt':
        return { result: nip44.decrypt(second, nip44.getConversationKey(userSecretKey, first)) };
      case 'nip04_encrypt':
        return { result: nip04.encrypt(userSecretKey, first, second) };
      case 'nip04_decrypt':
        return { result: nip04.decrypt(userSecretKey, first, second) };
      default:
        return { result: '', error: `Unsupported method ${request.method}` };
    }
  };

  const answer = (event: NostrEvent) => {
    const useNip04 = event.content.includes('?iv=');
    const decrypt = (text: string) =>
      useNip04 ? nip04.decrypt(bunkerKey, event.pubkey, text) : nip44.decrypt(text, nip44.getConversationKey(bunkerKey, event.pubkey));
    const encrypt = (text: string) =>
      useNip04 ? nip04.encrypt(bunkerKey, event.pubkey, text) : nip44.encrypt(text, nip44.getConversationKey(bunkerKey, event.pubkey));
    const request = JSON.parse(decrypt(event.content)) as Request;
    methods.push(request.method);
    const response = { id: request.id, ...run(request) };
    const reply = finalizeEvent(
      { kind: 24133, created_at: Math.floor(Date.now() / 1000), tags: [['p', event.pubkey]], content: encrypt(JSON.stringify(response)) },
      bunkerKey,
    );
    socket.send(JSON.stringify(['EVENT', reply]));
  };

  const subscribed = new Promise<void>((resolve) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as unknown[];
      if (message[0] === 'EOSE' && message[1] === 'bunker') resolve();
      if (message[0] === 'EVENT' && message[1] === 'bunker') {
        try {
          answer(message[2] as NostrEvent);
        } catch (error) {
          console.error('[test-bunker] could not answer', error);
        }
      }
    });
  });
  const since = Math.floor(Date.now() / 1000) - 5;
  socket.send(JSON.stringify(['REQ', 'bunker', { kinds: [24133], '#p': [bunkerPubkey], since }]));
  await subscribed;

  const search = new URLSearchParams();
  search.append('relay', relayUrl);
  if (secret !== undefined) search.set('secret', secret);
  return {
    uri: `bunker://${bunkerPubkey}?${search.toString()}`,
    bunkerPubkey,
    userPubkey,
    userSecretKey,
    methods,
    close: async () => {
      socket.close();
    },
  };
}
