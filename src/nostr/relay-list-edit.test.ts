import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import type { NostrEvent } from './event';
import { parseRelayList } from './relay-list';
import {
  addRelay,
  applyRelayEdits,
  MALFORMED_RELAY_LIST,
  MAX_RELAY_LIST_PUBLISH_RELAYS,
  newestRelayList,
  nextRelayListTime,
  relayListEntries,
  relayListExtraRelays,
  relayListFromChoice,
  relayListTags,
  relayListTemplate,
  removeRelay,
  setRelayMode,
  withRelayEdit,
} from './relay-list-edit';

const PUBLIC = { allowLocal: false };
const LOCAL = { allowLocal: true };

/** A list another client wrote: markers, a ws:// relay this page would not contact, and tags of its own. */
const FOREIGN: unknown[] = [
  ['r', 'wss://other-client.example', 'read'],
  ['client', 'x'],
  ['r', 'ws://plain.example:7777', 'write'],
  ['r', 'wss://Mine.Example/'],
  ['alt', 'Relay list', 'extra'],
  ['r', 'wss://odd-marker.example', 'outbox'],
];

describe('relayListTags', () => {
  it('copies the raw tags, or none for no list or non-array tags', () => {
    const previous = { tags: FOREIGN };
    const tags = relayListTags(previous);
    expect(tags).toEqual(FOREIGN);
    expect(tags).not.toBe(FOREIGN);
    expect(relayListTags(null)).toEqual([]);
    expect(relayListTags(undefined)).toEqual([]);
    expect(relayListTags({ tags: 'r wss://x.example' })).toEqual([]);
    expect(relayListTags({ tags: { 0: ['r', 'wss://x.example'] } })).toEqual([]);
  });
});

describe('setRelayMode', () => {
  it("changes one relay and keeps other clients' entries, markers, ws:// relays and tags byte for byte, in order", () => {
    const edited = setRelayMode(FOREIGN, 'wss://mine.example', { read: true, write: false });
    expect(edited).toEqual([
      ['r', 'wss://other-client.example', 'read'],
      ['client', 'x'],
      ['r', 'ws://plain.example:7777', 'write'],
      ['r', 'wss://mine.example', 'read'],
      ['alt', 'Relay list', 'extra'],
      ['r', 'wss://odd-marker.example', 'outbox'],
    ]);
    // The untouched tags are the very same values.
    for (const index of [0, 1, 2, 4, 5]) expect(edited[index]).toBe(FOREIGN[index]);
  });

  it('writes no marker for read and write (NIP-65) and matches the relay in any spelling', () => {
    const tags = [['r', 'WSS://Relay.Example:443/', 'write']];
    expect(setRelayMode(tags, 'wss://relay.example', { read: true, write: true })).toEqual([['r', 'wss://relay.example']]);
    expect(setRelayMode(tags, 'wss://RELAY.example/', { read: true, write: false })).toEqual([['r', 'wss://relay.example', 'read']]);
  });

  it('adds a missing relay after the last r tag, keeping what follows in place', () => {
    expect(setRelayMode(FOREIGN, 'wss://new.example', { read: false, write: true })).toEqual([...FOREIGN, ['r', 'wss://new.example', 'write']]);
    const tags = [['r', 'wss://a.example'], ['client', 'x'], ['alt', 'y']];
    expect(setRelayMode(tags, 'wss://b.example', { read: true, write: true })).toEqual([['r', 'wss://a.example'], ['r', 'wss://b.example'], ['client', 'x'], ['alt', 'y']]);
    expect(setRelayMode([['client', 'x']], 'wss://b.example', { read: true, write: true })).toEqual([['client', 'x'], ['r', 'wss://b.example']]);
  });

  it('leaves the list as it is when the relay already has that mode, even with an unknown marker or repeats', () => {
    expect(setRelayMode(FOREIGN, 'wss://odd-marker.example', { read: true, write: true })).toEqual(FOREIGN);
    const repeated = [['r', 'wss://a.example', 'read'], ['p', 'x'], ['r', 'wss://a.example/', 'write']];
    expect(setRelayMode(repeated, 'wss://a.example', { read: true, write: true })).toEqual(repeated);
  });

  it('rewrites the first tag of a repeated relay and drops its repeats, so readers do not merge the old marker back', () => {
    const repeated = [['r', 'wss://a.example', 'read'], ['p', 'x'], ['r', 'wss://a.example/', 'write']];
    expect(setRelayMode(repeated, 'wss://a.example', { read: true, write: false })).toEqual([['r', 'wss://a.example', 'read'], ['p', 'x']]);
    expect(setRelayMode(repeated, 'wss://a.example', { read: false, write: true })).toEqual([['r', 'wss://a.example', 'write'], ['p', 'x']]);
  });

  it('removes the relay when neither read nor write is left', () => {
    expect(setRelayMode(FOREIGN, 'wss://other-client.example', { read: false, write: false })).toEqual(FOREIGN.slice(1));
  });

  it('keeps 500 entries when one of them is edited', () => {
    const tags = Array.from({ length: 500 }, (_, index) => ['r', `wss://relay${index}.example`, index % 2 === 0 ? 'read' : 'write']);
    const edited = setRelayMode(tags, 'wss://relay250.example', { read: true, write: true });
    expect(edited).toHaveLength(500);
    expect(edited[250]).toEqual(['r', 'wss://relay250.example']);
    expect(edited.filter((_, index) => index !== 250)).toEqual(tags.filter((_, index) => index !== 250));
    expect(relayListEntries(edited)).toHaveLength(500);
  });

  it('keeps hostile tags as they were and replaces a malformed r tag only when it names the edited relay', () => {
    const hostile: unknown[] = ['r', 42, null, { r: 'wss://a.example' }, ['r'], ['r', 7, 'read'], ['r', 'not a url'], ['p', 1, true], ['r', 'wss://a.example', 5, 'x'], ['r', 'wss://b.example', { x: 1 }]];
    const edited = setRelayMode(hostile, 'wss://a.example', { read: true, write: false });
    expect(edited).toEqual(['r', 42, null, { r: 'wss://a.example' }, ['r'], ['r', 7, 'read'], ['r', 'not a url'], ['p', 1, true], ['r', 'wss://a.example', 'read'], ['r', 'wss://b.example', { x: 1 }]]);
    expect(edited[3]).toBe(hostile[3]);
    expect(removeRelay(hostile, 'wss://a.example')).toEqual(hostile.filter((_, index) => index !== 8));
  });

  it('refuses a URL that is not a relay URL', () => {
    expect(() => setRelayMode([], 'https://relay.example', { read: true, write: true })).toThrow('Invalid relay URL');
    expect(() => removeRelay([], 'not a url')).toThrow('Invalid relay URL');
  });
});

