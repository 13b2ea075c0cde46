import { KIND } from '@/config/constants';

import { rootPointer, type CommentRoot } from './comment';
import { hasTagValue, isEventShape, tagValues, type NostrEvent } from './event';

/** A comment with its replies, each level one deeper (top-level comments have depth 0). */
export interface CommentTree {
  event: NostrEvent;
  replies: CommentTree[];
  depth: number;
}

const oldestFirst = (a: NostrEvent, b: NostrEvent): number =>
  a.created_at - b.created_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const newestFirst = (a: NostrEvent, b: NostrEvent): number =>
  b.created_at - a.created_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Whether the comment's lowercase parent tag points at the root itself (docs/product.md §7: a top-level comment). */
export function isTopLevelComment(event: NostrEvent, root: CommentRoot): boolean {
  const { name, value } = rootPointer(root);
  return hasTagValue(event, name.toLowerCase(), value);
}

/** The id a reply names as its parent: its first lowercase `e` that is neither itself nor the root event. */
function parentIdOf(event: NostrEvent, root: CommentRoot): string | undefined {
  const rootId = root.type === 'url' ? undefined : root.id;
  return tagValues(event, 'e').find((id) => id !== event.id && id !== rootId);
}

/** Distinct, well-formed kind-1111 events whose uppercase root tag names this root. */
function commentsOf(events: Iterable<NostrEvent>, root: CommentRoot): Map<string, NostrEvent> {
  const { name, value } = rootPointer(root);
  const comments = new Map<string, NostrEvent>();
  for (const event of events) {
    if (!isEventShape(event) || event.kind !== KIND.comment || comments.has(event.id)) continue;
    if (hasTagValue(event, name, value)) comments.set(event.id, event);
  }
  return comments;
}

/**
 * Each comment's parent id within the thread, or null for top level. A reply whose parent is missing (not
 * yet fetched, deleted, or on another relay) is shown at top level rather than lost. Parent chains that
 * loop are cut at their oldest member, which becomes top-level, so every comment appears exactly once.
 */
function resolveParents(comments: ReadonlyMap<string, NostrEvent>, root: CommentRoot): Map<string, string | null> {
  const parents = new Map<string, string | null>();
  for (const event of comments.values()) {
    const parentId = isTopLevelComment(event, root) ? undefined : parentIdOf(event, root);
    parents.set(event.id, parentId !== undefined && comments.has(parentId) ? parentId : null);
  }

  const settled = new Set<string>();
  for (const start of comments.keys()) {
    const path: string[] = [];
    const onPath = new Set<string>();
    let current: string | null = start;
    while (current !== null && !settled.has(current)) {
      if (onPath.has(current)) {
        const loop = path.slice(path.indexOf(current)).map((id) => comments.get(id)!);
        parents.set(loop.toSorted(oldestFirst)[0]!.id, null);
        break;
      }
      path.push(current);
      onPath.add(current);
      current = parents.get(current) ?? null;
    }
    for (const id of path) settled.add(id);
  }
  return parents;
}

/**
 * Threads comments under a root (docs/product.md §7): top-level comments newest first, replies under their parent
 * oldest first, to any depth. Duplicates, comments on other roots and malformed events are ignored.
 * Built without recursion so a hostile chain thousands deep cannot overflow the stack.
 */
export function threadComments(events: Iterable<NostrEvent>, root: CommentRoot): CommentTree[] {
  const comments = commentsOf(events, root);
  const parents = resolveParents(comments, root);

  const children = new Map<string | null, NostrEvent[]>();
  for (const event of comments.values()) {
    const parentId = parents.get(event.id) ?? null;
    const siblings = children.get(parentId);
    if (siblings) siblings.push(event);
    else children.set(parentId, [event]);
  }

  const topLevel = (children.get(null) ?? [])
    .toSorted(newestFirst)
    .map((event): CommentTree => ({ event, replies: [], depth: 0 }));
  const pending: CommentTree[] = [...topLevel];
  while (pending.length > 0) {
    const node = pending.pop()!;
    const replies = (children.get(node.event.id) ?? []).toSorted(oldestFirst);
    node.replies = replies.map((event) => ({ event, replies: [], depth: node.depth + 1 }));
    for (const reply of node.replies) pending.push(reply);
  }
  return topLevel;
}

/** Every reply below a node, at any depth: the count for a collapsed replies toggle. */
export function countDescendants(tree: CommentTree): number {
  let total = 0;
  const pending = [...tree.replies];
  while (pending.length > 0) {
    const node = pending.pop()!;
    total += 1;
    for (const reply of node.replies) pending.push(reply);
  }
  return total;
}
