import type { CommentTree } from '@/nostr/comment-thread';

const ANCHOR_PREFIX = 'comment-';

/** The element id of a comment, which is also the `#fragment` of a link to it. */
export function commentAnchorId(eventId: string): string {
  return `${ANCHOR_PREFIX}${eventId}`;
}

/** The comment id named by a location hash like `#comment-<id>`, if any. */
export function commentIdFromHash(hash: string): string | undefined {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  return fragment.startsWith(ANCHOR_PREFIX) ? fragment.slice(ANCHOR_PREFIX.length) : undefined;
}

/**
 * The ids of every comment above `targetId` in the thread, so their reply lists can start open and a linked
 * reply deep in a collapsed branch is shown. Empty when the target is not in the thread. Iterative: a
 * hostile thread can be thousands deep.
 */
export function ancestorsOf(threads: readonly CommentTree[], targetId: string): Set<string> {
  const parentOf = new Map<string, string | null>();
  const pending: CommentTree[] = [];
  for (const thread of threads) {
    parentOf.set(thread.event.id, null);
    pending.push(thread);
  }
  while (pending.length > 0) {
    const node = pending.pop()!;
    for (const reply of node.replies) {
      parentOf.set(reply.event.id, node.event.id);
      pending.push(reply);
    }
  }
  const ancestors = new Set<string>();
  let current = parentOf.get(targetId) ?? null;
  while (current !== null && !ancestors.has(current)) {
    ancestors.add(current);
    current = parentOf.get(current) ?? null;
  }
  return ancestors;
}
