import { generateSecretKey, getPublicKey, nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { LOGIN_MESSAGES } from './login-messages';
import { checkBunkerUri, checkKeyFileText, checkNsecInput } from './login-validation';

const nsec = nip19.nsecEncode(generateSecretKey());
const signer = getPublicKey(generateSecretKey());

describe('checkNsecInput', () => {
  it.each([
    ['', LOGIN_MESSAGES.keyEmpty],
    ['   ', LOGIN_MESSAGES.keyEmpty],
    ['npub1abc', LOGIN_MESSAGES.keyFormat],
    [`nsec1${'a'.repeat(57)}`, LOGIN_MESSAGES.keyFormat],
    [`nsec1${'a'.repeat(59)}`, LOGIN_MESSAGES.keyFormat],
    [`nsec1${'a'.repeat(57)}!`, LOGIN_MESSAGES.keyFormat],
    [`NSEC1${'a'.repeat(58)}`, LOGIN_MESSAGES.keyFormat],
  ])('refuses %j with the spec message', (input, error) => {
    expect(checkNsecInput(input)).toEqual({ ok: false, error });
  });

  it('accepts an nsec and trims the spaces around it', () => {
    expect(checkNsecInput(`  ${nsec}\n`)).toEqual({ ok: true, value: nsec });
  });

  it('leaves checksum problems to the decoder: the format alone passes', () => {
    expect(checkNsecInput(`nsec1${'q'.repeat(58)}`).ok).toBe(true);
  });
});

describe('checkKeyFileText', () => {
  it('trims the file content', () => {
    expect(checkKeyFileText(`\r\n ${nsec} \n`)).toEqual({ ok: true, value: nsec });
  });

  it.each(['', 'hello', `${nsec} ${nsec}`, `key=${nsec}`])('refuses %j', (text) => {
    expect(checkKeyFileText(text)).toEqual({ ok: false, error: LOGIN_MESSAGES.fileInvalid });
  });
});

describe('checkBunkerUri', () => {
  const relay = 'wss://relay.example.com';

  it.each([
    ['', LOGIN_MESSAGES.bunkerEmpty],
    ['  ', LOGIN_MESSAGES.bunkerEmpty],
    [`nostrconnect://${signer}`, LOGIN_MESSAGES.bunkerPrefix],
    [`Bunker://${signer}?relay=${relay}`, LOGIN_MESSAGES.bunkerPrefix],
    [`bunker://?relay=${relay}`, LOGIN_MESSAGES.bunkerInvalid],
    [`bunker://not-a-key?relay=${relay}`, LOGIN_MESSAGES.bunkerInvalid],
    [`bunker://${signer}`, LOGIN_MESSAGES.bunkerNoRelay],
    [`bunker://${signer}?relay=https://relay.example.com`, LOGIN_MESSAGES.bunkerNoRelay],
    [`bunker://${signer}?relay=`, LOGIN_MESSAGES.bunkerNoRelay],
  ])('refuses %j with the spec message', (input, error) => {
    expect(checkBunkerUri(input)).toEqual({ ok: false, error });
  });

  it('keeps the usable relays, canonical and distinct, and the secret', () => {
    const input = ` bunker://${signer}?relay=${relay}/&relay=ftp://x&relay=${relay}&relay=ws://127.0.0.1:7777/&secret=s3cret `;
    const result = checkBunkerUri(input);
    expect(result.ok).toBe(true);
    const url = new URL(result.ok ? result.value : '');
    expect(url.hostname).toBe(signer);
    expect(url.searchParams.getAll('relay')).toEqual([relay, 'ws://127.0.0.1:7777']);
    expect(url.searchParams.get('secret')).toBe('s3cret');
  });
});
