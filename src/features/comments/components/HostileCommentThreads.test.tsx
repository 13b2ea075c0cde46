import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NostrEvent } from 'nostr-tools';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { publishEvents } from '@testing/test-relay';
import { displayName, parseProfileContent } from '@/nostr/profile';
import { injectedMarkup } from '@/test/injected-markup';

import { corpusListing, hostileListings } from '../../../../e2e/fixtures/hostile-listings';
import { hostileComments, hostileProfiles } from '../../../../e2e/fixtures/hostile-social';
import { renderWithApp } from '../test-support/render-comments';
import { CommentsSection } from './CommentsSection';

/**
 * The browser suite's hostile comment threads (e2e/fixtures/hostile-social.ts: script and URL payloads, refused
 * links and mentions, hostile authors, malformed tags, a 30-deep reply chain) in the comments section
 * (docs/product.md §2 Comments section): every comment's text exactly as written, links only to http(s)
 * addresses and the app's own routes, the authors' hostile names as text, replies nested under their parents,
 * the raw event view as text, and nothing an injection could have made. The browser keeps what only a browser
 * proves for these threads: nothing runs, nothing overflows (e2e/hostile-comments.e2e.ts).
 */

const relayUrl = inject('relayUrl');
const profiles = hostileProfiles();
const hosts = [
  corpusListing({ label: 'comment host', d: 'comment-host', title: 'Clean listing with a hostile comment thread' }),
  hostileListings()[0]!,
].map((listing) => ({ listing, comments: hostileComments(listing, profiles) }));

/** The elements that show what a stranger wrote: names and comment text (NostrText's wrapper). */
const TEXT_SCOPES = '[data-testid="comment-author"], [data-testid="comment"] .whitespace-pre-wrap';

/**
 * The source text a comment's rendering stands for: text as shown, links as the author wrote them (a mention's
 * title is its `nostr:` identifier). Equal to the comment's content only if nothing was dropped or parsed as markup.
 */
function sourceOf(note: Element): string {
  return Array.from(note.childNodes, (node) => {
    if (node instanceof HTMLAnchorElement && node.title !== '') return `nostr:${node.title}`;
    return node.textContent ?? '';
  }).join('');
}

function articleOf(event: NostrEvent): HTMLElement {
  const article = document.getElementById(`comment-${event.id}`);
  if (article === null) throw new Error(`comment ${event.id} is not on the page`);
  return article;
}

/** Opens every closed reply list, down to the end of the 30-deep chain (each opened list shows the next toggle). */
function openAllReplies(): void {
  for (let level = 0; level < 40; level += 1) {
    const closed = Array.from(document.querySelectorAll('[data-testid="comment"] button[aria-expanded="false"]')).filter((button) =>
      /repl(y|ies)$/.test(button.textContent ?? ''),
    );
    if (closed.length === 0) return;
    for (const toggle of closed) fireEvent.click(toggle);
  }
}

beforeAll(async () => {
  await publishEvents(relayUrl, profiles.map((carrier) => carrier.profile));
  await publishEvents(relayUrl, hosts.flatMap((host) => host.comments));
});

describe('hostile comment threads', () => {
  // Each test renders a whole corpus thread (93 comments, two of 64 KiB) and opens it 30 levels deep, far more
  // work than the project's default limit is set for.
  it.each(hosts.map((host) => [host.listing.label, host] as const))('shows the thread on "%s" as text, nested, with safe links only', { timeout: 120_000 }, async (label, host) => {
    const { listing, comments } = host;
    const view = renderWithApp(<CommentsSection listing={{ pubkey: listing.event.pubkey, d: listing.routeId, event: listing.event }} />, relayUrl);
    try {
      expect(await screen.findByRole('heading', { name: `Comments (${comments.length})` })).toBeInTheDocument();
      openAllReplies();
      expect(screen.getAllByTestId('comment'), label).toHaveLength(comments.length);

      // Every comment's text exactly as written: markup stays text, refused links and mentions stay in it.
      const notes = comments.map((comment) => articleOf(comment).querySelector(':scope > .whitespace-pre-wrap')!);
      expect(notes.map((note) => sourceOf(note)), label).toEqual(comments.map((comment) => comment.content));

      // Links lead only to http(s) addresses or the app's routes; a secret key is never one, `#javascript` a hashtag.
      const hrefs = Array.from(view.container.querySelectorAll('a[href], img[src]'), (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '');
      expect(hrefs.filter((address) => !/^(https?:\/\/|\/)/.test(address)), label).toEqual([]);
      expect(hrefs.filter((address) => address.includes('nsec1')), label).toEqual([]);
      expect(screen.getAllByRole('link', { name: '#javascript' }).length, label).toBeGreaterThan(0);

      // The authors' hostile names as text, once their profiles have arrived.
      const nameOf = new Map(profiles.map((carrier) => [carrier.keys.pubkey, displayName(parseProfileContent(carrier.profile.content), carrier.keys.pubkey)]));
      await waitFor(() => {
        const shown = comments.map((comment) => within(articleOf(comment)).getAllByTestId('comment-author')[0]!.textContent);
        expect(shown, label).toEqual(comments.map((comment) => nameOf.get(comment.pubkey)));
      });

      // The reply chain: each reply inside its parent's article, one level deeper.
      const chain = comments.filter((comment) => / reply depth \d+$/.test(comment.content));
      expect(chain, label).toHaveLength(30);
      for (const [index, reply] of chain.entries()) {
        const parentId = reply.tags.find((tag) => tag[0] === 'e')![1]!;
        const article = articleOf(reply);
        expect(article.dataset.depth, label).toBe(String(index + 1));
        expect(article.parentElement?.closest('article')?.id, label).toBe(`comment-${parentId}`);
      }
      expect(injectedMarkup(view.container, TEXT_SCOPES), label).toEqual([]);

      // The raw event view prints a script payload's event as text.
      const scripted = comments[0]!;
      await userEvent.click(within(articleOf(scripted)).getAllByRole('button', { name: 'Comment options' })[0]!);
      await userEvent.click(await screen.findByRole('menuitem', { name: 'View event JSON' }));
      const json = await screen.findByTestId('event-json');
      expect(JSON.parse(json.textContent ?? ''), label).toEqual(JSON.parse(JSON.stringify(scripted)));
      expect(injectedMarkup(document.body, '[data-testid="event-json"]'), label).toEqual([]);
    } finally {
      cleanup();
    }
  });
});
