import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { newKeys } from '@testing/test-keys';
import { buildCommentEvent, type CommentRoot } from './comment';
import { countDescendants, isTopLevelComment, threadComments, type CommentTree } from './comment-thread';
import type { NostrEvent } from './event';
import { fakeEvent, signedEvent } from '@testing/events';

const seller = 'a'.repeat(64);
const listingId = 'f'.repeat(64);
const root: CommentRoot = { type: 'address', kind: KIND.listing, pubkey: seller, d: 'car-1', id: listingId };
const coordinate = `${KIND.listing}:${seller}:car-1`;
const rootTags = [['A', coordinate], ['K', String(KIND.listing)], ['P', seller]];

const hex = (n: number) => n.toString(16).padStart(64, '0');

function topLevel(n: number, createdAt: number): NostrEvent {
  return fakeEvent({
    id: hex(n),
    kind: KIND.comment,
    created_at: createdAt,
    tags: [...rootTags, ['a', coordinate], ['e', listingId], ['k', String(KIND.listing)], ['p', seller]],
  });
}

function reply(n: number, parent: number, createdAt: number): NostrEvent {
  return fakeEvent({
    id: hex(n),
    kind: KIND.comment,
    created_at: createdAt,
    tags: [...rootTags, ['e', hex(parent)], ['k', String(KIND.comment)], ['p', 'c'.repeat(64)]],
  });
}

/** The tree as nested `id@depth` labels, to compare shapes compactly. */
function shape(trees: CommentTree[]): unknown[] {
  return trees.map((tree) => {
    const label = `${Number.parseInt(tree.event.id, 16)}@${tree.depth}`;
    return tree.replies.length === 0 ? label : [label, shape(tree.replies)];
  });
}

describe('threadComments', () => {
  it('orders top-level newest first and replies oldest first, recursively', () => {
    const events = [topLevel(1, 100), topLevel(2, 200), reply(3, 1, 150), reply(4, 1, 120), reply(5, 4, 130), reply(6, 5, 140)];
    expect(shape(threadComments(events, root))).toEqual([
      '2@0',
      ['1@0', [['4@1', [['5@2', ['6@3']]]], '3@1']],
    ]);
  });

  it.each<[string, NostrEvent[], unknown[]]>([
    ['no comments', [], []],
    ['duplicates counted once', [topLevel(1, 100), topLevel(1, 100), reply(2, 1, 110), reply(2, 1, 110)], [['1@0', ['2@1']]]],
    ['reply whose parent is missing shows at top level', [topLevel(1, 100), reply(2, 99, 300)], ['2@0', '1@0']],
    ['two-comment cycle: the oldest becomes top level', [reply(1, 2, 100), reply(2, 1, 200)], [['1@0', ['2@1']]]],
    ['three-comment cycle', [reply(1, 3, 300), reply(2, 1, 100), reply(3, 2, 200)], [['2@0', [['3@1', ['1@2']]]]]],
    ['cycle hanging below a valid chain is cut once', [topLevel(1, 50), reply(2, 3, 100), reply(3, 2, 200), reply(4, 3, 300)], [['2@0', [['3@1', ['4@2']]]], '1@0']],
    ['equal created_at tie broken by id', [topLevel(2, 100), topLevel(1, 100)], ['1@0', '2@0']],
  ])('%s', (_name, events, expected) => {
    expect(shape(threadComments(events, root))).toEqual(expected);
  });

  it('treats a self-reply as having no parent', () => {
    const self = fakeEvent({ id: hex(7), kind: KIND.comment, tags: [...rootTags, ['e', hex(7)], ['k', String(KIND.comment)]] });
    expect(shape(threadComments([self], root))).toEqual(['7@0']);
  });

  it('ignores events for another root, other kinds and malformed events', () => {
    const otherRoot = fakeEvent({ id: hex(8), kind: KIND.comment, tags: [['A', `${KIND.listing}:${seller}:car-2`], ['a', `${KIND.listing}:${seller}:car-2`]] });
    const wrongKind = fakeEvent({ id: hex(9), kind: 1, tags: [...rootTags, ['a', coordinate]] });
    const malformed = { ...topLevel(10, 100), id: 'nope' };
    const noTags = { ...topLevel(11, 100), tags: 'A' as unknown as string[][] };
    expect(threadComments([otherRoot, wrongKind, malformed, noTags, topLevel(1, 1)], root).map((tree) => tree.event.id)).toEqual([hex(1)]);
  });

  it('keeps every comment exactly once in a random hostile graph', () => {
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const events: NostrEvent[] = [];
    for (let n = 1; n <= 300; n += 1) {
      const kind = next() % 4;
      if (kind === KIND.profile) events.push(topLevel(n, next() % 1000));
      else events.push(reply(n, (next() % 320) + 1, next() % 1000));
      if (next() % 10 === 0) events.push(events[next() % events.length]!);
    }
    const seen: string[] = [];
    const walk = (trees: CommentTree[], depth: number) => {
      for (const tree of trees) {
        expect(tree.depth).toBe(depth);
        seen.push(tree.event.id);
        walk(tree.replies, depth + 1);
      }
    };
    walk(threadComments(events, root), 0);
    expect(seen).toHaveLength(300);
    expect(new Set(seen).size).toBe(300);
  });

  it('threads a chain 20,000 deep without overflowing the stack', () => {
    const events = [topLevel(1, 0)];
    for (let n = 2; n <= 20_000; n += 1) events.push(reply(n, n - 1, n));
    let tree = threadComments(events, root)[0];
    let depth = 0;
    while (tree && tree.replies.length > 0) {
      tree = tree.replies[0];
      depth += 1;
    }
    expect(depth).toBe(19_999);
  });

  it('threads real signed comments built by buildCommentEvent', () => {
    const alice = newKeys();
    const bob = newKeys();
    const build = (parent: NostrEvent | undefined, text: string, at: number, key = alice) => {
      const result = buildCommentEvent(root, parent, text, at * 1000);
      if (!result.ok) throw new Error(result.error);
      return signedEvent(key, result.template);
    };
    const first = build(undefined, 'first', 100);
    const second = build(undefined, 'second', 200, bob);
    const answer = build(first, 'answer', 300, bob);
    const thread = threadComments([answer, second, first], root);
    expect(thread.map((tree) => tree.event.content)).toEqual(['second', 'first']);
    expect(thread[1]?.replies.map((tree) => tree.event.content)).toEqual(['answer']);
  });
});

