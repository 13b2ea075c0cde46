import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { newKeys, publishEvents } from '@testing/test-relay';
import { env, useBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { comment, commentItem, commentsHeading, listingUrl, profile, repliesToggle, seedListing } from './support/comment-threads';

const fixture = useBrowser();
const HOUR = 3600;

/** A listing with a seller, two commenters and a reply chain four deep under the older top-level comment. */
async function seedThread() {
  const seller = newKeys();
  const alice = newKeys();
  const bob = newKeys();
  const listing = seedListing(seller, { title: 'Thread Test Corolla' });
  const aliceNpub = nip19.npubEncode(alice.pubkey);
  const question = comment(alice, listing, 'Is the timing belt done? Service log: https://example.com/service-log #toyota', {
    secondsAgo: 3 * HOUR,
  });
  const mentions = comment(
    bob,
    listing,
    `Ask nostr:${aliceNpub} about it.\nNot links: javascript:alert(1) and nostr:npub1invalidmention`,
    { secondsAgo: 2 * HOUR },
  );
  const answer = comment(seller, listing, 'Yes, at 90k miles.\nReceipts available.', { parent: question, secondsAgo: 2.8 * HOUR });
  const thanks = comment(alice, listing, 'Great, thanks!', { parent: answer, secondsAgo: 2.6 * HOUR });
  const following = comment(bob, listing, 'Following this one.', { parent: thanks, secondsAgo: 2.4 * HOUR });
  const deepest = comment(alice, listing, 'A reply beyond the maximum depth.', { parent: following, secondsAgo: 2.2 * HOUR });
  await publishEvents(env().relayUrl, [
    listing.event,
    profile(seller, 'Sam Seller'),
    profile(alice, 'Alice Driver'),
    question,
    mentions,
    answer,
    thanks,
    following,
    deepest,
  ]);
  return { seller, alice, bob, listing, question, mentions, answer, thanks, following, deepest };
}

describe('comments on a listing', () => {
  it('shows counts, nesting, reply toggles, authors, times, safe links and sign-in prompts', async () => {
    const { page } = fixture;
    const thread = await seedThread();
    await page.goto(listingUrl(env().appUrl, thread.listing));
    await page.getByRole('heading', { name: 'Comments (6)' }).waitFor();

    // Newest top-level first; depths as threaded.
    const topLevel = page.locator('[data-testid="comment-list"] > article');
    expect(await topLevel.evaluateAll((items) => items.map((item) => item.id))).toEqual([
      `comment-${thread.mentions.id}`,
      `comment-${thread.question.id}`,
    ]);
    expect(await commentItem(page, thread.thanks).getAttribute('data-depth')).toBe('2');

    // Open below depth 2, closed from depth 2 on; '1 reply' / 'N replies' count every reply below.
    expect(await repliesToggle(page, thread.question).innerText()).toBe('4 replies');
    expect(await repliesToggle(page, thread.answer).getAttribute('aria-expanded')).toBe('true');
    await commentItem(page, thread.thanks).getByText('Great, thanks!').waitFor();
    const thanksToggle = repliesToggle(page, thread.thanks);
    expect(await thanksToggle.innerText()).toBe('2 replies');
    expect(await thanksToggle.getAttribute('aria-expanded')).toBe('false');
    expect(await commentItem(page, thread.following).count()).toBe(0);
    await thanksToggle.click();
    expect(await repliesToggle(page, thread.following).innerText()).toBe('1 reply');
    await repliesToggle(page, thread.following).click();

    // Depth 4 is shown at depth 3's indentation, with whom it answers.
    const deepest = commentItem(page, thread.deepest);
    await deepest.getByText('A reply beyond the maximum depth.').waitFor();
    expect(await deepest.getAttribute('data-depth')).toBe('4');
    await deepest.getByText('Replying to').waitFor();
    const x = async (event: { id: string }) => (await commentItem(page, event).boundingBox())!.x;
    expect(await x(thread.answer)).toBeGreaterThan(await x(thread.question));
    expect(await x(thread.thanks)).toBeGreaterThan(await x(thread.answer));
    expect(await x(thread.following)).toBeGreaterThan(await x(thread.thanks));
    expect(await x(thread.deepest)).toBe(await x(thread.following));

    // Authors: profile name or fallback name, linking to the profile route; relative times.
    const question = commentItem(page, thread.question);
    const alice = question.getByTestId('comment-author').first();
    expect(await alice.innerText()).toBe('Alice Driver');
    expect(await alice.getAttribute('href')).toBe(`/${nip19.npubEncode(thread.alice.pubkey)}`);
    expect(await question.locator('time').first().innerText()).toBe('3 hours ago');
    const bobName = await commentItem(page, thread.mentions).getByTestId('comment-author').innerText();
    expect(bobName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);

    // Content: URL and hashtag links, a mention by name; a javascript: URL and a bad mention stay text.
    const url = question.getByRole('link', { name: 'https://example.com/service-log' });
    expect(await url.getAttribute('target')).toBe('_blank');
    expect(await url.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(await question.getByRole('link', { name: '#toyota' }).first().getAttribute('href')).toBe('/t/toyota');
    const mentions = commentItem(page, thread.mentions);
    expect(await mentions.getByRole('link', { name: '@Alice Driver' }).getAttribute('href')).toBe(
      `/${nip19.npubEncode(thread.alice.pubkey)}`,
    );
    await mentions.getByText('javascript:alert(1)', { exact: false }).waitFor();
    expect(await page.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await mentions.getByRole('link').filter({ hasText: 'invalidmention' }).count()).toBe(0);
    const answerText = commentItem(page, thread.answer).locator('.whitespace-pre-wrap').first();
    expect(await answerText.innerText()).toBe('Yes, at 90k miles.\nReceipts available.');
    expect(await answerText.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-wrap');

    // Signed out: prompts with a login button instead of compose boxes.
    await page.getByText('Sign in to comment').waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    await mentions.getByRole('button', { name: 'Reply' }).click();
    await mentions.getByText('Sign in to reply').waitFor();
    await mentions.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Sign up or log in to continue' }).waitFor();
    await page.keyboard.press('Escape');

    const section = page.locator('section').filter({ has: commentsHeading(page) });
    // The sticky site header would otherwise cover the top of an element screenshot.
    const style = 'header { position: static !important; }';
    await saveScreenshot(section, 'thread-1280', { style });
    await page.setViewportSize({ width: 375, height: 812 });
    await saveScreenshot(section, 'thread-375', { style });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    expect(fixture.pageErrors).toEqual([]);
  });

  it("shows 'No comments yet' on a listing without comments", async () => {
    const { page } = fixture;
    const listing = seedListing(newKeys(), { title: 'Quiet Corolla' });
    await publishEvents(env().relayUrl, [listing.event]);
    await page.goto(listingUrl(env().appUrl, listing));
    await page.getByRole('heading', { name: 'Comments (0)' }).waitFor();
    await page.getByText('No comments yet').waitFor();
    await page.getByText('Be the first to share your thoughts!').waitFor();
  });
});
