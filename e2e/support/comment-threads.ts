import { nip19, type NostrEvent } from 'nostr-tools';
import type { Page } from 'playwright-core';

import { KIND } from '../../src/config/constants';

import { newKeys, signEvent } from '@testing/test-relay';

/** Helpers for the comments and hashtag browser tests: listings and NIP-22 threads with hand-written tags. */

export type Keys = ReturnType<typeof newKeys>;

export function seedListing(seller: Keys, fields: { d?: string; title: string; t?: string[]; createdAt?: number }) {
  const d = fields.d ?? `car-${crypto.randomUUID()}`;
  const event = signEvent(seller, {
    kind: KIND.listing,
    created_at: fields.createdAt ?? Math.floor(Date.now() / 1000),
    content: 'A well kept car, full service history.',
    tags: [
      ['d', d],
      ['title', fields.title],
      ['price', '18500', 'USD'],
      ['location', 'Lyon'],
      ['make', 'Toyota'],
      ['model', 'Corolla'],
      ['year', '2019'],
      ['status', 'active'],
      ...(fields.t ?? ['automobile', 'car', 'toyota']).map((tag) => ['t', tag]),
    ],
  });
  return { d, event, coordinate: `${KIND.listing}:${seller.pubkey}:${d}`, pubkey: seller.pubkey };
}

export type SeededListing = ReturnType<typeof seedListing>;

/** `/listing/<d>?seller=<npub>`, the browse grid's link format. */
export function listingUrl(appUrl: string, listing: SeededListing): string {
  return `${appUrl}/listing/${encodeURIComponent(listing.d)}?seller=${nip19.npubEncode(listing.pubkey)}`;
}

/** A NIP-22 comment: top-level on the listing without `parent`, else a reply to `parent`. */
export function comment(
  author: Keys,
  listing: SeededListing,
  content: string,
  options: { parent?: NostrEvent; secondsAgo?: number } = {},
): NostrEvent {
  const rootTags = [['A', listing.coordinate], ['K', String(KIND.listing)], ['P', listing.pubkey]];
  const parentTags = options.parent
    ? [['e', options.parent.id], ['k', String(KIND.comment)], ['p', options.parent.pubkey]]
    : [['a', listing.coordinate], ['k', String(KIND.listing)], ['p', listing.pubkey]];
  return signEvent(author, {
    kind: KIND.comment,
    created_at: Math.floor(Date.now() / 1000) - (options.secondsAgo ?? 0),
    content,
    tags: [...rootTags, ...parentTags],
  });
}

export function profile(keys: Keys, name: string): NostrEvent {
  return signEvent(keys, { kind: KIND.profile, content: JSON.stringify({ name }) });
}

/** The `<article>` of one comment (it contains its replies too). */
export function commentItem(page: Page, event: Pick<NostrEvent, 'id'>) {
  return page.locator(`article[id="comment-${event.id}"]`);
}

/** The comment's own replies toggle: the first one in its article, before any of its replies' toggles. */
export function repliesToggle(page: Page, event: Pick<NostrEvent, 'id'>) {
  return commentItem(page, event).getByRole('button', { name: /^\d+ repl(y|ies)$/ }).first();
}

export function commentsHeading(page: Page) {
  return page.getByRole('heading', { name: /^Comments/ });
}
