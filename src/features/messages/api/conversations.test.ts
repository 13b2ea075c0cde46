import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { groupConversations } from './conversations';
import { defaultDmRelays } from './default-dm-relays';
import type { ChatMessage } from './message-types';
import { loadReadMarks, readMarksKey, saveReadMarks } from './read-marks';

const ME = 'a'.repeat(64);
const ANNA = 'b'.repeat(64);
const BEN = 'c'.repeat(64);

let counter = 0;
function message(peer: string, mine: boolean, createdAt: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  counter += 1;
  return { id: counter.toString(16).padStart(64, '0'), from: mine ? ME : peer, to: mine ? peer : ME, content: `m${counter}`, createdAt, mine, ...extra };
}

describe('groupConversations', () => {
  it('groups by the other person, oldest first inside, newest conversation first, with unread and the latest listing', () => {
    const about = { address: `${KIND.listing}:${ANNA}:car`, relay: 'wss://r.example' };
    const messages = [
      message(ANNA, false, 100, { about, subject: 'Camry' }),
      message(BEN, false, 150),
      message(ANNA, true, 200),
      message(ANNA, false, 300),
    ];
    const [first, second] = groupConversations(messages.toReversed(), { [ANNA]: 250 });
    expect(first?.peer).toBe(ANNA);
    expect(first?.messages.map((entry) => entry.createdAt)).toEqual([100, 200, 300]);
    expect(first?.last.createdAt).toBe(300);
    expect(first?.unread).toBe(1);
    expect(first?.about).toEqual({ ...about, subject: 'Camry' });
    expect(second).toMatchObject({ peer: BEN, unread: 1 });
    expect(second?.about).toBeUndefined();
    // My own messages are never unread.
    expect(groupConversations([message(BEN, true, 500)], {})[0]?.unread).toBe(0);
  });
});

describe('read marks', () => {
  it('are kept per account and ignore anything malformed', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    saveReadMarks(storage, ME, { [ANNA]: 123 });
    expect(loadReadMarks(storage, ME)).toEqual({ [ANNA]: 123 });
    expect(loadReadMarks(storage, BEN)).toEqual({});
    store.set(readMarksKey(ME), JSON.stringify({ [ANNA]: 'x', nothex: 5, [BEN]: 7 }));
    expect(loadReadMarks(storage, ME)).toEqual({ [BEN]: 7 });
    store.set(readMarksKey(ME), 'not json');
    expect(loadReadMarks(storage, ME)).toEqual({});
    expect(loadReadMarks(undefined, ME)).toEqual({});
  });
});

const entry = (url: string, read: boolean, write: boolean) => ({ url, read, write });

describe('defaultDmRelays', () => {
  it('takes read+write relays first, at most three, or the chosen relay without a NIP-65 list', () => {
    const list = { entries: [entry('wss://w.example', false, true), entry('wss://r.example', true, false), entry('wss://both.example', true, true), entry('wss://r2.example', true, false)], read: ['wss://r.example', 'wss://both.example', 'wss://r2.example'], write: ['wss://w.example', 'wss://both.example'] };
    expect(defaultDmRelays(list, ['wss://chosen.example'])).toEqual(['wss://both.example', 'wss://r.example', 'wss://r2.example']);
    expect(defaultDmRelays(undefined, ['wss://chosen.example', 'wss://preset.example'])).toEqual(['wss://chosen.example']);
    expect(defaultDmRelays({ entries: [], read: [], write: [] }, [])).toEqual([]);
  });
});
