import { COMMENT_DEFAULT_LIMIT, KIND } from '@/config/constants';
import { safeUrl } from '@/lib/safe-url';

import type { EventTemplate, NostrEvent, NostrFilter } from './event';
import type { CarListing } from './listing';
import { listingAddress } from './listing-address';

/** What a NIP-22 comment thread hangs from. */
export type CommentRoot =
  /** An addressable event such as a listing; `id` is the version being viewed, when known. */
  | { type: 'address'; kind: number; pubkey: string; d: string; id?: string }
  /** A regular event. */
  | { type: 'event'; kind: number; id: string; pubkey: string }
  /** An external web page (NIP-73). */
  | { type: 'url'; url: string };

/** The comment being replied to. */
export type CommentParent = Pick<NostrEvent, 'id' | 'pubkey'>;

export const EMPTY_COMMENT_ERROR = 'Comment cannot be empty';

/** The root for the comments under a listing: its `30402:<pubkey>:<d>` coordinate plus the version seen. */
export function listingCommentRoot(listing: Pick<CarListing, 'pubkey' | 'd' | 'event'>): CommentRoot {
  return { type: 'address', kind: KIND.listing, pubkey: listing.pubkey, d: listing.d, id: listing.event.id };
}

export function addressOf(root: Extract<CommentRoot, { type: 'address' }>): string {
  return root.kind === KIND.listing ? listingAddress(root) : `${root.kind}:${root.pubkey}:${root.d}`;
}

/** The value of the root's uppercase pointer tag (A, E or I), which is also what the relay filter matches. */
export function rootPointer(root: CommentRoot): { name: 'A' | 'E' | 'I'; value: string } {
  switch (root.type) {
    case 'address':
      return { name: 'A', value: addressOf(root) };
    case 'event':
      return { name: 'E', value: root.id };
    case 'url':
      // Same normalisation as the I tag we write, so a filter finds the comments this client published.
      return { name: 'I', value: safeUrl(root.url) ?? root.url };
  }
}

/** NIP-73 / docs/product.md §3: a URL root's kind tag is its hostname. Throws on a URL we would not link to. */
function urlRoot(root: Extract<CommentRoot, { type: 'url' }>): { url: string; hostname: string } {
  const url = safeUrl(root.url);
  if (url === undefined) throw new TypeError('Comment root URL must be an http(s) URL');
  return { url, hostname: new URL(url).hostname };
}

function rootTags(root: CommentRoot): string[][] {
  switch (root.type) {
    case 'address':
      return [['A', addressOf(root)], ['K', String(root.kind)], ['P', root.pubkey]];
    case 'event':
      return [['E', root.id], ['K', String(root.kind)], ['P', root.pubkey]];
    case 'url': {
      const { url, hostname } = urlRoot(root);
      return [['I', url], ['K', hostname]];
    }
  }
}

/** For a top-level comment the parent is the root itself, written with lowercase names. */
function rootAsParentTags(root: CommentRoot): string[][] {
  switch (root.type) {
    case 'address': {
      // The `e` pins the version that was on screen, as NIP-22 recommends for addressable roots.
      const version = root.id === undefined ? [] : [['e', root.id]];
      return [['a', addressOf(root)], ...version, ['k', String(root.kind)], ['p', root.pubkey]];
    }
    case 'event':
      return [['e', root.id], ['k', String(root.kind)], ['p', root.pubkey]];
    case 'url': {
      const { url, hostname } = urlRoot(root);
      return [['i', url], ['k', hostname]];
    }
  }
}

/**
 * NIP-22 tags: uppercase A/E/I + K + P for the root, lowercase a/e/i + k + p for the parent. Without a
 * parent the comment is top-level and its parent is the root; a reply points `e` at the parent comment,
 * `k` at 1111 and `p` at the parent's author.
 */
export function buildCommentTags(root: CommentRoot, parent?: CommentParent): string[][] {
  const parentTags = parent
    ? [['e', parent.id], ['k', String(KIND.comment)], ['p', parent.pubkey]]
    : rootAsParentTags(root);
  return [...rootTags(root), ...parentTags];
}

export type CommentTemplateResult = { ok: true; template: EventTemplate } | { ok: false; error: string };

/** The unsigned kind-1111 event, or an error for empty or whitespace-only text (docs/product.md §5 Comment). */
export function buildCommentEvent(
  root: CommentRoot,
  parent: CommentParent | undefined,
  text: string,
  nowMs: number = Date.now(),
): CommentTemplateResult {
  const content = text.trim();
  if (content === '') return { ok: false, error: EMPTY_COMMENT_ERROR };
  return {
    ok: true,
    template: { kind: KIND.comment, content, tags: buildCommentTags(root, parent), created_at: Math.floor(nowMs / 1000) },
  };
}

/** docs/product.md §7 Comments request: kind 1111 by root pointer (#A, #E or #I). */
export function commentRootFilter(root: CommentRoot, limit: number = COMMENT_DEFAULT_LIMIT): NostrFilter {
  const { name, value } = rootPointer(root);
  const filter: NostrFilter = { kinds: [KIND.comment], limit };
  filter[`#${name}`] = [value];
  return filter;
}
