import { describe, expect, it } from 'vitest';

import { distinctRelays, readRelaySet, relaysKey, writeRelaySet } from './relay-sets';

const presets = ['wss://p1.example', 'wss://p2.example', 'wss://p3.example', 'wss://p4.example'];

describe('relay sets', () => {
  it('reads signed out from the chosen relay plus presets, at most the maximum, each once', () => {
    expect(readRelaySet({ chosen: 'wss://p2.example/', presets, userList: undefined }, 4, 8)).toEqual([
      'wss://p2.example',
      'wss://p1.example',
      'wss://p3.example',
      'wss://p4.example',
    ]);
    expect(readRelaySet({ chosen: 'wss://mine.example', presets, userList: undefined }, 1, 8)).toEqual(['wss://mine.example']);
  });

  it("reads signed in from the user's NIP-65 read relays, or as signed out when the list has none", () => {
    const userList = { read: ['wss://r1.example', 'wss://r2.example'], write: ['wss://w1.example'] };
    expect(readRelaySet({ chosen: 'wss://mine.example', presets, userList }, 4, 8)).toEqual(['wss://r1.example', 'wss://r2.example']);
    expect(readRelaySet({ chosen: 'wss://mine.example', presets, userList: { read: [], write: ['wss://w1.example'] } }, 2, 8)).toEqual([
      'wss://mine.example',
      'wss://p1.example',
    ]);
  });

  it('publishes to the write relays plus the chosen relay, at most 5 distinct; without a list to chosen plus presets', () => {
    const userList = { read: [], write: ['wss://w1.example', 'wss://w2.example', 'wss://w3.example', 'wss://w4.example', 'wss://w5.example', 'wss://w6.example'] };
    const writes = writeRelaySet({ chosen: 'wss://mine.example', presets, userList }, 5);
    expect(writes).toHaveLength(5);
    expect(writes).toContain('wss://mine.example');
    expect(writeRelaySet({ chosen: 'wss://w1.example', presets, userList: { read: [], write: ['wss://w1.example'] } }, 5)).toEqual(['wss://w1.example']);
    expect(writeRelaySet({ chosen: 'wss://mine.example', presets, userList: undefined }, 5)).toEqual(['wss://mine.example', ...presets]);
  });

  it('skips invalid URLs and keys a set independently of its order', () => {
    expect(distinctRelays(['nope', 'wss://a.example', 'wss://A.example/'], 5)).toEqual(['wss://a.example']);
    expect(relaysKey(['wss://b', 'wss://a'])).toBe(relaysKey(['wss://a', 'wss://b']));
  });
});
