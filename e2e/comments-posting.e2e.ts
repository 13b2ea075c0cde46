import { nip19, type NostrEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys, publishEvents, queryEvents } from '@testing/test-relay';
import { loginWithNsec } from './support/accounts';
import { env, useBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { comment, commentItem, listingUrl, profile, repliesToggle, seedListing } from './support/comment-threads';

const fixture = useBrowser();

/**
 * Records, from inside the page, whether a 'Posting...' button ever appeared while the compose field was
 * disabled: publishing to the local relay is too quick to catch reliably by polling from the test.
 */
async function watchPostingState(page: typeof fixture.page) {
  await page.evaluate(() => {
    const seen = { posting: false, fieldDisabled: false };
    (window as unknown as { postingSeen: typeof seen }).postingSeen = seen;
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('button')) {
        if (button.textContent?.trim() !== 'Posting...') continue;
        seen.posting ||= button.disabled;
        const field = button.closest('form')?.querySelector('textarea');
        seen.fieldDisabled ||= field?.disabled === true;
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { postingSeen: { posting: boolean; fieldDisabled: boolean } }).postingSeen);
}

function tagsOf(events: NostrEvent[]) {
  return events.map((event) => event.tags);
}

describe('posting comments', () => {
  it('posts a comment and a reply whose NIP-22 tags another client reads back', async () => {
    const { page } = fixture;
    const seller = newKeys();
    const other = newKeys();
    const me = newKeys();
    const listing = seedListing(seller, { title: 'Posting Test Yaris' });
    const question = comment(other, listing, 'Any rust underneath?', { secondsAgo: 600 });
    await publishEvents(env().relayUrl, [listing.event, question, profile(me, 'Mia Commenter')]);

    await page.goto(listingUrl(env().appUrl, listing));
    await page.getByRole('heading', { name: 'Comments (1)' }).waitFor();
    await loginWithNsec(page, nip19.nsecEncode(me.secretKey));

    const field = page.getByRole('textbox', { name: 'Your comment' });
    const post = page.getByRole('button', { name: 'Post Comment' });
    expect(await post.isDisabled()).toBe(true);
    await field.fill('  \n  ');
    expect(await post.isDisabled()).toBe(true);
    const postingSeen = await watchPostingState(page);
    await field.fill('  Clean car, how many owners?  ');
    await post.click();

    await page.getByRole('heading', { name: 'Comments (2)' }).waitFor();
    await page.getByRole('button', { name: 'Post Comment' }).waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await postingSeen()).toEqual({ posting: true, fieldDisabled: true });
    const mine = await queryEvents(env().relayUrl, { kinds: [KIND.comment], authors: [me.pubkey], '#A': [listing.coordinate] });
    expect(mine.map((event) => event.content)).toEqual(['Clean car, how many owners?']);
    expect(tagsOf(mine)).toEqual([
      [
        ['A', listing.coordinate],
        ['K', String(KIND.listing)],
        ['P', seller.pubkey],
        ['a', listing.coordinate],
        ['e', listing.event.id],
        ['k', String(KIND.listing)],
        ['p', seller.pubkey],
      ],
    ]);
    const posted = commentItem(page, mine[0]!);
    await posted.getByTestId('comment-author').filter({ hasText: 'Mia Commenter' }).waitFor();

    const asked = commentItem(page, question);
    await asked.getByRole('button', { name: 'Reply' }).click();
    const reply = asked.getByRole('textbox', { name: 'Your reply' });
    expect(await asked.getByRole('button', { name: 'Post Reply' }).isDisabled()).toBe(true);
    await reply.fill('None that I could see.');
    await saveScreenshot(page.locator('section').filter({ has: page.getByRole('heading', { name: /^Comments/ }) }), 'composer-1280', {
      style: 'header { position: static !important; }',
    });
    await asked.getByRole('button', { name: 'Post Reply' }).click();

    await reply.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Comments (3)' }).waitFor();
    expect(await repliesToggle(page, question).innerText()).toBe('1 reply');
    await asked.getByText('None that I could see.').waitFor();
    const replies = await queryEvents(env().relayUrl, { kinds: [KIND.comment], authors: [me.pubkey], '#e': [question.id] });
    expect(tagsOf(replies)).toEqual([
      [
        ['A', listing.coordinate],
        ['K', String(KIND.listing)],
        ['P', seller.pubkey],
        ['e', question.id],
        ['k', String(KIND.comment)],
        ['p', other.pubkey],
      ],
    ]);
    expect(fixture.pageErrors).toEqual([]);
  });

  it('copies a comment link that opens the collapsed branch, copies text and shows the event JSON', async () => {
    const { page, context } = fixture;
    const seller = newKeys();
    const author = newKeys();
    const listing = seedListing(seller, { title: 'Options Menu Civic' });
    const top = comment(author, listing, 'Top comment', { secondsAgo: 400 });
    const one = comment(author, listing, 'Depth one', { parent: top, secondsAgo: 300 });
    const two = comment(author, listing, 'Depth two', { parent: one, secondsAgo: 200 });
    const three = comment(author, listing, 'Hidden at depth three', { parent: two, secondsAgo: 100 });
    await publishEvents(env().relayUrl, [listing.event, top, one, two, three]);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env().appUrl });
    const readClipboard = () => page.evaluate(() => navigator.clipboard.readText());

    const pageUrl = listingUrl(env().appUrl, listing);
    await page.goto(pageUrl);
    const second = commentItem(page, two);
    await second.getByText('Depth two').waitFor();
    expect(await commentItem(page, three).count()).toBe(0);

    await second.getByRole('button', { name: 'Comment options' }).first().click();
    await page.getByRole('menuitem', { name: 'Copy text' }).click();
    await expect.poll(readClipboard).toBe('Depth two');
    // Its toast is a dismissable layer too (the toaster's code loads with the first toast): once it is up, the
    // dialog opened next is above it, and Escape goes to the dialog.
    await page.getByText('Comment text copied').first().waitFor();

    await second.getByRole('button', { name: 'Comment options' }).first().click();
    await page.getByRole('menuitem', { name: 'View event JSON' }).click();
    const dialog = page.getByRole('dialog', { name: 'Event JSON' });
    await page.setViewportSize({ width: 375, height: 812 });
    await saveScreenshot(page, 'event-json-375');
    const json = JSON.parse(await dialog.getByTestId('event-json').innerText()) as NostrEvent;
    expect(json).toEqual({ id: two.id, pubkey: two.pubkey, created_at: two.created_at, kind: KIND.comment, tags: two.tags, content: two.content, sig: two.sig });
    // Escape goes to the top layer: once the menu that opened the dialog has gone and the dialog has the focus.
    await page.waitForFunction(() => document.querySelector('[role="menu"]') === null && document.activeElement?.closest('[role="dialog"]') !== null);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await second.getByRole('button', { name: 'Comment options' }).first().click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect.poll(readClipboard).toBe(`${pageUrl}#comment-${two.id}`);

    // A shared link to the deepest comment opens its collapsed branch and scrolls it into view.
    await page.goto('about:blank');
    await page.goto(`${pageUrl}#comment-${three.id}`);
    const target = commentItem(page, three);
    await target.getByText('Hidden at depth three').waitFor();
    await expect.poll(() => target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    })).toBe(true);
    expect(fixture.pageErrors).toEqual([]);
  });
});
