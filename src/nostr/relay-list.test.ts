import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { acceptRelayUrl, buildRelayListEvent, isLocalHost, MAX_RELAY_LIST_ENTRIES, parseRelayList, relayPolicyFor } from './relay-list';

const PUBLIC = { allowLocal: false };
const LOCAL = { allowLocal: true };

function list(tags: unknown[]) {
  return { kind: KIND.relayList, tags: tags as string[][] };
}

describe('isLocalHost', () => {
  it.each(['localhost', '127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.1.1', '[::1]', 'fd00::1', 'printer.local', '0.0.0.0'])(
    'treats %s as local',
    (host) => expect(isLocalHost(host)).toBe(true),
  );
  it.each(['relay.damus.io', '8.8.8.8', '172.32.0.1', '192.169.0.1', '[2001:db8::1]'])('treats %s as public', (host) => expect(isLocalHost(host)).toBe(false));

  it.each([
    ['a trailing-dot name', 'localhost.'],
    ['a trailing-dot subdomain', 'relay.localhost.'],
    ['a trailing-dot address', '127.0.0.1.'],
    ['.local', 'relay.local'],
    ['.local with a trailing dot', 'relay.local.'],
    ['.internal', 'relay.corp.internal'],
    ['.home.arpa', 'nas.home.arpa'],
    ['home.arpa itself', 'home.arpa'],
    ['an IPv4-mapped private address', '[::ffff:192.168.1.5]'],
    ['an IPv4-mapped loopback address, as a URL spells it', '[::ffff:7f00:1]'],
    ['any IPv4-mapped address', '[::ffff:8.8.8.8]'],
    ['an IPv4-compatible address', '[::10.0.0.1]'],
    ['the unspecified address', '[::]'],
    ['fc00::/7 (fc)', '[fc12:3456::1]'],
    ['fc00::/7 (fd)', '[fdff:ffff::1]'],
    ['fe80::/10', '[fe80::1%25eth0]'],
    ['fec0::/10', '[fec0::1]'],
    ['fec0::/10 (its last block)', '[feff::1]'],
    ['64:ff9b::/96 (NAT64)', '[64:ff9b::10.0.0.1]'],
    ['64:ff9b::/96 as a URL spells it', '[64:ff9b::a00:1]'],
    ['64:ff9b:1::/48 (local-use NAT64)', '[64:ff9b:1::1]'],
    ['CGNAT 100.64.0.0/10 (first)', '100.64.0.1'],
    ['CGNAT 100.64.0.0/10 (last)', '100.127.255.254'],
    ['an IPv4 address spelled in hex', '0x7f.1'],
    ['an IPv4 address spelled as one number', '2130706433'],
    ['multicast', '224.0.0.1'],
    ['an IPv6 address that does not parse', '[1::2::3]'],
  ])('treats %s as local (%s)', (_name, host) => expect(isLocalHost(host)).toBe(true));

  it.each([
    ['just below CGNAT', '100.63.255.255'],
    ['just above CGNAT', '100.128.0.1'],
    ['a public IPv6 address', '[2606:4700::1111]'],
    ['an address next to fc00::/7', '[fe00::1]'],
    ['an address next to 64:ff9b::/96', '[64:ff9b:0:0:0:1::1]'],
    ['a public name ending in a dot', 'relay.damus.io.'],
    ['a name that merely contains "local"', 'localrelay.example'],
    ['a name ending in "internal" without a dot', 'relayinternal.example'],
  ])('treats %s as public (%s)', (_name, host) => expect(isLocalHost(host)).toBe(false));
});

