import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '../src/config/constants';
import { env, useBrowser } from './support/browser';

/**
 * The shell in the production build: what only a real page proves — the boot script and the app across real
 * reloads (the stored theme, a corrupt stored config), the system colour scheme followed live, the window
 * scrolled back to the top on navigation — and the home page's shell in the built app. Which screen each
 * path opens (NIP-19 identifiers, 404s, a secret key refused) is src/app/AppRoutes.test.tsx; the config's
 * defaults and warning for each corrupt value are src/features/settings/app-config.test.ts.
 */

const fixture = useBrowser();

const isDark = () => document.documentElement.classList.contains('dark');

describe('app shell', () => {
  it('follows the system scheme live, keeps a chosen theme across a reload, and boots on a corrupt stored config', async () => {
    const { page, consoleMessages } = fixture;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(env().appUrl);
    await page.getByRole('tab', { name: 'Browse Cars' }).waitFor();
    expect(await page.evaluate(isDark)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(isDark);

    // A chosen theme outlasts a reload, even against the system's scheme.
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    await page.reload();
    await page.getByRole('tab', { name: 'Browse Cars' }).waitFor();
    expect(await page.evaluate(isDark)).toBe(false);
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await page.waitForFunction(isDark);

    // A corrupt stored config: the boot script and the app start with the defaults (the system's scheme) and say so.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate((key) => localStorage.setItem(key, '{not json'), STORAGE_KEYS.config);
    await page.reload();
    await page.getByRole('tab', { name: 'Browse Cars' }).waitFor();
    expect(await page.evaluate(isDark)).toBe(false);
    expect(consoleMessages.some((m) => m.type === 'warning' && m.text.includes('app config'))).toBe(true);
  });

  it('scrolls to the top when the path changes, and the home page shows its shell', async () => {
    const { page } = fixture;
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto(`${env().appUrl}/no/such/page`);
    await page.getByText('Oops! Page not found').waitFor();
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 2000);
    });
    await page.waitForFunction(() => window.scrollY > 0);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('tab', { name: 'Browse Cars' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);

    expect(await page.title()).toContain('Carstr');
    await page.getByRole('link', { name: /Carstr/ }).first().waitFor();
    await page.getByText('Decentralized Car Marketplace').first().waitFor();
    for (const card of ['Decentralized', 'Direct Communication', 'Global Reach']) {
      await page.getByRole('heading', { name: card, exact: true }).waitFor();
    }
    expect(await page.locator('footer').innerText()).toContain('Powered by Nostr');
    expect(await page.locator('footer').getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe('/favourites');
    expect(await page.locator('footer').getByRole('link', { name: 'Saved searches' }).getAttribute('href')).toBe('/saved');
  });
});
