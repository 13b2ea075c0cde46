import { isHex64 } from '@/nostr/event';

import type { ChatMessage } from './message-types';

/**
 * The messages a key login has already opened, kept in this browser so a repeat visit shows them at once
 * instead of decrypting every gift wrap again (docs/architecture.md §18 *The local copy*).
 *
 * Encrypted at rest: AES-GCM with a key derived (HKDF-SHA-256) from the account's secret key, which a key
 * login already keeps in this browser. Without that key (signed out, another account, an extension or a
 * bunker login, which never give it to the page) the record is unreadable, and nothing is kept for them.
 * One record per account. Anything unreadable (another build's format, a wrong key, tampering: AES-GCM
 * fails) or missing IndexedDB / WebCrypto counts as no copy; failures never reach the inbox.
 */
export interface OpenedMessages {
  /** [gift wrap id, id of the message it held]: these wraps are not opened again. */
  wraps: [string, string][];
  messages: ChatMessage[];
}

export interface MessageCache {
  load(): Promise<OpenedMessages | undefined>;
  save(opened: OpenedMessages): Promise<void>;
}

const DB_NAME = 'carstr-messages';
const STORE = 'opened';
const FORMAT = 1;
/** The newest this many messages are kept (a very long history decrypts the rest from the relays). */
export const MAX_CACHED_MESSAGES = 10_000;

interface StoredRecord {
  format: number;
  iv: Uint8Array;
  data: ArrayBuffer;
}

const utf8 = new TextEncoder();

/**
 * Bumped for an account each time it logs out: a copy opened before (its inbox may still be writing) neither
 * reads nor writes any more, so a late write cannot bring back what logging out removed.
 */
const forgotten = new Map<string, number>();

function warn(action: string, error: unknown): void {
  console.warn(`[messages] Could not ${action} the local copy of your messages.`, error);
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.addEventListener('upgradeneeded', () => request.result.createObjectStore(STORE));
    request.addEventListener('success', () => resolve(request.result));
    request.addEventListener('error', () => reject(request.error ?? new Error('indexedDB.open failed')));
    request.addEventListener('blocked', () => reject(new Error('indexedDB.open blocked')));
  });
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = action(transaction.objectStore(STORE));
    transaction.addEventListener('complete', () => resolve(request.result));
    transaction.addEventListener('error', () => reject(transaction.error ?? new Error('indexedDB transaction failed')));
    transaction.addEventListener('abort', () => reject(transaction.error ?? new Error('indexedDB transaction aborted')));
  });
}

function deriveKey(pubkey: string, secretKey: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle
    .importKey('raw', new Uint8Array(secretKey), 'HKDF', false, ['deriveKey'])
    .then((base) =>
      crypto.subtle.deriveKey(
        { name: 'HKDF', hash: 'SHA-256', salt: utf8.encode('carstr/messages-cache'), info: utf8.encode(pubkey) },
        base,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      ),
    );
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Partial<ChatMessage>;
  return (
    isHex64(message.id) &&
    isHex64(message.from) &&
    isHex64(message.to) &&
    typeof message.content === 'string' &&
    Number.isSafeInteger(message.createdAt) &&
    typeof message.mine === 'boolean' &&
    (message.subject === undefined || typeof message.subject === 'string') &&
    (message.about === undefined || (typeof message.about === 'object' && message.about !== null && typeof message.about.address === 'string'))
  );
}

/** What a decrypted record holds, when it is exactly what this build writes for `me`. */
export function readOpened(value: unknown, me: string): OpenedMessages | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { wraps, messages } = value as Partial<OpenedMessages>;
  if (!Array.isArray(wraps) || !Array.isArray(messages)) return undefined;
  const kept = messages.filter((message): message is ChatMessage => isChatMessage(message) && (message.mine ? message.from === me : message.to === me));
  const ids = new Set(kept.map((message) => message.id));
  const pairs = wraps.filter((pair): pair is [string, string] => Array.isArray(pair) && pair.length === 2 && isHex64(pair[0]) && ids.has(pair[1]));
  return { wraps: pairs, messages: kept };
}

/** At most {@link MAX_CACHED_MESSAGES}, the newest. */
export function newestOpened(opened: OpenedMessages): OpenedMessages {
  if (opened.messages.length <= MAX_CACHED_MESSAGES) return opened;
  const messages = opened.messages.toSorted((a, b) => b.createdAt - a.createdAt).slice(0, MAX_CACHED_MESSAGES);
  const kept = new Set(messages.map((message) => message.id));
  return { wraps: opened.wraps.filter(([, message]) => kept.has(message)), messages };
}

/** The encrypted local copy for the key login `pubkey`; undefined where IndexedDB or WebCrypto is missing. */
export function encryptedMessageCache(pubkey: string, secretKey: Uint8Array): MessageCache | undefined {
  if (typeof indexedDB === 'undefined' || typeof crypto === 'undefined' || crypto.subtle === undefined) return undefined;
  let db: Promise<IDBDatabase> | undefined;
  let key: Promise<CryptoKey> | undefined;
  const database = () => (db ??= openDb());
  const cryptoKey = () => (key ??= deriveKey(pubkey, secretKey));
  const generation = forgotten.get(pubkey) ?? 0;
  const current = () => (forgotten.get(pubkey) ?? 0) === generation;

  return {
    async load() {
      try {
        const [store, aes] = await Promise.all([database(), cryptoKey()]);
        if (!current()) return undefined;
        const record = (await run(store, 'readonly', (objects) => objects.get(pubkey))) as Partial<StoredRecord> | undefined;
        if (record?.format !== FORMAT || !(record.iv instanceof Uint8Array) || !(record.data instanceof ArrayBuffer)) return undefined;
        const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: new Uint8Array(record.iv) }, aes, record.data);
        return readOpened(JSON.parse(new TextDecoder().decode(plain)) as unknown, pubkey);
      } catch (error) {
        warn('read', error);
        return undefined;
      }
    },
    async save(opened) {
      try {
        const [store, aes] = await Promise.all([database(), cryptoKey()]);
        const iv = crypto.getRandomValues(new Uint8Array(12));
        const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, utf8.encode(JSON.stringify(opened)));
        const record: StoredRecord = { format: FORMAT, iv, data };
        // Checked right before the write's transaction is made: a logout after this point deletes the record
        // in a transaction made later, which IndexedDB runs after this one.
        if (!current()) return;
        await run(store, 'readwrite', (objects) => objects.put(record, pubkey));
      } catch (error) {
        warn('save', error);
      }
    },
  };
}

/**
 * Logging out (docs/architecture.md §9, what the browser keeps): removes the account's local copy, and copies
 * still open on this page stop reading and writing. Never rejects: without IndexedDB there is nothing to remove.
 */
export async function forgetMessageCopy(pubkey: string): Promise<void> {
  forgotten.set(pubkey, (forgotten.get(pubkey) ?? 0) + 1);
  if (typeof indexedDB === 'undefined') return;
  try {
    const db = await openDb();
    try {
      await run(db, 'readwrite', (objects) => objects.delete(pubkey));
    } finally {
      db.close();
    }
  } catch (error) {
    warn('remove', error);
  }
}
