import { afterEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/config/constants';

import { DEFAULT_APP_CONFIG, loadAppConfig, saveAppConfig } from './app-config';

function memoryStorage(initial?: string) {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set(STORAGE_KEYS.config, initial);
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('loadAppConfig', () => {
  it('returns defaults when nothing is stored', () => {
    expect(loadAppConfig(memoryStorage())).toEqual(DEFAULT_APP_CONFIG);
  });

  it('keeps a valid stored config', () => {
    const stored = { theme: 'dark', relayUrl: 'wss://relay.example.com' };
    expect(loadAppConfig(memoryStorage(JSON.stringify(stored)))).toEqual(stored);
  });

  it.each([
    ['not JSON', '{oops', DEFAULT_APP_CONFIG],
    ['an array', '[1,2]', DEFAULT_APP_CONFIG],
    ['null', 'null', DEFAULT_APP_CONFIG],
    ['a bad theme', JSON.stringify({ theme: 'neon', relayUrl: 'wss://ok.example' }), { ...DEFAULT_APP_CONFIG, relayUrl: 'wss://ok.example' }],
    ['an https relay', JSON.stringify({ theme: 'light', relayUrl: 'https://x.example' }), { ...DEFAULT_APP_CONFIG, theme: 'light' }],
    ['a javascript: relay', JSON.stringify({ relayUrl: 'javascript:alert(1)' }), DEFAULT_APP_CONFIG],
    ['a number relay', JSON.stringify({ relayUrl: 42 }), DEFAULT_APP_CONFIG],
  ])('falls back with a warning for %s', (_name, raw, expected) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(loadAppConfig(memoryStorage(raw))).toEqual(expected);
    expect(warn).toHaveBeenCalled();
  });

  it('keeps a chosen mileage unit and drops any other value with a warning (docs/product.md §2 Units)', () => {
    const warn = vi.fn();
    expect(loadAppConfig(memoryStorage(JSON.stringify({ theme: 'dark', distanceUnit: 'km' })), undefined, warn)).toMatchObject({ distanceUnit: 'km' });
    expect(warn).not.toHaveBeenCalled();
    expect(loadAppConfig(memoryStorage(JSON.stringify({ distanceUnit: 'furlong' })), undefined, warn).distanceUnit).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[config] Ignoring stored distanceUnit: must be km or mi.');
  });

  it('keeps the known settings of another version and warns about the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stored = { version: 0, theme: 'dark', relayUrl: 'wss://relay.example.com', relays: ['wss://old.example'] };
    expect(loadAppConfig(memoryStorage(JSON.stringify(stored)))).toEqual({ theme: 'dark', relayUrl: 'wss://relay.example.com' });
    expect(warn).toHaveBeenCalledExactlyOnceWith('[config] Ignoring unknown stored settings: version, relays.');
  });

  it('survives a storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(loadAppConfig(storage)).toEqual(DEFAULT_APP_CONFIG);
    saveAppConfig(storage, DEFAULT_APP_CONFIG);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('saveAppConfig', () => {
  it('round-trips through storage', () => {
    const storage = memoryStorage();
    saveAppConfig(storage, { theme: 'light', relayUrl: 'ws://127.0.0.1:7777' });
    expect(loadAppConfig(storage)).toEqual({ theme: 'light', relayUrl: 'ws://127.0.0.1:7777' });
  });
});
