import { NSecSigner } from '@nostrify/nostrify';
import { finalizeEvent, generateSecretKey, getPublicKey, type NostrEvent } from 'nostr-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, type RawData, type WebSocketServer } from 'ws';

import { KIND } from '@/config/constants';
import { closeServer, listenOnFreePort } from '@testing/free-port-server';

import { RelayAuth } from '../relay-auth';
import { AUTH_DECLINED } from './auth-session';
import { RelayConnection } from './relay-connection';

// Node 20 has no global WebSocket; the connection uses the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

/**
 * A members-only relay as strfry and khatru run one: it challenges every connection as it opens, and refuses
 * REQ, COUNT and EVENT with `auth-required:` until the connection has sent an AUTH (accepted as it comes:
 * what is checked here is who gets one, not the relay's checks).
 */
let server: WebSocketServer;
let url: string;
const auths: NostrEvent[] = [];
const requests: string[] = [];

const replyOn = (socket: WebSocket) => (message: unknown[]) => socket.send(JSON.stringify(message));

beforeAll(async () => {
  ({ server, url } = await listenOnFreePort());
  server.on('connection', (socket) => {
    let authed = false;
    socket.send(JSON.stringify(['AUTH', crypto.randomUUID()]));
    socket.on('message', (data: RawData) => {
      const [type, first] = JSON.parse(String(data)) as [string, unknown];
      const reply = replyOn(socket);
      if (type === 'AUTH') {
        auths.push(first as NostrEvent);
        authed = true;
        reply(['OK', (first as NostrEvent).id, true, '']);
      } else if (type === 'REQ') {
        requests.push(String(first));
        reply(authed ? ['EOSE', first] : ['CLOSED', first, 'auth-required: members only']);
      } else if (type === 'COUNT') {
        reply(authed ? ['COUNT', first, { count: 7 }] : ['CLOSED', first, 'auth-required: members only']);
      } else if (type === 'EVENT') {
        reply(['OK', (first as NostrEvent).id, authed, authed ? '' : 'auth-required: members only']);
      }
    });
  });
});

afterAll(async () => {
  await closeServer(server);
});

/** A signed-in account's RelayAuth, with `own` as the user's relays, and a connection to the test relay. */
function signedIn(own: (url: string) => boolean) {
  const secretKey = generateSecretKey();
  const auth = new RelayAuth();
  auth.setSigner(new NSecSigner(secretKey));
  auth.setPolicy(own);
  auths.length = 0;
  return { auth, pubkey: getPublicKey(secretKey), connection: new RelayConnection(url, { auth }) };
}

const note = (secretKey = generateSecretKey()) => finalizeEvent({ kind: 1, content: 'hello', tags: [], created_at: Math.floor(Date.now() / 1000) }, secretKey);

describe('NIP-42 AUTH only where the user belongs', () => {
  it('logs in to an own relay when it refuses a read, a count and a publish, and gets each served', async () => {
    const { connection, pubkey } = signedIn((candidate) => candidate === url);
    try {
      expect(await connection.query([{ kinds: [1] }], { timeoutMs: 5_000 })).toEqual([]);
      expect(auths.map((event) => event.pubkey)).toEqual([pubkey]);
      expect(await connection.count([{ kinds: [1] }])).toEqual({ count: 7 });
      await connection.event(note());
      // One login per connection serves everything after it.
      expect(auths).toHaveLength(1);
    } finally {
      connection.dispose();
    }
  });

  it('answers a count or a publish refused for want of a login, on a fresh connection to an own relay', async () => {
    const counting = signedIn(() => true);
    try {
      expect(await counting.connection.count([{ kinds: [1] }])).toEqual({ count: 7 });
      expect(auths.map((event) => event.pubkey)).toEqual([counting.pubkey]);
    } finally {
      counting.connection.dispose();
    }
    const publishing = signedIn(() => true);
    try {
      await publishing.connection.event(note());
      expect(auths.map((event) => event.pubkey)).toEqual([publishing.pubkey]);
    } finally {
      publishing.connection.dispose();
    }
  });

  it('never logs in to another relay without a prompt to ask the user: the read ends as refused', async () => {
    const { connection } = signedIn(() => false);
    try {
      await expect(connection.query([{ kinds: [1] }], { timeoutMs: 5_000 })).rejects.toThrow('auth-required: members only');
      await expect(connection.event(note())).rejects.toThrow('auth-required: members only');
      expect(auths).toEqual([]);
    } finally {
      connection.dispose();
    }
  });

  it("asks the user once for another relay: 'Not now' ends the read and is remembered for the session", async () => {
    const { auth, connection } = signedIn(() => false);
    const detach = auth.consent.attach();
    try {
      const read = connection.query([{ kinds: [1] }], { timeoutMs: 5_000 });
      await expect.poll(() => auth.consent.pending()).toEqual([{ url, purpose: 'read' }]);
      auth.consent.decide(url, false);
      await expect(read).rejects.toThrow(AUTH_DECLINED);
      // Asked again: refused at once, with no second question.
      await expect(connection.query([{ kinds: [2] }], { timeoutMs: 5_000 })).rejects.toThrow('auth-required: members only');
      expect(auth.consent.pending()).toEqual([]);
      expect(auths).toEqual([]);
    } finally {
      detach();
      connection.dispose();
    }
  });

  it("logs in to another relay after the user's 'Allow', remembered until the account changes", async () => {
    const { auth, connection, pubkey } = signedIn(() => false);
    const detach = auth.consent.attach();
    const second = new RelayConnection(url, { auth });
    try {
      const published = connection.event(note());
      await expect.poll(() => auth.consent.pending()).toEqual([{ url, purpose: 'write' }]);
      auth.consent.decide(url, true);
      await published;
      expect(auths.map((event) => event.pubkey)).toEqual([pubkey]);
      // Another socket to the same relay: no second question.
      expect(await second.query([{ kinds: [1] }], { timeoutMs: 5_000 })).toEqual([]);
      expect(auths).toHaveLength(2);
      expect(auth.consent.pending()).toEqual([]);

      // Another account (on a new socket, which the relay has not seen log in): the relay is a stranger again.
      auth.setSigner(new NSecSigner(generateSecretKey()));
      await second.close();
      const asked = second.query([{ kinds: [KIND.contactList] }], { timeoutMs: 5_000 });
      await expect.poll(() => auth.consent.pending()).toEqual([{ url, purpose: 'read' }]);
      auth.consent.decide(url, false);
      await expect(asked).rejects.toThrow(AUTH_DECLINED);
      expect(auths).toHaveLength(2);
    } finally {
      detach();
      second.dispose();
      connection.dispose();
    }
  });
});
