import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys, publishEvents, signEvent } from '@testing/test-relay';
import { env, useBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { comment, commentItem, profile, seedListing } from './support/comment-threads';

/** docs/product.md §2 Identifier pages: every note, nevent and naddr opens something real. */

const fixture = useBrowser();
const HOUR = 3600;

function open(identifier: string) {
  return fixture.page.goto(`${env().appUrl}/${identifier}`);
}

describe('identifier pages', () => {
  it('open the detail screen of a listing from its naddr, its nevent and its note', async () => {
    const { page, pageErrors } = fixture;
    const seller = newKeys();
    const listing = seedListing(seller, { title: 'Identified Corolla' });
    await publishEvents(env().relayUrl, [listing.event]);

    for (const identifier of [
      nip19.naddrEncode({ kind: KIND.listing, pubkey: seller.pubkey, identifier: listing.d }),
      nip19.neventEncode({ id: listing.event.id, author: seller.pubkey, kind: KIND.listing }),
      nip19.noteEncode(listing.event.id),
    ]) {
      await open(identifier);
      await page.getByRole('heading', { level: 1, name: 'Identified Corolla' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/${identifier}`);
    }
    expect(pageErrors).toEqual([]);
  });

  it("opens a comment's nevent at the comment in its listing, its collapsed branch expanded; Back leaves the identifier", async () => {
    const { page, pageErrors } = fixture;
    const seller = newKeys();
    const alice = newKeys();
    const listing = seedListing(seller, { title: 'Deep Thread Civic' });
    const events = [listing.event, profile(alice, 'Alice Driver')];
    // Enough top-level comments that the target is below the fold, and a chain deep enough to start closed.
    for (let index = 0; index < 8; index += 1) events.push(comment(alice, listing, `Filler comment ${index}\n\nWith a second paragraph.`, { secondsAgo: index * 60 }));
    const question = comment(alice, listing, 'Timing belt?', { secondsAgo: 5 * HOUR });
    const answer = comment(seller, listing, 'Done at 90k.', { parent: question, secondsAgo: 4 * HOUR });
    const thanks = comment(alice, listing, 'Thanks!', { parent: answer, secondsAgo: 3 * HOUR });
    const deep = comment(seller, listing, 'Hidden three levels down.', { parent: thanks, secondsAgo: 2 * HOUR });
    events.push(question, answer, thanks, deep);
    await publishEvents(env().relayUrl, events);

    await page.goto(env().appUrl);
    await page.getByRole('tab', { name: 'Browse Cars' }).waitFor();
    await open(nip19.neventEncode({ id: deep.id, author: seller.pubkey, kind: KIND.comment }));

    await page.waitForURL((url) => url.pathname === `/listing/${listing.d}` && url.hash === `#comment-${deep.id}`);
    expect(new URL(page.url()).searchParams.get('seller')).toBe(nip19.npubEncode(seller.pubkey));
    const target = commentItem(page, deep);
    await target.getByText('Hidden three levels down.').waitFor();
    await expect
      .poll(() =>
        target.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);

    // The identifier was replaced, so Back returns to where the visitor came from.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    expect(pageErrors).toEqual([]);
  });

  it('shows a kind-1 note on the generic card with its author, age and inert text', async () => {
    const { page, pageErrors } = fixture;
    const author = newKeys();
    const note = signEvent(author, {
      kind: 1,
      created_at: Math.floor(Date.now() / 1000) - 3 * HOUR,
      content:
        'Just drove the new EV for a week. Range is fine for my commute, charging at home overnight.\n\n' +
        'Full review: https://example.com/ev-review #electric\n' +
        '<script>window.pwned = true</script> and javascript:alert(1) stay text.',
    });
    await publishEvents(env().relayUrl, [profile(author, 'Erin Electric'), note]);

    await open(nip19.neventEncode({ id: note.id, author: author.pubkey, kind: 1 }));
    const card = page.getByTestId('nip19-screen');
    await card.and(page.locator('[data-state="event"]')).waitFor();
    expect(await card.getAttribute('data-type')).toBe('event');
    const authorLink = card.getByRole('link', { name: 'Erin Electric' });
    await authorLink.waitFor();
    expect(await authorLink.getAttribute('href')).toBe(`/${nip19.npubEncode(author.pubkey)}`);
    await card.getByText('3 hours ago').waitFor();
    await card.getByText(/Just drove the new EV for a week/).waitFor();
    await card.getByText('<script>window.pwned = true</script>', { exact: false }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
    const hrefs = await card.locator('[data-testid="event-content"] a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['https://example.com/ev-review', '/t/electric']);
    expect(await page.title()).toContain('Event');

    await saveScreenshot(page, 'identifier-note-1280', { fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await saveScreenshot(page, 'identifier-note-375', { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The plain note form of the same event shows the same card.
    await open(nip19.noteEncode(note.id));
    await page.getByTestId('nip19-screen').and(page.locator('[data-type="note"][data-state="event"]')).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('shows an article naddr on the generic card with its title', async () => {
    const { page } = fixture;
    const author = newKeys();
    const article = signEvent(author, {
      kind: 30023,
      content: 'Why I sold my car and bought a bike.\n\nIt started with a flat tyre.',
      tags: [['d', 'sold-my-car'], ['title', 'Why I sold my car']],
    });
    await publishEvents(env().relayUrl, [article]);

    await open(nip19.naddrEncode({ kind: 30023, pubkey: author.pubkey, identifier: 'sold-my-car' }));
    await page.getByRole('heading', { level: 1, name: 'Why I sold my car' }).waitFor();
    expect(await page.getByTestId('nip19-screen').getAttribute('data-type')).toBe('address');
    await page.getByTestId('event-kind').getByText('Article').waitFor();
  });

  it("shows 'Event not found' for an id no relay has, and Back to Marketplace leads home", async () => {
    const { page, pageErrors } = fixture;
    await open(nip19.neventEncode({ id: 'e'.repeat(64), author: newKeys().pubkey }));
    await page.getByRole('heading', { level: 1, name: 'Event not found' }).waitFor();
    await saveScreenshot(page, 'identifier-not-found-1280');
    await page.getByRole('link', { name: 'Back to Marketplace' }).click();
    await page.getByRole('tab', { name: 'Browse Cars' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(pageErrors).toEqual([]);
  });
});
