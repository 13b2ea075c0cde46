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
});

describe('acceptRelayUrl', () => {
  it('keeps public wss relays in their canonical spelling', () => {
    expect(acceptRelayUrl('WSS://Relay.Example.com/', PUBLIC)).toBe('wss://relay.example.com');
  });

  it('refuses ws://, private addresses and junk on a public app, allows local ones on a local app', () => {
    expect(acceptRelayUrl('ws://relay.example.com', PUBLIC)).toBeUndefined();
    expect(acceptRelayUrl('wss://192.168.1.5', PUBLIC)).toBeUndefined();
    expect(acceptRelayUrl('wss://localhost:7777', PUBLIC)).toBeUndefined();
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
