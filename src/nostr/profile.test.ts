import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { newKeys } from '@testing/test-keys';
import {
  displayName,
  FALLBACK_ADJECTIVES,
  FALLBACK_ANIMALS,
  fallbackName,
  parseProfileContent,
  PROFILE_LIMITS,
  shortenPubkey,
} from './profile';

const LNURL =
  'lnurl1dp68gurn8ghj7um9wfmxjcm99e3k7mf0v9cxj0m385ekvcenxc6r2c35xvukxefcv5mkvv34x5ekzd3ev56nyd3hxqurzepexejxxepnxscrvwfnv9nxzcn9xq6xyefhvgcxxcmyxymnserxfq5fns';

describe('parseProfileContent', () => {
  it('keeps every valid docs/product.md §3 field', () => {
    const content = JSON.stringify({
      about: 'Car dealer',
      banner: 'https://cdn.example/banner.jpg',
      bot: false,
      display_name: 'Alice A.',
      lud06: LNURL,
      lud16: 'alice@wallet.example',
      name: 'alice',
      nip05: '_@alice.example',
      picture: 'https://cdn.example/a.png',
      website: 'https://alice.example',
    });
    expect(parseProfileContent(content)).toEqual({
      about: 'Car dealer',
      banner: 'https://cdn.example/banner.jpg',
      bot: false,
      display_name: 'Alice A.',
      lud06: LNURL,
      lud16: 'alice@wallet.example',
      name: 'alice',
      nip05: '_@alice.example',
      picture: 'https://cdn.example/a.png',
      website: 'https://alice.example/',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['javascript: picture dropped', { name: 'a', picture: 'javascript:alert(1)' }, { name: 'a' }],
    ['data: banner dropped', { banner: 'data:image/svg+xml,<svg onload=alert(1)>' }, {}],
    ['vbscript: website dropped', { website: 'vbscript:msgbox(1)' }, {}],
    ['relative picture dropped', { picture: '/me.png' }, {}],
    ['non-boolean bot dropped', { bot: 'yes' }, {}],
    ['numeric name dropped', { name: 42, about: 'ok' }, { about: 'ok' }],
    ['nested object dropped', { name: { first: 'a' } }, {}],
    ['lud16 without domain dropped', { lud16: 'alice' }, {}],
    ['lud16 with spaces dropped', { lud16: 'al ice@wallet.example' }, {}],
    ['nip05 without a dot dropped', { nip05: 'alice@localhost' }, {}],
    ['nip05 with script dropped', { nip05: '<script>@x.com' }, {}],
    ['lud06 not lnurl dropped', { lud06: 'lnbc1xyz' }, {}],
    ['lud06 with invalid bech32 character dropped', { lud06: 'lnurl1bbbb' }, {}],
    ['lud06 uppercase accepted', { lud06: LNURL.toUpperCase() }, { lud06: LNURL }],
    ['empty name dropped so the fallback shows', { name: '', display_name: '  ' }, {}],
    ['names trimmed', { name: '  bob  ' }, { name: 'bob' }],
    ['script in name kept as text', { name: '<script>alert(1)</script>' }, { name: '<script>alert(1)</script>' }],
    ['unknown fields not kept', { name: 'a', nsec: 'nsec1secret', __proto__: { polluted: true } }, { name: 'a' }],
  ])('%s', (_name, input, expected) => {
    expect(parseProfileContent(JSON.stringify(input))).toEqual(expected);
  });

  it.each([['not json'], ['{"name":'], ['null'], ['42'], ['"string"'], ['["name","alice"]'], [''], ['true']])(
    'returns {} for the non-object content %j',
    (content) => {
      expect(parseProfileContent(content)).toEqual({});
    },
  );

  it.each([[undefined], [null], [42], [{ name: 'alice' }]])('returns {} for the non-string %j', (content) => {
    expect(parseProfileContent(content)).toEqual({});
  });

  it('caps long text fields and refuses oversized content', () => {
    const long = 'x'.repeat(10_000);
    const parsed = parseProfileContent(JSON.stringify({ name: long, display_name: long, about: long }));
    expect(parsed.name).toHaveLength(PROFILE_LIMITS.name);
    expect(parsed.display_name).toHaveLength(PROFILE_LIMITS.name);
    expect(parsed.about).toHaveLength(PROFILE_LIMITS.about);
    expect(parseProfileContent(JSON.stringify({ name: 'a', about: 'x'.repeat(200_000) }))).toEqual({});
  });

  it('does not pollute prototypes', () => {
    const parsed = parseProfileContent('{"__proto__":{"polluted":true},"name":"a"}');
    expect(parsed).toEqual({ name: 'a' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('fallbackName', () => {
  it('draws from exactly 24 adjectives and 24 animals, all distinct', () => {
    expect(new Set(FALLBACK_ADJECTIVES).size).toBe(24);
    expect(new Set(FALLBACK_ANIMALS).size).toBe(24);
  });

  it('is deterministic, "Adjective Animal" and the same for hex and npub', () => {
    const { pubkey } = newKeys();
    const name = fallbackName(pubkey);
    const [adjective, animal, ...rest] = name.split(' ');
    expect(rest).toEqual([]);
    expect(FALLBACK_ADJECTIVES).toContain(adjective);
    expect(FALLBACK_ANIMALS).toContain(animal);
    expect(fallbackName(pubkey)).toBe(name);
    expect(fallbackName(nip19.npubEncode(pubkey))).toBe(name);
    expect(fallbackName(pubkey.toUpperCase())).toBe(name);
  });

  it('spreads keys over many names', () => {
    const names = new Set(Array.from({ length: 300 }, () => fallbackName(newKeys().pubkey)));
    expect(names.size).toBeGreaterThan(150);
  });

  it('pins known keys so names do not change between releases', () => {
    expect(fallbackName('0'.repeat(64))).toBe('Bright Panda');
    expect(fallbackName('f'.repeat(64))).toBe('Quick Seal');
  });

  it.each([[''], ['not a key'], ['npub1invalid']])('still names the odd input %j', (input) => {
    expect(fallbackName(input)).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  });
});

describe('displayName', () => {
  const pubkey = 'a'.repeat(64);
  it.each<[string, Parameters<typeof displayName>[0], string]>([
    ['display_name first', { display_name: 'Alice A.', name: 'alice' }, 'Alice A.'],
    ['then name', { name: 'alice' }, 'alice'],
    ['whitespace display_name skipped', { display_name: '  ', name: 'alice' }, 'alice'],
    ['fallback with no names', { about: 'hi' }, fallbackName(pubkey)],
    ['fallback without metadata', undefined, fallbackName(pubkey)],
  ])('%s', (_name, metadata, expected) => {
    expect(displayName(metadata, pubkey)).toBe(expected);
  });
});

describe('shortenPubkey', () => {
  it('shortens a hex key as its npub', () => {
    const { pubkey } = newKeys();
    const npub = nip19.npubEncode(pubkey);
    expect(shortenPubkey(pubkey)).toBe(`${npub.slice(0, 12)}…${npub.slice(-4)}`);
    expect(shortenPubkey(npub)).toBe(shortenPubkey(pubkey));
  });

  it.each([['short', 'short'], ['', '']])('leaves short text %j alone', (input, expected) => {
    expect(shortenPubkey(input)).toBe(expected);
  });
});
