import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { profileKeyOf, profileRoutePubkey } from './profile-route';

const pubkey = 'f'.repeat(8) + '0123456789abcdef'.repeat(3) + 'a'.repeat(8);

/** Checked against nostr-tools' NIP-19 encoder, an implementation other than ours. */
describe('profileRoutePubkey', () => {
  it('reads the key of an npub and of an nprofile with relay hints', () => {
    expect(profileRoutePubkey(`/${nip19.npubEncode(pubkey)}`)).toBe(pubkey);
    expect(profileRoutePubkey(`/${nip19.nprofileEncode({ pubkey, relays: ['wss://relay.example.com', 'wss://other.example'] })}`)).toBe(pubkey);
  });

  it('refuses everything else: other entities, a broken checksum, upper case, more path, no key', () => {
    const npub = nip19.npubEncode(pubkey);
    const broken = `${npub.slice(0, -1)}${npub.endsWith('q') ? 'p' : 'q'}`;
    for (const path of [
      `/${broken}`,
      `/${npub.toUpperCase()}`,
      `/${npub}/more`,
      `/p/${npub}`,
      `/${nip19.noteEncode(pubkey)}`,
      `/${nip19.naddrEncode({ kind: KIND.listing, pubkey, identifier: 'car' })}`,
      '/npub1',
      '/',
    ]) {
      expect(profileRoutePubkey(path), path).toBeUndefined();
    }
  });
});

describe('profileKeyOf', () => {
  it('reads either case and nothing mixed, as nostr-tools does', () => {
    const npub = nip19.npubEncode(pubkey);
    expect(profileKeyOf(npub.toUpperCase())).toBe(pubkey);
    expect(profileKeyOf(`${npub.slice(0, 10)}${npub.slice(10).toUpperCase()}`)).toBeUndefined();
  });
});
