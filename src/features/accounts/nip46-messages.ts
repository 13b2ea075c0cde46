import type { NostrEvent, NRelay, NSecSigner } from '@nostrify/nostrify';

/** The kind of NIP-46 requests and responses. */
const NOSTR_CONNECT_KIND = 24133;

interface Nip46Response {
  id: string;
  result: string;
  error?: string;
}

function parseResponse(text: string): Nip46Response | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, result, error } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof result !== 'string') return undefined;
  return typeof error === 'string' && error !== '' ? { id, result, error } : { id, result };
}

/** A response from `from`, decrypted with NIP-44 or, for older signers, NIP-04; undefined when unreadable. */
async function readResponse(client: NSecSigner, event: NostrEvent): Promise<Nip46Response | undefined> {
  for (const cipher of [client.nip44, client.nip04]) {
    try {
      return parseResponse(await cipher.decrypt(event.pubkey, event.content));
    } catch {
      // Not this encryption: try the next.
    }
  }
  return undefined;
}

/**
 * Sends one NIP-46 request to `remotePubkey` and resolves with its result; the signer's error text is
 * thrown. Like Nostrify's NConnectSigner (which has no way to send `connect`'s permissions), but over any
 * NRelay: here the page's own relay connections.
 */
export async function nip46Request(
  relay: NRelay,
  client: NSecSigner,
  remotePubkey: string,
  method: string,
  params: readonly string[],
  signal: AbortSignal,
): Promise<string> {
  const id = crypto.randomUUID();
  const local = await client.getPublicKey();
  const request = await client.signEvent({
    kind: NOSTR_CONNECT_KIND,
    content: await client.nip44.encrypt(remotePubkey, JSON.stringify({ id, method, params })),
    created_at: Math.floor(Date.now() / 1000),
    tags: [['p', remotePubkey]],
  });
  const done = new AbortController();
  const listening = AbortSignal.any([signal, done.signal]);
  const responses = relay.req([{ kinds: [NOSTR_CONNECT_KIND], authors: [remotePubkey], '#p': [local] }], { signal: listening });
  // Subscribed before the request goes out: relays only pass ephemeral events on to live subscriptions.
  const answer = (async () => {
    for await (const message of responses) {
      if (message[0] === 'CLOSED') throw new Error('The relay closed the remote signer subscription.');
      if (message[0] !== 'EVENT') continue;
      const response = await readResponse(client, message[2]);
      if (response?.id !== id) continue;
      if (response.error !== undefined) throw new Error(response.error);
      return response.result;
    }
    throw signal.reason instanceof Error ? signal.reason : new Error('The remote signer did not answer.');
  })();
  answer.catch(() => undefined);
  try {
    await relay.event(request, { signal });
    return await answer;
  } finally {
    done.abort();
  }
}

/**
 * Waits for a signer app to answer a `nostrconnect://` URI: a `connect` response to the client key whose
 * result is the URI's secret (proof that it read the URI). Resolves with the signer app's public key.
 */
export async function waitForNostrConnect(relay: NRelay, client: NSecSigner, secret: string, signal: AbortSignal): Promise<string> {
  const local = await client.getPublicKey();
  const since = Math.floor(Date.now() / 1000) - 10;
  for await (const message of relay.req([{ kinds: [NOSTR_CONNECT_KIND], '#p': [local], since }], { signal })) {
    if (message[0] === 'CLOSED') throw new Error('The relay closed the remote signer subscription.');
    if (message[0] !== 'EVENT') continue;
    const response = await readResponse(client, message[2]);
    if (response?.result === secret && response.error === undefined) return message[2].pubkey;
  }
  throw signal.reason instanceof Error ? signal.reason : new Error('The signer app did not connect.');
}
