import { describe, expect, it } from 'vitest';

import { ownRelaySet } from './own-relays';

describe('ownRelaySet (docs/architecture.md §5)', () => {
  it("holds every relay of the user's own lists, canonical, and nothing else", () => {
    const own = ownRelaySet({
      chosen: 'wss://Chosen.example/',
      presets: ['wss://preset.example'],
      network: {
        readRelays: ['wss://read.example'],
        writeRelays: ['wss://write.example'],
        relayList: { entries: [], read: ['wss://list-read.example'], write: ['wss://list-write.example/'] },
      },
      stored: ['wss://last-visit.example', 'not a relay'],
    });
    expect([...own].toSorted()).toEqual(
      [
        'wss://chosen.example',
        'wss://last-visit.example',
        'wss://list-read.example',
        'wss://list-write.example',
        'wss://preset.example',
        'wss://read.example',
        'wss://write.example',
      ].toSorted(),
    );
    expect(own.has('wss://hint.example')).toBe(false);
  });

  it('is the chosen relay and the presets for someone without a relay list or a last visit', () => {
    const own = ownRelaySet({ chosen: 'wss://chosen.example', presets: [], network: { readRelays: [], writeRelays: [], relayList: undefined }, stored: undefined });
    expect([...own]).toEqual(['wss://chosen.example']);
  });
});
