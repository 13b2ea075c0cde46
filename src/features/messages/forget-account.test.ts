import 'fake-indexeddb/auto';
import { generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { describe, expect, it } from 'vitest';

import { forgetInbox, inboxStoreFor } from './api/account-inboxes';
import type { LiveRelay } from './api/inbox-relays';
import { encryptedMessageCache, forgetMessageCopy, type OpenedMessages } from './api/message-cache';
import { loadReadMarks, readMarksKey, saveReadMarks } from './api/read-marks';
import { messageDraftKey, readMessageDraft, writeMessageDraft } from './components/message-drafts';
import { forgetMessagesOf } from './forget-account';

/** localStorage as the browser has it (keys are enumerable: logging out finds every draft of an account). */
class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

function openRelay(): LiveRelay {
  throw new Error('no relay is opened without relays to read');
}

function account() {
  const secretKey = generateSecretKey();
  return { secretKey, pubkey: getPublicKey(secretKey) };
}

function opened(me: string, peer: string, text: string): OpenedMessages {
  const id = '1'.padStart(64, '0');
  return { wraps: [['2'.padStart(64, '0'), id]], messages: [{ id, from: peer, to: me, content: text, createdAt: 1_750_000_000, mine: false }] };
}

describe('forgetMessagesOf (logging out)', () => {
  it("removes the account's drafts, read marks and local copy, and leaves every other account's", async () => {
    const [me, other] = [account(), account()];
    const [peer, seller] = [account().pubkey, account().pubkey];
    const storage = new MemoryStorage();
    storage.setItem('carstr:app-config', '{"theme":"dark"}');
    writeMessageDraft(me.pubkey, peer, 'Is the XC90 still for sale?', storage);
    writeMessageDraft(me.pubkey, seller, 'Would you take 20k?', storage);
    writeMessageDraft(other.pubkey, me.pubkey, 'A draft to the account logging out', storage);
    writeMessageDraft(other.pubkey, peer, 'Another account’s draft', storage);
    saveReadMarks(storage, me.pubkey, { [peer]: 1_750_000_000 });
    saveReadMarks(storage, other.pubkey, { [peer]: 1_750_000_001 });
    await encryptedMessageCache(me.pubkey, me.secretKey)!.save(opened(me.pubkey, peer, 'mine'));
    await encryptedMessageCache(other.pubkey, other.secretKey)!.save(opened(other.pubkey, peer, 'theirs'));

    await forgetMessagesOf(me.pubkey, storage);

    expect([...storage.items.keys()].toSorted()).toEqual(
      [
        'carstr:app-config',
        messageDraftKey(other.pubkey, me.pubkey),
        messageDraftKey(other.pubkey, peer),
        readMarksKey(other.pubkey),
      ].toSorted(),
    );
    expect(readMessageDraft(other.pubkey, me.pubkey, storage)).toBe('A draft to the account logging out');
    expect(loadReadMarks(storage, other.pubkey)).toEqual({ [peer]: 1_750_000_001 });
    // Logging in again with the same key finds no copy; the other account's still opens.
    expect(await encryptedMessageCache(me.pubkey, me.secretKey)!.load()).toBeUndefined();
    expect((await encryptedMessageCache(other.pubkey, other.secretKey)!.load())?.messages.map((message) => message.content)).toEqual(['theirs']);
    // (The IndexedDB is the test run's: other test files may keep copies of their own accounts there.)
    const kept = await storedKeys();
    expect(kept).toContain(other.pubkey);
    expect(kept).not.toContain(me.pubkey);
  });

  it('a copy still open when the account logs out writes nothing afterwards; a new login keeps one again', async () => {
    const me = account();
    const peer = account().pubkey;
    const before = encryptedMessageCache(me.pubkey, me.secretKey)!;
    // A save under way (its inbox was opening wraps) when the logout comes.
    const saving = before.save(opened(me.pubkey, peer, 'late'));
    await forgetMessageCopy(me.pubkey);
    await saving;
    await before.save(opened(me.pubkey, peer, 'later still'));
    expect(await storedKeys()).not.toContain(me.pubkey);
    expect(await before.load()).toBeUndefined();

    const again = encryptedMessageCache(me.pubkey, me.secretKey)!;
    await again.save(opened(me.pubkey, peer, 'after logging in again'));
    expect((await again.load())?.messages.map((message) => message.content)).toEqual(['after logging in again']);
    await forgetMessageCopy(me.pubkey);
  });

  it("drops the account's inbox from the page: a new login starts a new one", () => {
    const me = account().pubkey;
    const first = inboxStoreFor(me, openRelay);
    expect(inboxStoreFor(me, openRelay)).toBe(first);
    forgetInbox(me);
    expect(inboxStoreFor(me, openRelay)).not.toBe(first);
    forgetInbox(me);
  });
});

/** The accounts the local copy holds a record for. */
function storedKeys(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('carstr-messages');
    open.addEventListener('error', () => reject(open.error ?? new Error('open failed')));
    open.addEventListener('success', () => {
      const keys = open.result.transaction('opened').objectStore('opened').getAllKeys();
      keys.addEventListener('success', () => {
        open.result.close();
        resolve(keys.result.map(String));
      });
      keys.addEventListener('error', () => reject(keys.error ?? new Error('getAllKeys failed')));
    });
  });
}
