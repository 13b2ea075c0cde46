import { NBrowserSigner } from '@nostrify/nostrify';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NIP44_MISSING, requireNip44 } from '@/features/session/public';

import { waitForBrowserExtension } from './extension-login';
import { LazySigner } from './lazy-signer';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('waitForBrowserExtension', () => {
  it('finds an extension that injects window.nostr after 1.5 s', async () => {
    vi.useFakeTimers();
    const scope: { nostr?: object } = {};
    const found = waitForBrowserExtension(scope, 3000);
    await vi.advanceTimersByTimeAsync(1400);
    scope.nostr = {};
    await vi.advanceTimersByTimeAsync(200);
    await expect(found).resolves.toBe(true);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const found = waitForBrowserExtension({}, 3000);
    await vi.advanceTimersByTimeAsync(3100);
    await expect(found).resolves.toBe(false);
  });
});

describe('requireNip44', () => {
  const pubkey = 'ab'.repeat(32);
  const extensionSigner = () => new LazySigner(pubkey, async () => new NBrowserSigner({ timeout: 0 }));

  it('explains that the extension lacks NIP-44, before anything is attempted', async () => {
    vi.stubGlobal('nostr', { getPublicKey: async () => pubkey, signEvent: async () => ({}) });
    await expect(requireNip44(extensionSigner())).rejects.toThrow(NIP44_MISSING);
    await expect(extensionSigner().nip44.encrypt(pubkey, 'hi')).rejects.toThrow(NIP44_MISSING);
    // The messages feature recognises it by its wording too.
    expect(NIP44_MISSING).toMatch(/not support nip-?44/i);
  });

  it("returns the extension's cipher when it has one", async () => {
    const encrypt = vi.fn(async () => 'ciphertext');
    vi.stubGlobal('nostr', { getPublicKey: async () => pubkey, signEvent: async () => ({}), nip44: { encrypt, decrypt: encrypt } });
    const cipher = await requireNip44(extensionSigner());
    expect(await cipher.encrypt(pubkey, 'hi')).toBe('ciphertext');
    expect(encrypt).toHaveBeenCalledWith(pubkey, 'hi');
  });
});
