import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { STORAGE_KEYS } from '../../src/config/constants';
import { installAxe, seriousViolations } from './axe';
import { env, type BrowserFixture } from './browser';

const THEMES = ['light', 'dark'] as const;

/**
 * Opens the app at `path` with axe ready and the theme following the system's colour scheme (light to begin
 * with), so that one page is checked in both themes: the scheme is switched in place, no second page load.
 */
export async function openAppForAxe(fixture: BrowserFixture, path = '/'): Promise<Page> {
  const { context, page } = fixture;
  await installAxe(context);
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [STORAGE_KEYS.config, JSON.stringify({ theme: 'system', relayUrl: env().relayUrl })] as const,
  );
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${env().appUrl}${path}`);
  await page.locator('html[data-theme="system"]:not(.dark)').waitFor({ state: 'attached' });
  return page;
}

/** The grid has settled: cards, or one of its empty or error states, instead of the skeleton. */
export async function gridSettled(page: Page): Promise<void> {
  await page.getByRole('status').filter({ hasText: /cars? found|No cars found|Failed to load listings/ }).first().waitFor();
}

/**
 * axe finds nothing serious or critical in the page as it is, in the light theme (every rule) and then in the
 * dark one (the colour rules: the DOM is the same; the app follows the scheme live and seriousViolations waits
 * for the colour transitions to finish). One line per failing element, so a failure names the theme, the rule,
 * the element and axe's advice in full.
 */
export async function expectNoSeriousViolationsInBothThemes(page: Page): Promise<void> {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await page.locator(theme === 'dark' ? 'html.dark' : 'html:not(.dark)').waitFor({ state: 'attached' });
    const findings = await seriousViolations(page, theme === 'light' ? 'all' : 'colours');
    const lines = findings.flatMap((finding) =>
      finding.nodes.map((node) => `${theme}: ${finding.id} (${finding.impact}) at ${node.target}: ${node.summary.replace(/\s+/g, ' ')}`),
    );
    expect(lines).toEqual([]);
  }
}
