import { describe, expect, it } from 'vitest';

import { relayChoices, relayLabel, sameRelay } from './relay-choices';

const presets = [
  { name: 'Ditto', url: 'wss://relay.ditto.pub' },
  { name: 'Damus', url: 'wss://relay.damus.io' },
  { name: 'Local', url: 'ws://127.0.0.1:7777' },
];

describe('relayChoices', () => {
  it('lists every preset for an empty search', () => {
    expect(relayChoices(presets, '  ')).toEqual({ matches: presets, custom: null });
  });

  it('matches names and URLs case-insensitively, without offering a custom relay for a plain word', () => {
    expect(relayChoices(presets, 'DAM')).toEqual({ matches: [presets[1]], custom: null });
    expect(relayChoices(presets, 'ditto.pub').matches).toEqual([presets[0]]);
  });

  it('offers a typed URL as a custom relay, wss:// prepended when it has no scheme', () => {
    expect(relayChoices(presets, ' relay.example.com ')).toEqual({ matches: [], custom: { ok: true, url: 'wss://relay.example.com' } });
    expect(relayChoices(presets, 'ws://10.0.0.2:7000/').custom).toEqual({ ok: true, url: 'ws://10.0.0.2:7000' });
  });

  it('offers no custom relay for a preset written another way', () => {
    expect(relayChoices(presets, 'wss://relay.damus.io/').custom).toBeNull();
  });

  it('reports text that is no relay URL', () => {
    expect(relayChoices(presets, 'not a url!')).toEqual({ matches: [], custom: { ok: false, error: 'Invalid relay URL' } });
    expect(relayChoices(presets, 'https://relay.example.com').custom).toEqual({ ok: false, error: 'Invalid relay URL' });
  });
});

describe('relayLabel and sameRelay', () => {
  it('names presets and falls back to the host', () => {
    expect(relayLabel(presets, 'wss://relay.damus.io/')).toBe('Damus');
    expect(relayLabel(presets, 'wss://nos.lol')).toBe('nos.lol');
    expect(relayLabel(presets, 'garbage')).toBe('garbage');
  });

  it('compares canonical spellings', () => {
    expect(sameRelay('WSS://Relay.Damus.io/', 'wss://relay.damus.io')).toBe(true);
    expect(sameRelay('wss://a.example', 'wss://b.example')).toBe(false);
  });
});
