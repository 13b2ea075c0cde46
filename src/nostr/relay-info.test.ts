import { describe, expect, it } from 'vitest';

import { announcesNip, relayInfoUrl } from './relay-info';

describe('relayInfoUrl', () => {
  it('is the relay’s address over HTTP(S)', () => {
    expect(relayInfoUrl('wss://relay.example.com')).toBe('https://relay.example.com/');
    expect(relayInfoUrl('ws://127.0.0.1:7777/path')).toBe('http://127.0.0.1:7777/path');
    expect(relayInfoUrl('https://relay.example.com')).toBeUndefined();
    expect(relayInfoUrl('not a url')).toBeUndefined();
  });
});

describe('announcesNip', () => {
  it('reads supported_nips, numbers or strings, and nothing else', () => {
    expect(announcesNip({ supported_nips: [1, 11, 50] }, 50)).toBe(true);
    expect(announcesNip({ supported_nips: ['1', '50'] }, 50)).toBe(true);
    expect(announcesNip({ supported_nips: [1, 11] }, 50)).toBe(false);
    expect(announcesNip({ supported_nips: '50' }, 50)).toBe(false);
    expect(announcesNip(null, 50)).toBe(false);
    expect(announcesNip('{"supported_nips":[50]}', 50)).toBe(false);
  });
});
