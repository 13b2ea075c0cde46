import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { newKeys } from '@testing/test-relay';
import { env, useBrowser } from './support/browser';

const fixture = useBrowser();

describe('app shell', () => {
  it('shows the home page: brand, tagline, tabs, info cards, footer and a branded title', async () => {
    const { page } = fixture;
    await page.goto(env().appUrl);
    await page.getByRole('tab', { name: 'Browse Cars' }).waitFor();
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

  it('shows the 404 page for an unknown path, logs the path, and links home', async () => {
    const { page, consoleMessages } = fixture;
    await page.goto(`${env().appUrl}/no/such/page`);
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('heading', { name: '404' }).waitFor();
    expect(consoleMessages.some((m) => m.type === 'error' && m.text.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('tab', { name: 'Browse Cars' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('decodes each NIP-19 identifier type to its own screen', async () => {
    const { page } = fixture;
    const { pubkey } = newKeys();
    const id = 'a'.repeat(64);
    const cases: [string, string][] = [
      [nip19.npubEncode(pubkey), 'profile'],
      [nip19.nprofileEncode({ pubkey, relays: ['wss://relay.example.com'] }), 'profile'],
      [nip19.noteEncode(id), 'note'],
      [nip19.neventEncode({ id, author: pubkey, kind: 1 }), 'event'],
      [nip19.naddrEncode({ kind: 30023, pubkey, identifier: 'article-1' }), 'address'],
    ];
    for (const [identifier, type] of cases) {
      await page.goto(`${env().appUrl}/${identifier}`);
      const screen = page.getByTestId('nip19-screen');
      await screen.waitFor();
      expect(await screen.getAttribute('data-type')).toBe(type);
    }
  });

  it('shows the 404 page for an undecodable identifier and for a secret key', async () => {
    const { page } = fixture;
    const { secretKey } = newKeys();
    for (const bad of ['npub1notreallyabech32string', nip19.nsecEncode(secretKey)]) {
      await page.goto(`${env().appUrl}/${bad}`);
      await page.getByText('Oops! Page not found').waitFor();
    }
  });

  it('keeps the chosen theme across a reload and applies it to the page', async () => {
    const { page } = fixture;
    await page.goto(env().appUrl);
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.reload();
    await page.getByRole('tab', { name: 'Browse Cars' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
  });

  it('follows the system colour scheme live when the theme is system', async () => {
    const { page } = fixture;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(env().appUrl);
    await page.getByRole('tab', { name: 'Browse Cars' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  });

  it('starts with defaults and a warning when the stored config is corrupt', async () => {
    const { page, context, consoleMessages } = fixture;
    await context.addInitScript(() => localStorage.setItem('carstr:app-config', '{not json'));
    await page.goto(env().appUrl);
    await page.getByRole('tab', { name: 'Browse Cars' }).waitFor();
    expect(consoleMessages.some((m) => m.type === 'warning' && m.text.includes('app config'))).toBe(true);
  });

  it('scrolls to the top when the path changes', async () => {
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
  });
});
