import { describe, expect, it } from 'vitest';

import type { MuteEntry } from '@/nostr/mute-list';

import { loadCachedMutes, MAX_CACHED_MUTES, saveCachedMutes } from './mute-cache';

const ME = 'a'.repeat(64);
const SELLER = 'b'.repeat(64);

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('the mutes cache', () => {
  it('gives back what was kept for the same account, and nothing for another', () => {
    const storage = memoryStorage();
    const entries: MuteEntry[] = [
      { type: 'pubkey', value: SELLER, private: true },
      { type: 'word', value: 'spam', private: false },
      { type: 'hashtag', value: 'bitcoin', private: false },
    ];
    saveCachedMutes(ME, entries, storage);
    expect(loadCachedMutes(ME, storage).map((entry) => [entry.type, entry.value])).toEqual([
      ['pubkey', SELLER],
      ['word', 'spam'],
      ['hashtag', 'bitcoin'],
    ]);
    expect(loadCachedMutes(SELLER, storage)).toEqual([]);
  });

  it('skips what is not a mute, and reads a broken cache as none', () => {
    const key = `carstr:mutes:${ME}`;
    const storage = memoryStorage({ [key]: JSON.stringify([['pubkey', 'not-hex'], ['nope', 'x'], 'text', ['word', 'Spam '], ['pubkey', SELLER]]) });
    expect(loadCachedMutes(ME, storage).map((entry) => entry.value)).toEqual(['spam', SELLER]);
    expect(loadCachedMutes(ME, memoryStorage({ [key]: '{' }))).toEqual([]);
    expect(loadCachedMutes(ME, memoryStorage({ [key]: '{"a":1}' }))).toEqual([]);
  });

  it('keeps at most MAX_CACHED_MUTES, and removes the key when nothing is muted', () => {
    const storage = memoryStorage();
    const many: MuteEntry[] = Array.from({ length: MAX_CACHED_MUTES + 10 }, (_, index) => ({ type: 'word', value: `w${index}`, private: true }));
    saveCachedMutes(ME, many, storage);
    expect(loadCachedMutes(ME, storage)).toHaveLength(MAX_CACHED_MUTES);
    saveCachedMutes(ME, [], storage);
    expect(storage.data.size).toBe(0);
  });

  it('survives a storage that refuses to write', () => {
    const refusing = { setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    expect(() => saveCachedMutes(ME, [{ type: 'word', value: 'x', private: true }], refusing)).not.toThrow();
  });
});