describe('threading on event and URL roots', () => {
  it.each<[string, CommentRoot, string[][], string[][]]>([
    [
      'event root',
      { type: 'event', kind: 1, id: 'e'.repeat(64), pubkey: seller },
      [['E', 'e'.repeat(64)], ['e', 'e'.repeat(64)], ['k', '1']],
      [['E', 'e'.repeat(64)]],
    ],
    [
      'URL root',
      { type: 'url', url: 'https://cars.example/a' },
      [['I', 'https://cars.example/a'], ['i', 'https://cars.example/a'], ['k', 'cars.example']],
      [['I', 'https://cars.example/a']],
    ],
  ])('%s', (_name, commentRoot, topTags, replyRootTags) => {
    const top = fakeEvent({ id: hex(1), kind: KIND.comment, created_at: 1, tags: topTags });
    const answer = fakeEvent({ id: hex(2), kind: KIND.comment, created_at: 2, tags: [...replyRootTags, ['e', hex(1)], ['k', String(KIND.comment)]] });
    expect(isTopLevelComment(top, commentRoot)).toBe(true);
    expect(isTopLevelComment(answer, commentRoot)).toBe(false);
    expect(shape(threadComments([answer, top], commentRoot))).toEqual([['1@0', ['2@1']]]);
  });
});

/** The ids of the direct replies to `id` in a thread, as threadComments nests them. */
function repliesIn(trees: CommentTree[], id: string): string[] | undefined {
  for (const tree of trees) {
    if (tree.event.id === id) return tree.replies.map((node) => node.event.id);
    const found = repliesIn(tree.replies, id);
    if (found) return found;
  }
  return undefined;
}

describe('replies and countDescendants', () => {
  const events = [topLevel(1, 100), reply(2, 1, 300), reply(3, 1, 200), reply(4, 3, 250), reply(3, 1, 200)];

  it('lists direct replies oldest first, each once', () => {
    expect(repliesIn(threadComments(events, root), hex(1))).toEqual([hex(3), hex(2)]);
    expect(repliesIn(threadComments(events, root), hex(4))).toEqual([]);
  });

  it('counts every reply below a comment', () => {
    const [tree] = threadComments(events, root);
    expect(tree && countDescendants(tree)).toBe(3);
  });
});
