import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '../src/config/constants';
import { env, useBrowser } from './support/browser';

const fixture = useBrowser();

/** No script file of the app loads: what shows is index.html and the inline boot script alone. */
async function withoutAppScripts(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
}

const staticHeading = (page: Page) => page.locator('[data-static-shell] h1', { hasText: 'Decentralized Car Marketplace' });

describe('static home shell (docs/architecture.md §10)', () => {
  it('paints the home page from index.html before any script file has loaded, inert, in the stored theme', async () => {
    const { page } = fixture;
    await withoutAppScripts(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(env().appUrl);
    await staticHeading(page).waitFor({ state: 'visible' });
    const shell = page.locator('[data-static-shell]');
    expect(await shell.getAttribute('inert')).not.toBeNull();
    expect(await shell.locator('input[placeholder="Search cars by make, model, year..."]').isVisible()).toBe(true);
    expect(await shell.getByTestId('listing-skeleton').count()).toBeGreaterThan(0);
    // Placeholders only: no card, since nothing from a relay is in the page.
    expect(await page.getByTestId('listing-card').count()).toBe(0);
    // The OS prefers dark and the theme is the default (system): dark before React has run.
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });

  it('stays hidden where the app would render something else: another page, a search, someone signed in', async () => {
    const { page, context } = fixture;
    await withoutAppScripts(page);
    for (const path of ['/listing/nevent1nothing', '/?q=volvo', '/favourites']) {
      await page.goto(`${env().appUrl}${path}`);
      expect(await staticHeading(page).isVisible(), path).toBe(false);
    }
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [STORAGE_KEYS.logins, JSON.stringify([{ id: 'extension:ab', type: 'extension', pubkey: 'ab'.repeat(32), createdAt: '2026-01-01T00:00:00.000Z', data: null }])] as const,
    );
    await page.goto(env().appUrl);
    expect(await staticHeading(page).isVisible()).toBe(false);
  });

  it('is replaced by the app in one commit: the page is never empty, and one header remains', async () => {
    const { page, context } = fixture;
    // Records how many elements #root holds after each change to it, from the first byte of the page on.
    await context.addInitScript(() => {
      const counts: number[] = [];
      (window as unknown as { rootCounts: number[] }).rootCounts = counts;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        // From the moment the parser has put the shell in (an empty #root before that is the parser, not React).
        if (root !== null && (counts.length > 0 || root.childElementCount > 0)) counts.push(root.childElementCount);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(env().appUrl);
    await page.waitForFunction(() => document.querySelector('[data-static-shell]') === null);
    await page.getByRole('tab', { name: 'Browse Cars' }).waitFor();
    expect(await page.locator('header').count()).toBe(1);
    const counts = await page.evaluate(() => (window as unknown as { rootCounts: number[] }).rootCounts);
    // The shell was there (one wrapper element), and no change left #root empty on the way to the app.
    expect(counts[0]).toBe(1);
    expect(counts.every((count) => count > 0)).toBe(true);
  });
});
