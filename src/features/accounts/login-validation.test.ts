import { generateSecretKey, getPublicKey, nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { LOGIN_MESSAGES } from './login-messages';
import { checkBunkerUri, checkKeyFileText, checkNcryptsecInput, checkNewPassword, checkNsecInput, isNcryptsecInput } from './login-validation';

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
  ])('refuses %j with the product message', (input, error) => {
    expect(checkNsecInput(input)).toEqual({ ok: false, error });
  });

  it('accepts an nsec and trims the spaces around it', () => {
    expect(checkNsecInput(`  ${nsec}\n`)).toEqual({ ok: true, value: nsec });
  });

  it('leaves checksum problems to the decoder: the format alone passes', () => {
    expect(checkNsecInput(`nsec1${'q'.repeat(58)}`).ok).toBe(true);
  });
});

describe('checkNcryptsecInput', () => {
  const ncryptsec = `ncryptsec1${'q'.repeat(152)}`;

  it('tells a pasted ncryptsec from an nsec', () => {
    expect(isNcryptsecInput(`  ${ncryptsec}`)).toBe(true);
    expect(isNcryptsecInput(nsec)).toBe(false);
  });

  it('accepts a trimmed ncryptsec with its password, spaces in the password kept', () => {
    expect(checkNcryptsecInput(` ${ncryptsec}\n`, ' pass word ')).toEqual({ ok: true, value: { ncryptsec, password: ' pass word ' } });
  });

  it.each([
    ['a truncated key', 'ncryptsec1qq', 'pw', LOGIN_MESSAGES.ncryptsecInvalid],
    ['characters outside bech32', `ncryptsec1${'b'.repeat(152)}`, 'pw', LOGIN_MESSAGES.ncryptsecInvalid],
    ['no password', ncryptsec, '', LOGIN_MESSAGES.keyPasswordEmpty],
  ])('refuses %s', (_name, input, password, error) => {
    expect(checkNcryptsecInput(input, password)).toEqual({ ok: false, error });
  });
});

describe('checkNewPassword', () => {
  it.each([
    ['', '', LOGIN_MESSAGES.passwordTooShort],
    ['1234567', '1234567', LOGIN_MESSAGES.passwordTooShort],
    // 7 characters, 14 UTF-16 units: too short for a person, whatever the encoding.
    ['😀😀😀😀😀😀😀', '😀😀😀😀😀😀😀', LOGIN_MESSAGES.passwordTooShort],
    ['correct horse', 'correct hors', LOGIN_MESSAGES.passwordMismatch],
  ])('refuses %j / %j', (password, confirmation, error) => {
    expect(checkNewPassword(password, confirmation)).toEqual({ ok: false, error });
  });

  it('accepts 8 characters typed the same twice', () => {
    expect(checkNewPassword('12345678', '12345678')).toEqual({ ok: true, value: '12345678' });
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
  ])('refuses %j with the product message', (input, error) => {
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