describe('acceptRelayUrl', () => {
  it('keeps public wss relays in their canonical spelling', () => {
    expect(acceptRelayUrl('WSS://Relay.Example.com/', PUBLIC)).toBe('wss://relay.example.com');
  });

  it('refuses ws://, private addresses and junk on a public app, allows local ones on a local app', () => {
    expect(acceptRelayUrl('ws://relay.example.com', PUBLIC)).toBeUndefined();
    expect(acceptRelayUrl('wss://192.168.1.5', PUBLIC)).toBeUndefined();
    expect(acceptRelayUrl('wss://localhost:7777', PUBLIC)).toBeUndefined();
    // As the URL parser spells them: a trailing dot kept, a mapped IPv4 address in hex, CGNAT, NAT64.
    for (const url of ['wss://localhost.:7777', 'wss://[::ffff:10.0.0.1]', 'wss://100.100.1.1', 'wss://[64:ff9b::192.168.0.1]', 'wss://relay.home.arpa']) {
      expect(acceptRelayUrl(url, PUBLIC), url).toBeUndefined();
    }
    expect(acceptRelayUrl('ws://127.0.0.1:7777', LOCAL)).toBe('ws://127.0.0.1:7777');
    for (const junk of ['https://relay.example.com', 'javascript:alert(1)', 'wss://', 42, null, `wss://${'a'.repeat(3000)}.com`]) {
      expect(acceptRelayUrl(junk, LOCAL)).toBeUndefined();
    }
  });

  it('derives the policy from where the app is served', () => {
    expect(relayPolicyFor({ hostname: '127.0.0.1' })).toEqual(LOCAL);
    expect(relayPolicyFor({ hostname: 'carstr.example' })).toEqual(PUBLIC);
  });
});

describe('parseRelayList', () => {
  it('reads read, write and unmarked relays (NIP-65)', () => {
    const parsed = parseRelayList(
      list([
        ['r', 'wss://both.example'],
        ['r', 'wss://read.example', 'read'],
        ['r', 'wss://write.example', 'write'],
      ]),
      PUBLIC,
    );
    expect(parsed.read).toEqual(['wss://both.example', 'wss://read.example']);
    expect(parsed.write).toEqual(['wss://both.example', 'wss://write.example']);
  });

  it('drops hostile entries: malformed, insecure, private, wrong types; merges duplicates', () => {
    const parsed = parseRelayList(
      list([
        ['r', 'wss://ok.example', 'read'],
        ['r', 'wss://OK.example/', 'write'],
        ['r', 'ws://plain.example'],
        ['r', 'wss://10.0.0.1'],
        ['r', 'not a url'],
        ['r', 7],
        ['r'],
        'r',
        ['p', 'wss://not-a-relay-tag.example'],
      ]),
      PUBLIC,
    );
    expect(parsed.entries).toEqual([{ url: 'wss://ok.example', read: true, write: true }]);
  });

  it('keeps only the first relays of a list with 500 entries', () => {
    const tags = Array.from({ length: 500 }, (_, index) => ['r', `wss://relay${index}.example`]);
    const parsed = parseRelayList(list(tags), PUBLIC);
    expect(parsed.entries).toHaveLength(MAX_RELAY_LIST_ENTRIES);
    expect(parsed.read[0]).toBe('wss://relay0.example');
  });

  it('reads nothing from another kind or broken tags', () => {
    expect(parseRelayList({ kind: 1, tags: [['r', 'wss://x.example']] }, PUBLIC).entries).toEqual([]);
    expect(parseRelayList({ kind: KIND.relayList, tags: 'nope' as unknown as string[][] }, PUBLIC).entries).toEqual([]);
  });
});

describe('buildRelayListEvent', () => {
  it('writes markers only where a relay is one-way and keeps other clients’ tags', () => {
    const template = buildRelayListEvent(
      [
        { url: 'wss://both.example', read: true, write: true },
        { url: 'wss://read.example', read: true, write: false },
        { url: 'wss://write.example', read: false, write: true },
      ],
      1_700_000_000,
      { tags: [['r', 'wss://old.example'], ['client', 'other-app']], content: '' },
    );
    expect(template).toEqual({
      kind: KIND.relayList,
      content: '',
      created_at: 1_700_000_000,
      tags: [['r', 'wss://both.example'], ['r', 'wss://read.example', 'read'], ['r', 'wss://write.example', 'write'], ['client', 'other-app']],
    });
  });
});
