import { describe, expect, it } from 'vitest';

import { INVALID_RELAY_URL, isRelayUrl, normalizeCustomRelayUrl, normalizeRelayUrl, publishRelays } from './relay-url';

describe('isRelayUrl (docs/product.md §5)', () => {
  it.each<[unknown, boolean]>([
    ['wss://relay.damus.io', true],
    ['ws://localhost:7777', true],
    ['WSS://Relay.Example/', true],
    ['wss://relay.example/path?x=1', true],
    ['ws://127.0.0.1:8080', true],
    ['https://relay.example', false],
    ['relay.example', false],
    ['wss://', false],
    ['wss:relay.example', false],
    ['wss:// relay.example', false],
    ['wss://relay.example/\n', false],
    ['wss://user:pw@relay.example', false],
    ['javascript:alert(1)', false],
    ['wss://[::1', false],
    [`wss://relay.example/${'a'.repeat(3000)}`, false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('%j → %s', (value, expected) => {
    expect(isRelayUrl(value)).toBe(expected);
  });
});

describe('normalizeRelayUrl', () => {
  it.each([
    ['wss://relay.example/', 'wss://relay.example'],
    ['wss://relay.example', 'wss://relay.example'],
    ['WSS://RELAY.Example:443/', 'wss://relay.example'],
    ['ws://relay.example:80', 'ws://relay.example'],
    ['wss://relay.example:4443', 'wss://relay.example:4443'],
    ['wss://relay.example/nostr/', 'wss://relay.example/nostr'],
    ['wss://relay.example/?auth=1', 'wss://relay.example/?auth=1'],
    ['wss://relay.example/#frag', 'wss://relay.example'],
    ['  wss://relay.example  ', 'wss://relay.example'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeRelayUrl(input)).toBe(expected);
  });

  it('returns undefined for a non-relay URL', () => {
    expect(normalizeRelayUrl('https://relay.example')).toBeUndefined();
  });
});

describe('normalizeCustomRelayUrl (docs/product.md §5)', () => {
  it.each([
    ['relay.example.com', 'wss://relay.example.com'],
    ['  relay.example.com/  ', 'wss://relay.example.com'],
    ['relay.example.com:7777', 'wss://relay.example.com:7777'],
    ['ws://localhost:7777', 'ws://localhost:7777'],
    ['wss://relay.example.com/', 'wss://relay.example.com'],
  ])('%j → ok %j', (input, url) => {
    expect(normalizeCustomRelayUrl(input)).toEqual({ ok: true, url });
  });

  it.each([
    [''],
    ['   '],
    ['https://relay.example.com'],
    ['http://relay.example.com'],
    ['javascript://alert(1)'],
    ['not a url'],
    ['relay example.com'],
    ['wss://'],
    ['://relay.example'],
    ['wss://user:pass@relay.example'],
  ])('%j → Invalid relay URL', (input) => {
    expect(normalizeCustomRelayUrl(input)).toEqual({ ok: false, error: INVALID_RELAY_URL });
  });

  it('uses the product error text', () => {
    expect(INVALID_RELAY_URL).toBe('Invalid relay URL');
  });
});

describe('publishRelays (docs/product.md §7)', () => {
  const presets = ['wss://a.example', 'wss://b.example/', 'wss://c.example', 'wss://d.example'];

  it.each<[string, string, readonly (string | { url: string })[], number | undefined, string[]]>([
    ['current first, then presets', 'wss://x.example', presets, undefined, ['wss://x.example', 'wss://a.example', 'wss://b.example', 'wss://c.example', 'wss://d.example']],
    ['no duplicates after normalisation', 'wss://b.example', presets, undefined, ['wss://b.example', 'wss://a.example', 'wss://c.example', 'wss://d.example']],
    ['at most 5', 'wss://x.example', [...presets, 'wss://e.example', 'wss://f.example'], undefined, ['wss://x.example', 'wss://a.example', 'wss://b.example', 'wss://c.example', 'wss://d.example']],
    ['custom maximum', 'wss://x.example', presets, 2, ['wss://x.example', 'wss://a.example']],
    ['invalid entries skipped', 'not a relay', ['https://a.example', 'wss://b.example'], undefined, ['wss://b.example']],
    ['preset objects accepted', 'wss://x.example', [{ url: 'wss://a.example' }], undefined, ['wss://x.example', 'wss://a.example']],
    ['nothing valid', '', [], undefined, []],
  ])('%s', (_name, current, list, max, expected) => {
    expect(publishRelays(current, list, max)).toEqual(expected);
  });
});
