import { finalizeEvent, generateSecretKey, getPublicKey, nip44, type NostrEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { appDataFilter, appDataTemplate, isAppDataEvent, SAVED_SEARCHES_D } from './app-data';
import {
  applySavedSearchEdits,
  EMPTY_SAVED_SEARCHES,
  isNewSince,
  MAX_SAVED_SEARCHES,
  newSavedSearch,
  parseSavedSearches,
  serializeSavedSearches,
} from './saved-search';
import { readEncryptedDocument, type SelfCipher } from './self-encrypted';

const secret = generateSecretKey();
const pubkey = getPublicKey(secret);
const cipher: SelfCipher = {
  encrypt: async (plaintext) => nip44.encrypt(plaintext, nip44.getConversationKey(secret, pubkey)),
  decrypt: async (payload) => nip44.decrypt(payload, nip44.getConversationKey(secret, pubkey)),
};

function appDataEvent(content: string): NostrEvent {
  return finalizeEvent({ kind: KIND.appData, tags: [['d', SAVED_SEARCHES_D]], content, created_at: 1 }, secret);
}

const GOLF = newSavedSearch('  Golfs under 20k ', '?q=golf&price=0-20000', 1000, 'a1');

describe('saved searches', () => {
  it('creates, opens and removes by replaying edits', () => {
    expect(GOLF).toEqual({ id: 'a1', name: 'Golfs under 20k', params: 'q=golf&price=0-20000', createdAt: 1000, lastOpenedAt: 1000 });
    const bmw = newSavedSearch('', 'make=BMW', 2000, 'b2');
    expect(bmw.name).toBe('My search');
    let list = applySavedSearchEdits(EMPTY_SAVED_SEARCHES, [{ type: 'add', search: GOLF }, { type: 'add', search: bmw }, { type: 'add', search: GOLF }]);
    expect(list.searches.map((search) => search.id)).toEqual(['b2', 'a1']);
    list = applySavedSearchEdits(list, [{ type: 'opened', id: 'a1', at: 5000 }, { type: 'opened', id: 'a1', at: 4000 }, { type: 'remove', id: 'b2' }]);
    expect(list.searches).toEqual([{ ...GOLF, lastOpenedAt: 5000 }]);
  });

  it('keeps at most the limit, newest first', () => {
    const edits = Array.from({ length: MAX_SAVED_SEARCHES + 5 }, (_, index) => ({ type: 'add' as const, search: newSavedSearch(`s${index}`, '', index, `id${index}`) }));
    const list = applySavedSearchEdits(EMPTY_SAVED_SEARCHES, edits);
    expect(list.searches).toHaveLength(MAX_SAVED_SEARCHES);
    expect(list.searches[0]?.id).toBe(`id${MAX_SAVED_SEARCHES + 4}`);
  });

  it('keeps entries it cannot read, unchanged, and refuses what is not its format', () => {
    const hostile = [{ id: 'x"<script>', name: 'bad' }, 'text', { ...GOLF, id: 'c3', name: 'n'.repeat(500) }];
    const json = JSON.stringify({ version: 1, searches: [GOLF, ...hostile, GOLF] });
    const list = parseSavedSearches(json);
    expect(list?.searches).toEqual([GOLF]);
    expect(list?.foreign).toEqual([...hostile, GOLF]);
    expect(JSON.parse(serializeSavedSearches(list!))).toEqual({ version: 1, searches: [GOLF, ...hostile, GOLF] });
    for (const bad of ['', 'null', '[]', '{"version":2,"searches":[]}', '{"version":1}', 'not json']) {
      expect(parseSavedSearches(bad)).toBeUndefined();
    }
  });

  it('counts as new only what was first published after the last opening (an edit is not new)', () => {
    expect(isNewSince({ publishedAt: 1001, createdAt: 1001 }, 1000)).toBe(true);
    expect(isNewSince({ publishedAt: 900, createdAt: 2000 }, 1000)).toBe(false);
    expect(isNewSince({ publishedAt: undefined, createdAt: 2000 }, 1000)).toBe(true);
    expect(isNewSince({ publishedAt: 1000, createdAt: 1000 }, 1000)).toBe(false);
  });

  it('round-trips as NIP-78 app data encrypted to self, read back by nostr-tools', async () => {
    const list = applySavedSearchEdits(EMPTY_SAVED_SEARCHES, [{ type: 'add', search: GOLF }]);
    const previous = { created_at: 1_800_000_000, tags: [['d', SAVED_SEARCHES_D], ['alt', 'Carstr saved searches']] };
    const template = appDataTemplate(previous, SAVED_SEARCHES_D, await cipher.encrypt(serializeSavedSearches(list)), 1_700_000_000);
    const event = finalizeEvent(template, secret);
    expect(event.kind).toBe(KIND.appData);
    expect(event.tags).toEqual([['d', SAVED_SEARCHES_D], ['alt', 'Carstr saved searches']]);
    expect(event.created_at).toBe(1_800_000_001);
    expect(event.content).not.toContain('golf');
    expect(isAppDataEvent(event, pubkey, SAVED_SEARCHES_D)).toBe(true);
    expect(isAppDataEvent(event, 'c'.repeat(64), SAVED_SEARCHES_D)).toBe(false);
    expect(appDataFilter(pubkey, SAVED_SEARCHES_D)).toEqual({ kinds: [KIND.appData], authors: [pubkey], '#d': [SAVED_SEARCHES_D], limit: 1 });
    expect(parseSavedSearches(nip44.decrypt(event.content, nip44.getConversationKey(secret, pubkey)))).toEqual(list);
    expect(await readEncryptedDocument(event, cipher, parseSavedSearches, EMPTY_SAVED_SEARCHES)).toEqual({ status: 'ok', value: list });
  });

  it('reads a document that does not decrypt or parse as unreadable, never as empty', async () => {
    expect(await readEncryptedDocument(null, cipher, parseSavedSearches, EMPTY_SAVED_SEARCHES)).toEqual({ status: 'ok', value: EMPTY_SAVED_SEARCHES });
    for (const content of ['', 'garbage', await cipher.encrypt('{"version":9}'), await cipher.encrypt('<script>')]) {
      expect(await readEncryptedDocument(appDataEvent(content), cipher, parseSavedSearches, EMPTY_SAVED_SEARCHES)).toEqual({ status: 'unreadable' });
    }
  });
});
