import { createNostrConnectURI } from 'nostr-tools/nip46';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { NIP46_PERMISSIONS, nostrConnectUri, SIGNED_KINDS } from './signer-permissions';

describe('NIP-46 permissions', () => {
  it('asks to sign every kind Carstr signs, and for NIP-44', () => {
    for (const kind of [0, 5, 13, KIND.comment, KIND.relayList, KIND.bookmarkList, KIND.muteList, KIND.dmRelayList, KIND.blossomServers, 22242, KIND.uploadAuth, KIND.appData, KIND.listing, KIND.contactList, KIND.report]) {
      expect(NIP46_PERMISSIONS).toContain(`sign_event:${kind}`);
    }
    expect(NIP46_PERMISSIONS).toContain('nip44_encrypt');
    expect(NIP46_PERMISSIONS).toContain('nip44_decrypt');
    expect(NIP46_PERMISSIONS).toContain('nip04_decrypt');
    expect(new Set(SIGNED_KINDS).size).toBe(SIGNED_KINDS.length);
  });
});

describe('nostrConnectUri', () => {
  const params = {
    clientPubkey: 'ab'.repeat(32),
    relays: ['wss://relay.example/', 'wss://other.example/path?x=1'],
    secret: 'c0ffee',
    perms: NIP46_PERMISSIONS,
    name: 'Carstr',
    url: 'https://carstr.example',
  };

  it('is the URI nostr-tools writes for the same connection', () => {
    expect(nostrConnectUri(params)).toBe(createNostrConnectURI({ ...params, relays: [...params.relays], perms: [...params.perms] }));
  });

  it('reads back as the relays, secret, perms and name it was made of', () => {
    const uri = new URL(nostrConnectUri(params));
    expect(uri.protocol).toBe('nostrconnect:');
    expect(uri.host).toBe(params.clientPubkey);
    expect(uri.searchParams.getAll('relay')).toEqual(params.relays);
    expect(uri.searchParams.get('secret')).toBe('c0ffee');
    expect(uri.searchParams.get('perms')?.split(',')).toEqual(NIP46_PERMISSIONS);
    expect(uri.searchParams.get('name')).toBe('Carstr');
  });
});
