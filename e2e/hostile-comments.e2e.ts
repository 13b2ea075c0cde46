import { expect, it } from 'vitest';

import { env } from './support/browser';
import { backToMarketplace, expectPageSafe } from './support/hostile-page';
import { listingUrl, useHostileCorpus } from './support/hostile-setup';

/**
 * The hostile corpus's comment thread (docs/product.md §2 Comments section) where only a browser can tell: no
 * payload runs and nothing overflows, with every reply list opened down to the end of the 30-deep chain and in
 * the raw event view. One page, the thread on the listing that carries payloads in every field too. What the
 * threads show as text (every comment as written, safe links only, hostile author names, nesting) is
 * HostileCommentThreads.test.tsx, for both corpus threads (docs/performance.md Test suite time).
 */

const hostile = useHostileCorpus();

// The two threads hold the same comments; the payload listing's page has the most to run and to lay out.
const host = hostile.corpus.commentHosts.find((candidate) => candidate.listing.label.startsWith('payload in every field'))!;

it(`runs nothing and overflows nothing in the comment thread on ${host.listing.label}, every reply open and in the event JSON`, async () => {
  const session = await hostile.session();
  const { page } = session;
  const where = `comments on ${host.listing.label}`;
  await page.goto(listingUrl(env().appUrl, host.listing));
  await page.getByRole('heading', { name: `Comments (${host.total})` }).waitFor();
  // Open every collapsed reply list, down to the end of the 30-deep chain.
  for (let opened = 0; opened < 40; opened += 1) {
    const closed = page.locator('[data-testid="comment"] button[aria-expanded="false"]').filter({ hasText: /repl(y|ies)$/ });
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  await expect.poll(() => page.getByTestId('comment').count()).toBe(host.total);
  // Refused links and mentions stay plain text; no nsec is ever a link.
  expect(await page.locator('a[href*="nsec1"]').count(), where).toBe(0);
  expect(await page.getByRole('link', { name: /^#javascript$/ }).count(), where).toBeGreaterThan(0);
  await expectPageSafe(session, where, [backToMarketplace(page)]);

  // The raw event view prints the hostile JSON as text too.
  await page.getByRole('button', { name: 'Comment options' }).first().click();
  await page.getByRole('menuitem', { name: 'View event JSON' }).click();
  await page.getByTestId('event-json').waitFor();
  await expectPageSafe(session, `${where} (event JSON)`, [page.getByRole('button', { name: 'Copy JSON' })], { modal: true });
  await page.keyboard.press('Escape');
  await page.getByTestId('event-json').waitFor({ state: 'detached' });
});
