import { generateSecretKey, getPublicKey, nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { npubEncode } from './npub';

describe('npubEncode', () => {
  it('matches nostr-tools for random keys and for the edge values', () => {
    const keys = Array.from({ length: 50 }, () => getPublicKey(generateSecretKey()));
    keys.push('0'.repeat(64), 'f'.repeat(64));
    for (const key of keys) expect(npubEncode(key)).toBe(nip19.npubEncode(key));
  });

  it('gives the same answer from its cache, across more keys than the cache holds', () => {
    const keys = Array.from({ length: 5_100 }, (_, index) => index.toString(16).padStart(64, '0'));
    for (const key of keys) npubEncode(key);
    for (const index of [0, 4_999, 5_099]) expect(npubEncode(keys[index] ?? '')).toBe(nip19.npubEncode(keys[index] ?? ''));
  });

  it('refuses what is not a lowercase hex key', () => {
    for (const bad of ['', 'abc', 'F'.repeat(64), `${'0'.repeat(63)}g`, '0'.repeat(65)]) {
      expect(() => npubEncode(bad)).toThrow();
    }
  });
});
