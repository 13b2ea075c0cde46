import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { buildDmRelayListEvent, MAX_DM_RELAYS, parseDmRelayList } from './dm-relay-list';

const PUBLIC = { allowLocal: false };
const LOCAL = { allowLocal: true };

describe('parseDmRelayList', () => {
  it('reads relay tags in order, canonical and once each', () => {
    const event = { kind: KIND.dmRelayList, tags: [['relay', 'wss://a.example/'], ['relay', 'WSS://A.example'], ['r', 'wss://ignored.example'], ['relay', 'wss://b.example']] };
    expect(parseDmRelayList(event, PUBLIC)).toEqual(['wss://a.example', 'wss://b.example']);
  });

  it('drops local and plain ws relays on a public app, keeps them on a local one', () => {
    const event = { kind: KIND.dmRelayList, tags: [['relay', 'ws://127.0.0.1:7777'], ['relay', 'wss://ok.example']] };
    expect(parseDmRelayList(event, PUBLIC)).toEqual(['wss://ok.example']);
    expect(parseDmRelayList(event, LOCAL)).toEqual(['ws://127.0.0.1:7777', 'wss://ok.example']);
  });

  it('survives hostile tags and caps the list', () => {
    const many = Array.from({ length: 500 }, (_, index) => ['relay', `wss://r${index}.example`]);
    const hostile = { kind: KIND.dmRelayList, tags: [null, 'relay', ['relay'], ['relay', 42], ['relay', 'javascript:alert(1)'], ['relay', 'https://x.example'], ...many] as unknown as string[][] };
    const relays = parseDmRelayList(hostile, PUBLIC);
    expect(relays).toHaveLength(MAX_DM_RELAYS);
    expect(relays[0]).toBe('wss://r0.example');
    expect(parseDmRelayList({ kind: KIND.relayList, tags: [['relay', 'wss://a.example']] }, PUBLIC)).toEqual([]);
    expect(parseDmRelayList({ kind: KIND.dmRelayList, tags: 'nope' as unknown as string[][] }, PUBLIC)).toEqual([]);
  });
});

describe('buildDmRelayListEvent', () => {
  it('builds relay tags and keeps other tags of the previous list', () => {
    const template = buildDmRelayListEvent(['wss://a.example', 'wss://a.example', 'wss://b.example'], 1_700_000_000, { tags: [['relay', 'wss://old.example'], ['client', 'x']], content: 'c' });
    expect(template).toEqual({ kind: KIND.dmRelayList, content: 'c', created_at: 1_700_000_000, tags: [['relay', 'wss://a.example'], ['relay', 'wss://b.example'], ['client', 'x']] });
    expect(parseDmRelayList(template, PUBLIC)).toEqual(['wss://a.example', 'wss://b.example']);
  });
});
