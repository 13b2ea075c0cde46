import 'fake-indexeddb/auto';
import { generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { encryptedMessageCache, MAX_CACHED_MESSAGES, newestOpened, readOpened, type OpenedMessages } from './message-cache';
import type { ChatMessage } from './message-types';

const hex = (n: number) => n.toString(16).padStart(64, '0');

function account() {
  const secretKey = generateSecretKey();
  return { secretKey, pubkey: getPublicKey(secretKey) };
}

function message(me: string, peer: string, n: number, mine: boolean): ChatMessage {
  return { id: hex(n), from: mine ? me : peer, to: mine ? peer : me, content: `message ${n}`, createdAt: 1_750_000_000 + n, mine };
}

/** The raw records as IndexedDB holds them. */
function storedRecords(): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('carstr-messages');
    open.addEventListener('error', () => reject(open.error ?? new Error('open failed')));
    open.addEventListener('success', () => {
      const all = open.result.transaction('opened').objectStore('opened').getAll();
      all.addEventListener('success', () => resolve(all.result));
      all.addEventListener('error', () => reject(all.error ?? new Error('getAll failed')));
    });
  });
}

describe('encryptedMessageCache', () => {
  it('keeps what a key login opened, readable only with that key, and no plaintext at rest', async () => {
    const me = account();
    const peer = getPublicKey(generateSecretKey());
    const opened: OpenedMessages = {
      wraps: [[hex(1001), hex(1)], [hex(1002), hex(2)]],
      messages: [message(me.pubkey, peer, 1, false), { ...message(me.pubkey, peer, 2, true), subject: '2019 Camry', about: { address: `${KIND.listing}:${peer}:car` } }],
    };
    await encryptedMessageCache(me.pubkey, me.secretKey)!.save(opened);

    // A new page with the same key login reads it back.
    expect(await encryptedMessageCache(me.pubkey, me.secretKey)!.load()).toEqual(opened);
    // The stored bytes do not contain the text.
    expect(JSON.stringify(await storedRecords(), (_key, value: unknown) => (value instanceof ArrayBuffer ? new TextDecoder().decode(value) : value))).not.toContain('message 1');
    // Another key cannot read it (AES-GCM fails), nor can an account read another's record.
    expect(await encryptedMessageCache(me.pubkey, generateSecretKey())!.load()).toBeUndefined();
    const other = account();
    expect(await encryptedMessageCache(other.pubkey, other.secretKey)!.load()).toBeUndefined();
  });
});

describe('readOpened', () => {
  it("drops what is not this build's shape or not this account's", () => {
    const me = getPublicKey(generateSecretKey());
    const peer = getPublicKey(generateSecretKey());
    const stranger = getPublicKey(generateSecretKey());
    const good = message(me, peer, 1, false);
    const notMine = { ...message(me, peer, 2, true), from: stranger };
    const read = readOpened({ wraps: [[hex(1001), hex(1)], [hex(1002), hex(2)], ['not hex', hex(1)], [hex(1003)]], messages: [good, notMine, { ...good, id: 'x' }, null, { ...good, id: hex(3), createdAt: 'soon' }] }, me);
    expect(read).toEqual({ wraps: [[hex(1001), hex(1)]], messages: [good] });
    expect(readOpened({ wraps: 'nope', messages: [] }, me)).toBeUndefined();
    expect(readOpened(null, me)).toBeUndefined();
  });
});

describe('newestOpened', () => {
  it('keeps the newest messages and the wraps they came from', () => {
    const me = getPublicKey(generateSecretKey());
    const peer = getPublicKey(generateSecretKey());
    const count = MAX_CACHED_MESSAGES + 2;
    const messages = Array.from({ length: count }, (_, n) => message(me, peer, n + 1, n % 2 === 0));
    const wraps = messages.map((entry, n): [string, string] => [hex(100_000 + n), entry.id]);
    const kept = newestOpened({ wraps, messages });
    expect(kept.messages).toHaveLength(MAX_CACHED_MESSAGES);
    expect(kept.messages.some((entry) => entry.id === hex(1) || entry.id === hex(2))).toBe(false);
    expect(kept.wraps).toHaveLength(MAX_CACHED_MESSAGES);
    expect(kept.wraps.some(([, id]) => id === hex(1))).toBe(false);
  });
});
