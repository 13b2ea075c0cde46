import type { Page } from 'playwright-core';
import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { newKeys, nowSeconds, publishEvents, signProfile } from '@testing/test-relay';
import { signedListing } from '@testing/listing-fixtures';
import { countLine, scrollUntilLoaded, useOwnRelays, useRelay } from './browse-helpers';
import { expectNoSeriousViolationsInBothThemes, openAppForAxe } from './support/a11y-check';
import { env, useBrowser } from './support/browser';

/**
 * Issue 32, engineer G: Back keeps the place in the (windowed) marketplace grid, signed-out `/sell` offers both
 * ways in, and `/p/<npub>` opens the profile. One relay of its own per test, fresh keys.
 */

const fixture = useBrowser({ viewport: { width: 1280, height: 800 } });

/** Each test reads from a relay of its own (useOwnRelays). */
const ownRelay = useOwnRelays();

const TOTAL = 250;
const carTitle = (index: number) => `Navigation car ${index}`;

/** Whether the focused element is the card link named `title`, and on screen. */
function focusedCardOnScreen(page: Page, title: string): Promise<boolean> {
  return page.evaluate((name) => {
    const active = document.activeElement;
    if (!(active instanceof HTMLAnchorElement) || active.textContent?.trim() !== name || !active.hasAttribute('data-card-link')) return false;
    const rect = active.getBoundingClientRect();
    return rect.top >= 0 && rect.bottom <= window.innerHeight;
  }, title);
}

describe('car site navigation', () => {
  it('Back and "Back to Marketplace" return to the card opened 45 rows down, on screen and focused', async () => {
    const { context, page, pageErrors } = fixture;
    const relay = await ownRelay();
    const seller = newKeys();
    const t = nowSeconds();
    await publishEvents(
      relay.url,
      Array.from({ length: TOTAL }, (_, index) => signedListing(seller, { d: `nav-${index}`, title: carTitle(index), createdAt: t - index * 60 })),
    );
    await useRelay(context, relay.url);
    await page.goto(env().appUrl);
    await countLine(page).getByText('100 cars found').waitFor();

    // Infinite scroll reads every page; past 200 results the grid is windowed.
    await scrollUntilLoaded(page, TOTAL);
    await expect.poll(() => page.getByTestId('listing-grid').getAttribute('data-layout')).toBe('windowed');

    // Four columns at 1280 px: card 180 is on row 45 (from 0). Scroll down to it, as a buyer would.
    const target = carTitle(180);
    const link = page.getByRole('link', { name: target, exact: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(
        async () => {
          if ((await link.count()) > 0) return true;
          await page.mouse.wheel(0, 600);
          return false;
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe(true);
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(10_000);

    // Browser Back.
    await link.click();
    await page.getByRole('heading', { level: 1, name: target }).waitFor();
    await page.goBack();
    await expect.poll(() => focusedCardOnScreen(page, target), { timeout: 10_000 }).toBe(true);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);

    // 'Back to Marketplace', the card opened from the keyboard this time (the card's one Tab stop has focus).
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: target }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Back to Marketplace' }).click();
    await expect.poll(() => focusedCardOnScreen(page, target), { timeout: 10_000 }).toBe(true);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);
    expect(pageErrors).toEqual([]);
  });

  it('signed out, /sell offers log in and sign up (axe finds nothing serious); /p/<npub> opens the profile', async () => {
    const { pageErrors } = fixture;
    const seller = newKeys();
    await publishEvents(env().relayUrl, [signProfile(seller, { name: 'Paula Profile' })]);

    const page = await openAppForAxe(fixture, '/sell');
    await page.getByRole('heading', { name: 'Log in or sign up to sell your car' }).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Log in' }).waitFor();
    await expectNoSeriousViolationsInBothThemes(page);
    await main.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Create Your Account' }).waitFor();

    const npub = nip19.npubEncode(seller.pubkey);
    await page.goto(`${env().appUrl}/p/${npub}`);
    await page.getByRole('heading', { level: 1, name: 'Paula Profile' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${npub}`);
    expect(pageErrors).toEqual([]);
  });
});
