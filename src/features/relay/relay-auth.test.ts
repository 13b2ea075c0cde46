import { NSecSigner } from '@nostrify/nostrify';
import { generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { RELAY_AUTH_KIND } from '@/nostr/relay-auth-event';

import { RelayAuth } from './relay-auth';

const secretKey = generateSecretKey();
const signer = new NSecSigner(secretKey);

describe('RelayAuth', () => {
  it('answers a challenge with a signed NIP-42 event naming the relay and the challenge', async () => {
    const auth = new RelayAuth();
    auth.setSigner(signer);
    const event = await auth.answer('wss://relay.example', 'challenge-1');
    expect(event.kind).toBe(RELAY_AUTH_KIND);
    expect(event.pubkey).toBe(getPublicKey(secretKey));
    expect(event.tags).toEqual([
      ['relay', 'wss://relay.example'],
      ['challenge', 'challenge-1'],
    ]);
    expect(Math.abs(event.created_at - Date.now() / 1000)).toBeLessThan(5);
    expect(verifyEvent(event)).toBe(true);
  });

  it('refuses to answer while nobody is signed in, and tells listeners when someone signs in or out', async () => {
    const auth = new RelayAuth();
    await expect(auth.answer('wss://relay.example', 'early')).rejects.toThrow('Nobody signed in');
    expect(auth.hasSigner()).toBe(false);
    const changes: boolean[] = [];
    const stop = auth.onSignerChange(() => changes.push(auth.hasSigner()));
    auth.setSigner(signer);
    auth.setSigner(signer);
    auth.setSigner(undefined);
    stop();
    auth.setSigner(signer);
    expect(changes).toEqual([true, false]);
  });

  it('rejects when the signer refuses', async () => {
    const auth = new RelayAuth();
    auth.setSigner({ signEvent: () => Promise.reject(new Error('User declined')) });
    await expect(auth.answer('wss://relay.example', 'x')).rejects.toThrow('User declined');
  });
});
