import { bech32 } from '@scure/base';
import { generateSecretKey, getPublicKey, nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KeyProtectionError } from '../key-protection-error';
import { encryptNsec, nsecLoginFromNcryptsec } from './key-encryption';
import { runNip49 } from './run-nip49';

/** A cheap scrypt cost for tests: the format and the checks are the same at any cost. */
const TEST_LOG_N = 4;

function freshNsec() {
  const secretKey = generateSecretKey();
  return { nsec: nip19.nsecEncode(secretKey), pubkey: getPublicKey(secretKey) };
}

describe('NIP-49 key encryption', () => {
  it('encrypts an nsec that the same password opens to the same account', async () => {
    const { nsec, pubkey } = freshNsec();
    const ncryptsec = await encryptNsec(nsec, 'correct horse battery', TEST_LOG_N);
    expect(ncryptsec).toMatch(/^ncryptsec1[a-z0-9]+$/);
    expect(ncryptsec).not.toContain(nsec.slice(5));
    const login = await nsecLoginFromNcryptsec(ncryptsec, 'correct horse battery');
    expect(login).toMatchObject({ id: `nsec:${pubkey}`, type: 'nsec', pubkey, data: { nsec } });
  });

  it('uses log_n 16 by default, as NIP-49 suggests', async () => {
    const ncryptsec = await encryptNsec(freshNsec().nsec, 'pw');
    // Payload: version 0x02, then log_n (NIP-49).
    const payload = bech32.fromWords(bech32.decode(ncryptsec as `ncryptsec1${string}`, 5000).words);
    expect(Array.from(payload.subarray(0, 2))).toEqual([2, 16]);
  });

  it('reports a wrong password as such', async () => {
    const ncryptsec = await encryptNsec(freshNsec().nsec, 'right', TEST_LOG_N);
    await expect(nsecLoginFromNcryptsec(ncryptsec, 'wrong')).rejects.toEqual(new KeyProtectionError('wrong-password'));
  });

  it('normalises the password (NFKC), so the same characters typed differently open the key', async () => {
    const ncryptsec = await encryptNsec(freshNsec().nsec, 'ÅΩẛ̣', TEST_LOG_N);
    await expect(nsecLoginFromNcryptsec(ncryptsec, 'ÅΩẛ̣'.normalize('NFD'))).resolves.toMatchObject({ type: 'nsec' });
  });

  it.each([
    ['a damaged checksum', (ncryptsec: string) => `${ncryptsec.slice(0, -1)}${ncryptsec.endsWith('q') ? 'p' : 'q'}`],
    ['an nsec', () => freshNsec().nsec],
    ['text', () => 'not a key at all'],
  ])('reports %s as an invalid key', async (_name, damage) => {
    const ncryptsec = await encryptNsec(freshNsec().nsec, 'pw', TEST_LOG_N);
    const failure = await nsecLoginFromNcryptsec(damage(ncryptsec), 'pw').catch((error: unknown) => error);
    expect(failure).toEqual(new KeyProtectionError('invalid-key'));
    expect((failure as KeyProtectionError).reason).toBe('invalid-key');
  });

  it('refuses to encrypt something that is not an nsec', () => {
    expect(runNip49({ op: 'encrypt', nsec: 'npub1xyz', password: 'pw', logN: TEST_LOG_N })).toEqual({ ok: false, reason: 'invalid-key' });
  });
});
