import { describe, expect, it } from 'vitest';

import { MESSAGE_DRAFT_LIMIT, messageDraftKey, readMessageDraft, writeMessageDraft } from './message-drafts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const ME = 'a'.repeat(64);
const PEER = 'b'.repeat(64);
const OTHER = 'c'.repeat(64);

describe('message drafts', () => {
  it('keeps one draft per account and peer', () => {
    const storage = memoryStorage();
    writeMessageDraft(ME, PEER, 'Is it still available?', storage);
    expect(readMessageDraft(ME, PEER, storage)).toBe('Is it still available?');
    expect(readMessageDraft(OTHER, PEER, storage)).toBe('');
    expect(readMessageDraft(ME, OTHER, storage)).toBe('');
  });

  it('removes the draft when the text is blank', () => {
    const storage = memoryStorage();
    writeMessageDraft(ME, PEER, 'Hello', storage);
    writeMessageDraft(ME, PEER, '  \n ', storage);
    expect(storage.items.has(messageDraftKey(ME, PEER))).toBe(false);
  });

  it('ignores an absurdly long stored value and never throws on a broken storage', () => {
    const storage = memoryStorage();
    storage.items.set(messageDraftKey(ME, PEER), 'x'.repeat(MESSAGE_DRAFT_LIMIT + 1));
    expect(readMessageDraft(ME, PEER, storage)).toBe('');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(readMessageDraft(ME, PEER, broken)).toBe('');
    expect(() => writeMessageDraft(ME, PEER, 'text', broken)).not.toThrow();
  });
});
