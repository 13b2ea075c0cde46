import { NSecSigner } from '@nostrify/nostrify';
import { generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { AUTH_KIND, RelayAuth } from './relay-auth';

const secretKey = generateSecretKey();
const signer = new NSecSigner(secretKey);

describe('RelayAuth', () => {
  it('answers a challenge with a signed NIP-42 event naming the relay and the challenge', async () => {
    const auth = new RelayAuth();
    auth.setSigner(signer);
    const event = await auth.answer('wss://relay.example', 'challenge-1');
    expect(event.kind).toBe(AUTH_KIND);
    expect(event.pubkey).toBe(getPublicKey(secretKey));
    expect(event.tags).toEqual([
      ['relay', 'wss://relay.example'],
      ['challenge', 'challenge-1'],
    ]);
    expect(Math.abs(event.created_at - Date.now() / 1000)).toBeLessThan(5);
    expect(verifyEvent(event)).toBe(true);
  });

  it('keeps a challenge that arrives signed out and answers it when someone signs in', async () => {
    const auth = new RelayAuth();
    let answered = false;
    const pending = auth.answer('wss://relay.example', 'early').then((event) => {
      answered = true;
      return event;
    });
    auth.setSigner(undefined);
    await Promise.resolve();
    expect(answered).toBe(false);
    auth.setSigner(signer);
    expect((await pending).tags).toContainEqual(['challenge', 'early']);
  });

  it('gives up the oldest waiting challenges beyond its limit', async () => {
    const auth = new RelayAuth();
    const first = auth.answer('wss://relay.example', 'oldest');
    for (let index = 0; index < 16; index += 1) void auth.answer('wss://relay.example', `c${index}`);
    await expect(first).rejects.toThrow('Nobody signed in');
  });

  it('rejects when the signer refuses', async () => {
    const auth = new RelayAuth();
    auth.setSigner({ signEvent: () => Promise.reject(new Error('User declined')) });
    await expect(auth.answer('wss://relay.example', 'x')).rejects.toThrow('User declined');
  });
});