describe('addRelay and removeRelay', () => {
  it('adds a relay for read and write, but never changes one the list already names', () => {
    expect(addRelay([['client', 'x']], 'wss://New.example/')).toEqual([['client', 'x'], ['r', 'wss://new.example']]);
    expect(addRelay(FOREIGN, 'wss://other-client.example/')).toEqual(FOREIGN);
  });

  it('removes every spelling of one relay and nothing else', () => {
    const tags = [['r', 'wss://a.example'], ['client', 'x'], ['r', 'WSS://A.EXAMPLE/', 'read'], ['r', 'wss://b.example']];
    expect(removeRelay(tags, 'wss://a.example')).toEqual([['client', 'x'], ['r', 'wss://b.example']]);
    expect(removeRelay(FOREIGN, 'ws://plain.example:7777')).toEqual(FOREIGN.filter((_, index) => index !== 2));
    expect(removeRelay(FOREIGN, 'wss://absent.example')).toEqual(FOREIGN);
  });
});

describe('applyRelayEdits and withRelayEdit', () => {
  it('replays the edits on a newer list, so entries another client added meanwhile survive', () => {
    let edits = withRelayEdit([], { type: 'set', url: 'wss://mine.example', read: false, write: true });
    edits = withRelayEdit(edits, { type: 'add', url: 'wss://added.example' });
    edits = withRelayEdit(edits, { type: 'remove', url: 'wss://other-client.example' });
    const newer = [...FOREIGN, ['r', 'wss://added-elsewhere.example'], ['t', 'meanwhile']];
    expect(applyRelayEdits(newer, edits)).toEqual([
      ['client', 'x'],
      ['r', 'ws://plain.example:7777', 'write'],
      ['r', 'wss://mine.example', 'write'],
      ['alt', 'Relay list', 'extra'],
      ['r', 'wss://odd-marker.example', 'outbox'],
      ['r', 'wss://added-elsewhere.example'],
      ['r', 'wss://added.example'],
      ['t', 'meanwhile'],
    ]);
  });

  it('keeps one edit per relay, in the place of its first edit', () => {
    let edits = withRelayEdit([], { type: 'add', url: 'wss://a.example' });
    edits = withRelayEdit(edits, { type: 'add', url: 'wss://b.example' });
    edits = withRelayEdit(edits, { type: 'set', url: 'WSS://A.example/', read: true, write: false });
    expect(edits).toEqual([
      { type: 'set', url: 'wss://a.example', read: true, write: false },
      { type: 'add', url: 'wss://b.example' },
    ]);
    expect(applyRelayEdits([], edits)).toEqual([['r', 'wss://a.example', 'read'], ['r', 'wss://b.example']]);
  });
});

describe('relayListEntries', () => {
  it("shows every relay of the user's own list, ws:// and private ones included, repeats merged, hostile tags skipped", () => {
    expect(relayListEntries([...FOREIGN, ['r', 'wss://other-client.example/', 'write'], ['r', 7], 'r', ['r', 'https://x.example'], ['r', 'wss://10.0.0.1']])).toEqual([
      { url: 'wss://other-client.example', read: true, write: true },
      { url: 'ws://plain.example:7777', read: false, write: true },
      { url: 'wss://mine.example', read: true, write: true },
      { url: 'wss://odd-marker.example', read: true, write: true },
      { url: 'wss://10.0.0.1', read: true, write: true },
    ]);
  });
});

