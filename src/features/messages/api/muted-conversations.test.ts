import { describe, expect, it } from 'vitest';

import type { Conversation } from './message-types';
import { splitMutedConversations } from './muted-conversations';

const MUTED = 'a'.repeat(64);
const FRIEND = 'b'.repeat(64);

function conversation(peer: string, unread: number): Conversation {
  const last: Conversation['last'] = { id: peer.slice(0, 8), from: peer, to: 'c'.repeat(64), content: 'Hi', createdAt: 1, mine: false };
  return { peer, messages: [last], last, unread };
}

describe('splitMutedConversations', () => {
  it("files a muted sender's conversation in the 'Muted' folder and leaves its unread messages out of the total", () => {
    const split = splitMutedConversations([conversation(MUTED, 3), conversation(FRIEND, 2)], new Set([MUTED]));
    expect(split.shown.map((item) => item.peer)).toEqual([FRIEND]);
    expect(split.muted.map((item) => item.peer)).toEqual([MUTED]);
    expect(split.unreadTotal).toBe(2);
  });

  it('keeps every conversation, in order, when nobody is muted', () => {
    const all = [conversation(FRIEND, 1), conversation(MUTED, 0)];
    const split = splitMutedConversations(all, new Set());
    expect(split.shown).toEqual(all);
    expect(split.muted).toEqual([]);
    expect(split.unreadTotal).toBe(1);
  });
});
