import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { SCRIPT_PAYLOADS } from './fixtures/hostile-payloads';
import { env } from './support/browser';
import { backToMarketplace, expectPageSafe, injectedMarkup, searchBox } from './support/hostile-page';
import { collapse, listingUrl, useHostileCorpus } from './support/hostile-setup';

const hostile = useHostileCorpus();
const { corpus } = hostile;

/** The grid's count line once it has loaded. */
const countLine = /\d+ cars? found/;

// The comment threads and the identifier and hashtag routes are in hostile-comments.e2e.ts and
// hostile-routes.e2e.ts (docs/performance.md Test suite time).
describe('hostile corpus: grid and search', () => {
  it('the safety checks notice an injected script (a control for every other test here)', async () => {
    const session = await hostile.session();
    await session.page.goto(env().appUrl);
    await session.page.getByText(countLine).waitFor();
    await session.page.evaluate((payload) => document.querySelector('#main')!.insertAdjacentHTML('beforeend', payload), SCRIPT_PAYLOADS[1]!);
    // The image's error (and so its handler) comes after a round trip to the server: more than expect.poll's
    // default second on a loaded two-core machine.
    await expect.poll(() => session.incidents.canary.length, { timeout: 10_000 }).toBe(1);
    expect(await injectedMarkup(session.page)).toEqual(['<img onerror>']);
  });

  // What the grid and its search show as text (payload titles, the count line and the empty state repeating a
  // payload search, hostile search parameters) is HostileGrid.test.tsx; here what only a browser proves: no
  // payload runs and the grid fits a phone and a desktop window, one page load for both widths.
  it('keeps the home grid intact on a phone and a desktop, and a payload search runs nothing', async () => {
    const session = await hostile.session({ width: 375, height: 812 });
    const { page } = session;
    await page.goto(env().appUrl);
    await page.getByText(countLine).waitFor();
    // Cards load their photos lazily: scroll through all of them so every card is rendered and painted.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expectPageSafe(session, 'home grid on a phone', [searchBox(page)]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expectPageSafe(session, 'home grid', [searchBox(page)]);

    const query = SCRIPT_PAYLOADS[1]!;
    await searchBox(page).fill(query);
    // The count line (or the empty state) names the search once the grid has applied it.
    await page.getByRole('status').filter({ hasText: countLine }).filter({ hasText: query.slice(0, 20) }).or(page.getByText(`No listings match “${query}”`)).first().waitFor();
    await expectPageSafe(session, `search for ${query}`, [searchBox(page)]);
  });

  it('never shows a hijacked listing as the real seller’s', async () => {
    const session = await hostile.session();
    const { page } = session;
    const { legit, legitName, impostors, impostorName, legitComment, impostorComment } = corpus.hijack;
    const legitTitle = collapse(legit.expect.status === 'shown' ? (legit.expect.title ?? '') : '');

    // The real seller's link: their listing, their name, their comments; nothing of the newer copies.
    await page.goto(listingUrl(env().appUrl, legit));
    await page.getByRole('heading', { level: 1, name: legitTitle }).waitFor();
    await expect.poll(() => page.getByTestId('seller-name').innerText()).toBe(legitName);
    await page.getByText(legitComment.content).waitFor();
    expect(await page.getByText(/HIJACKED/).count()).toBe(0);
    expect(await page.getByText(impostorComment.content).count()).toBe(0);
    await expectPageSafe(session, 'legitimate listing', [backToMarketplace(page)]);

    // Each impostor's link shows the impostor as the seller, never the real seller's name or comments.
    for (const [index, impostor] of impostors.entries()) {
      await page.goto(listingUrl(env().appUrl, impostor));
      await page.getByRole('heading', { level: 1, name: /HIJACKED/ }).waitFor();
      await page.getByTestId('comments-count').waitFor();
      if (index === 0) await expect.poll(() => page.getByTestId('seller-name').innerText()).toBe(impostorName);
      expect(await page.getByTestId('seller-name').innerText()).not.toBe(legitName);
      expect(await page.getByText(legitComment.content).count()).toBe(0);
      expect(await page.getByText(legitTitle).count()).toBe(0);
    }

    // A link without a seller does not pick the newest copy: the user chooses between the three authors.
    await page.goto(listingUrl(env().appUrl, legit, false));
    await page.getByRole('heading', { name: 'Several sellers use this listing id' }).waitFor();
    const choices = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect.poll(() => choices.count()).toBe(3);
    const legitChoice = choices.filter({ hasText: legitTitle });
    await legitChoice.getByText(legitName, { exact: true }).waitFor();
    expect(new URL(await legitChoice.getAttribute('href') ?? '', env().appUrl).searchParams.get('seller')).toBe(nip19.npubEncode(legit.event.pubkey));
    for (const impostor of impostors) {
      const choice = choices.filter({ hasText: impostor.expect.status === 'shown' ? (impostor.expect.title ?? '') : '' });
      expect(await choice.getByText(legitName, { exact: true }).count()).toBe(0);
      expect(new URL(await choice.getAttribute('href') ?? '', env().appUrl).searchParams.get('seller')).toBe(nip19.npubEncode(impostor.event.pubkey));
    }

    // In the grid every copy is its own card, linked to its own author.
    await page.goto(`${env().appUrl}/?q=${encodeURIComponent('Honda Civic')}`);
    await page.getByText('3 cars found').waitFor();
    for (const listing of [legit, ...impostors]) {
      const title = listing.expect.status === 'shown' ? (listing.expect.title ?? '') : '';
      const href = await page.getByRole('link', { name: `View Details: ${title}` }).getAttribute('href');
      expect(new URL(href ?? '', env().appUrl).searchParams.get('seller')).toBe(nip19.npubEncode(listing.event.pubkey));
    }
    await expectPageSafe(session, 'hijack in the grid', [searchBox(page)]);
  });
});