describe('relayListTemplate and relayListFromChoice', () => {
  it('makes a kind 10002 template keeping the tags as given and the previous content', () => {
    const tags = setRelayMode(FOREIGN, 'wss://mine.example', { read: false, write: true });
    expect(relayListTemplate({ content: 'kept' }, tags, 1_700_000_000)).toEqual({ kind: KIND.relayList, content: 'kept', tags, created_at: 1_700_000_000 });
    expect(relayListTemplate({ content: 5 }, [], 1).content).toBe('');
    expect(relayListTemplate(null, [], 1).content).toBe('');
  });

  it('refuses to sign tags that are not arrays of strings, which every relay would refuse', () => {
    expect(() => relayListTemplate(null, [['r', 'wss://a.example'], ['p', 1]], 1)).toThrow(MALFORMED_RELAY_LIST);
    expect(() => relayListTemplate(null, ['client'], 1)).toThrow(MALFORMED_RELAY_LIST);
  });

  it('starts a first list from the chosen relay, read and write', () => {
    expect(relayListFromChoice('WSS://Relay.Example/', 1_700_000_000)).toEqual({
      kind: KIND.relayList,
      content: '',
      tags: [['r', 'wss://relay.example']],
      created_at: 1_700_000_000,
    });
    const parsed = parseRelayList(relayListFromChoice('wss://relay.example', 1), PUBLIC);
    expect(parsed.read).toEqual(['wss://relay.example']);
    expect(parsed.write).toEqual(['wss://relay.example']);
  });
});

describe('nextRelayListTime', () => {
  it('is now, but always after the version it replaces (a tie loses to the smaller id)', () => {
    expect(nextRelayListTime(null, 1000)).toBe(1000);
    expect(nextRelayListTime({ created_at: 900 }, 1000)).toBe(1000);
    expect(nextRelayListTime({ created_at: 1000 }, 1000)).toBe(1001);
    expect(nextRelayListTime({ created_at: 1005 }, 1000)).toBe(1006);
  });

  it('does not chase a list dated far in the future, or a broken time', () => {
    expect(nextRelayListTime({ created_at: 1000 + 86_400 }, 1000)).toBe(1000);
    expect(nextRelayListTime({ created_at: '2000' }, 1000)).toBe(1000);
    expect(nextRelayListTime({ created_at: 1e300 }, 1000)).toBe(1000);
  });
});

function event(created_at: number, id: string): NostrEvent {
  return { id, pubkey: 'a'.repeat(64), created_at, kind: KIND.relayList, tags: [], content: '', sig: '' };
}

describe('newestRelayList', () => {
  it('takes the newest event, the smaller id on a tie', () => {
    const [older, newer, tie] = [event(10, 'b'.repeat(64)), event(20, 'c'.repeat(64)), event(20, '1'.repeat(64))];
    expect(newestRelayList([older, newer])).toBe(newer);
    expect(newestRelayList([newer, tie, older])).toBe(tie);
  });

  it('never lets "none found" or "not read" replace a list it has seen', () => {
    const seen = event(10, 'b'.repeat(64));
    expect(newestRelayList([seen, null, undefined])).toBe(seen);
    expect(newestRelayList([null, seen])).toBe(seen);
    expect(newestRelayList([undefined, null])).toBeNull();
    expect(newestRelayList([undefined])).toBeUndefined();
    expect(newestRelayList([])).toBeUndefined();
  });
});

describe('relayListExtraRelays', () => {
  it("adds the new list's relays, then the old one's, that this page may contact, up to the cap", () => {
    const extra = relayListExtraRelays({
      writeRelays: ['wss://write.example', 'wss://mine.example'],
      tags: [['r', 'wss://mine.example'], ['r', 'ws://plain.example'], ['r', 'wss://read.example', 'read'], ['r', 'wss://192.168.1.2']],
      previousTags: [['r', 'wss://old.example'], ['r', 'wss://read.example']],
      policy: PUBLIC,
    });
    expect(extra).toEqual(['wss://read.example', 'wss://old.example']);
  });

  it(`publishes to at most ${MAX_RELAY_LIST_PUBLISH_RELAYS} relays in all, even for a list of 500`, () => {
    const tags = Array.from({ length: 500 }, (_, index) => ['r', `wss://relay${index}.example`]);
    const writeRelays = ['wss://a.example', 'wss://b.example', 'wss://c.example'];
    const extra = relayListExtraRelays({ writeRelays, tags, previousTags: [], policy: PUBLIC });
    expect(extra).toEqual(['wss://relay0.example', 'wss://relay1.example', 'wss://relay2.example', 'wss://relay3.example', 'wss://relay4.example']);
    expect(relayListExtraRelays({ writeRelays, tags, previousTags: [], policy: PUBLIC, max: 3 })).toEqual([]);
  });

  it('lets a local app reach local relays', () => {
    expect(relayListExtraRelays({ writeRelays: [], tags: [['r', 'ws://127.0.0.1:7777']], previousTags: [], policy: LOCAL })).toEqual(['ws://127.0.0.1:7777']);
  });
});
