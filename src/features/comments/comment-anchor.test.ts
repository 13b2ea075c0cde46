import { describe, expect, it } from 'vitest';

import type { CommentTree } from '@/nostr/comment-thread';
import type { NostrEvent } from '@/nostr/event';

import { ancestorsOf, commentAnchorId, commentIdFromHash } from './comment-anchor';
import { repliesLabel } from './replies-label';

function node(id: string, depth: number, replies: CommentTree[] = []): CommentTree {
  return { event: { id } as NostrEvent, depth, replies };
}

describe('comment anchors', () => {
  it('round-trips an id through the element id and the URL fragment', () => {
    expect(commentAnchorId('abc')).toBe('comment-abc');
    expect(commentIdFromHash('#comment-abc')).toBe('abc');
    expect(commentIdFromHash('comment-abc')).toBe('abc');
    expect(commentIdFromHash('#top')).toBeUndefined();
    expect(commentIdFromHash('')).toBeUndefined();
  });

  it('finds every ancestor of a nested comment, and none for a top-level or unknown one', () => {
    const threads = [node('a', 0, [node('b', 1, [node('c', 2, [node('d', 3)])])]), node('x', 0)];
    expect([...ancestorsOf(threads, 'd')].toSorted()).toEqual(['a', 'b', 'c']);
    expect(ancestorsOf(threads, 'a').size).toBe(0);
    expect(ancestorsOf(threads, 'missing').size).toBe(0);
  });

  it('handles a chain thousands deep without recursion', () => {
    let deepest = node('n5000', 5000);
    for (let depth = 4999; depth >= 0; depth -= 1) deepest = node(`n${depth}`, depth, [deepest]);
    expect(ancestorsOf([deepest], 'n5000').size).toBe(5000);
  });

  it("labels replies '1 reply' / 'N replies'", () => {
    expect(repliesLabel(1)).toBe('1 reply');
    expect(repliesLabel(2)).toBe('2 replies');
    expect(repliesLabel(0)).toBe('0 replies');
  });
});
