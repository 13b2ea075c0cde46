import { KIND } from '@/config/constants';

/** Names for the kinds people most often link to; any other kind reads 'Kind {n}'. */
const KIND_LABELS: Readonly<Record<number, string>> = {
  [KIND.profile]: 'Profile',
  1: 'Note',
  6: 'Repost',
  7: 'Reaction',
  [KIND.comment]: 'Comment',
  30023: 'Article',
};

/** The label of the generic event card's kind badge (docs/product.md §2 Identifier pages). */
export function kindLabel(kind: number): string {
  return KIND_LABELS[kind] ?? `Kind ${kind}`;
}
