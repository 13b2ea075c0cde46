import { nip19 } from 'nostr-tools';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { newKeys, publishEvents } from '@testing/test-relay';
import { loginWithNsec } from './support/accounts';
import { env, useBrowser } from './support/browser';
import { comment, commentsHeading, profile, seedListing } from './support/comment-threads';
import { faultMarket, requestKind } from './fixtures/fault-market';
import { readFrom } from './support/fault-pages';
import { requests as relayRequests, startFaultRelay } from './support/fault-relay';

const fixture = useBrowser();

/** Every WebSocket the page opens, by URL (without a trailing slash), and the REQs sent on them. */
function countSockets(page: Page, requests: unknown[][] = []): Map<string, number> {
  const sockets = new Map<string, number>();
  page.on('websocket', (socket) => {
    const url = socket.url().replace(/\/+$/, '');
    sockets.set(url, (sockets.get(url) ?? 0) + 1);
    socket.on('framesent', (frame) => {
      const message = JSON.parse(String(frame.payload)) as unknown[];
      if (message[0] === 'REQ') requests.push(message);
    });
  });
  return sockets;
}

/** The grid's first-page REQ: listings by car tag, no `until`. */
const isGridRequest = (message: unknown[]) => message.slice(2).some((filter) => typeof filter === 'object' && filter !== null && '#t' in filter && !('until' in filter) && (filter as { '#t': string[] })['#t'].includes('car'));

describe('one connection per relay', () => {
  it('home → detail with comments → a hashtag page → back home opens exactly one socket to the relay', async () => {
    const { page, pageErrors } = fixture;
    const requests: unknown[][] = [];
    const sockets = countSockets(page, requests);
    const tag = `onesocket${crypto.randomUUID().slice(0, 8)}`;
    const seller = newKeys();
    const commenter = newKeys();
    const listing = seedListing(seller, { title: 'One Socket Civic', t: ['car', 'honda', tag] });
    const note = comment(commenter, listing, `Lovely — see the other #${tag} cars.`);
    await publishEvents(env().relayUrl, [listing.event, note, profile(seller, 'Socket Seller'), profile(commenter, 'Socket Fan')]);

    await page.goto(env().appUrl);
    await page.getByRole('link', { name: 'View Details: One Socket Civic' }).click();
    await page.getByRole('heading', { level: 1, name: 'One Socket Civic' }).waitFor();
    await commentsHeading(page).filter({ hasText: '(1)' }).waitFor();
    await page.getByText('Socket Fan').first().waitFor();

    await page.getByRole('link', { name: `#${tag}` }).click();
    await page.getByRole('heading', { level: 1, name: tag }).waitFor();
    await page.getByText('1 car found').waitFor();

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'One Socket Civic' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'View Details: One Socket Civic' }).waitFor();

    expect(Object.fromEntries(sockets)).toEqual({ [env().relayUrl.replace(/\/+$/, '')]: 1 });
    // The boot script in index.html asked for the grid's first page while the app loaded; the app took
    // that REQ over instead of asking again.
    expect(requests.filter(isGridRequest).map((message) => message[1])).toEqual(['boot-grid']);
    expect(pageErrors).toEqual([]);
  });

  it('signing in and publishing a comment share that one socket', async () => {
    const { page, pageErrors } = fixture;
    const sockets = countSockets(page);
    const seller = newKeys();
    const listing = seedListing(seller, { title: 'One Socket Accord' });
    await publishEvents(env().relayUrl, [listing.event]);

    await page.goto(`${env().appUrl}/listing/${encodeURIComponent(listing.d)}?seller=${nip19.npubEncode(seller.pubkey)}`);
    await page.getByRole('heading', { level: 1, name: 'One Socket Accord' }).waitFor();
    await loginWithNsec(page, nip19.nsecEncode(newKeys().secretKey));
    await page.getByRole('textbox', { name: 'Your comment' }).fill('Is the timing belt done?');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await commentsHeading(page).filter({ hasText: '(1)' }).waitFor();
    await page.getByText('Is the timing belt done?').waitFor();

    expect(sockets.get(env().relayUrl.replace(/\/+$/, ''))).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('a car opened before the grid has its answer, then Back, shows the grid from that same REQ', async () => {
    const { page, context, pageErrors } = fixture;
    const market = faultMarket(3);
    let release: (() => void) | undefined;
    const relay = await startFaultRelay({
      events: market.events,
      req: (client, id, filters) => {
        // The grid's events come at once, its EOSE only once the visitor has clicked a car (a relay still
        // sending its page while the visitor has already opened one). Released by the click itself, not by
        // a later request of the car's page: the hold must stay short of the app's listing timeout, after
        // which a relay without EOSE counts as failed and the grid would ask again.
        if (isGridRequest(['REQ', id, ...filters])) {
          client.answer(id, filters, { eose: false });
          release = () => client.json(['EOSE', id]);
          return;
        }
        client.answer(id, filters);
      },
    });
    try {
      await readFrom(context, relay.url);
      await page.goto(env().appUrl);
      const [first] = market.titles;
      await page.getByRole('link', { name: `View Details: ${first}` }).waitFor();
      // The app has taken over the page (the boot script's static cards are gone): the click is the app's.
      await page.waitForFunction(() => document.querySelector('[data-static-shell]') === null);
      await page.getByRole('link', { name: `View Details: ${first}` }).click();
      expect(release).toBeDefined();
      release?.();
      await page.getByRole('heading', { level: 1, name: first }).waitFor();
      await commentsHeading(page).filter({ hasText: `(${market.comments.length})` }).waitFor();

      await page.goBack();
      await page.getByText(`${market.titles.length} cars found`).waitFor();
      // A second car opened from there: its comments' REQ goes out on the same socket after anything the
      // grid asked on coming back, so once the relay has it, a second grid REQ would have arrived before.
      const second = market.listings[1]!;
      await page.getByRole('link', { name: `View Details: ${second.label}` }).click();
      await page.getByRole('heading', { level: 1, name: second.label }).waitFor();
      await expect.poll(() => relayRequests(relay).some((request) => requestKind(request.filters) === 'comments' && JSON.stringify(request.filters).includes(second.routeId))).toBe(true);
      // (The detail page's own `#t` read, the make's comparables for its price rating, is not the grid's.)
      const gridRequests = relayRequests(relay).filter((request) => isGridRequest(['REQ', request.id, ...request.filters]));
      expect(gridRequests.map((request) => request.id)).toEqual(['boot-grid']);
      expect(pageErrors).toEqual([]);
    } finally {
      await relay.close();
    }
  });
});
