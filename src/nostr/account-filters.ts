import { KIND } from '@/config/constants';

import type { NostrFilter } from './event';

/**
 * The lookups of one person's replaceable lists and of an account's gift wraps, as the app sends them. The
 * boot script asks some of them before the app has loaded (a messages address, docs/architecture.md §10),
 * and the app's query takes over a boot REQ only when its filters are the same: both build them here.
 */

/** `pubkey`'s newest event of a replaceable `kind` (profile 0, relay list 10002, DM relay list 10050, …). */
export function newestOfKindFilter(kind: number, pubkey: string): NostrFilter {
  return { kinds: [kind], authors: [pubkey], limit: 1 };
}

/** The gift wraps (NIP-59, kind 1059) addressed to `pubkey`: an inbox's subscription on its DM relays. */
export function giftWrapsFilter(pubkey: string): NostrFilter {
  return { kinds: [KIND.giftWrap], '#p': [pubkey] };
}
