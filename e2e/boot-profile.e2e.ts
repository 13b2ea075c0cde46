import type { Page } from 'playwright-core';
import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND, STORAGE_KEYS } from '../src/config/constants';
import { newKeys, publishEvents, signProfile } from '@testing/test-relay';
import { env, useBrowser } from './support/browser';

const fixture = useBrowser();

/** The app's script files are blocked, but not the verification worker: the boot script alone. */
async function onlyTheBootScript(page: Page): Promise<void> {
  await page.route(/\/assets\/(?!verify\.worker-)[^/]*\.js$/, (route) => route.abort());
}

/** A person with a profile (name, about, website), and the path of their profile link. */
async function publishPerson(name: string, about: string): Promise<{ path: string; pubkey: string }> {
  const person = newKeys();
  await publishEvents(env().relayUrl, [signProfile(person, { name, about, website: 'https://dealer.example/cars/' })]);
  return { path: `/${nip19.npubEncode(person.pubkey)}`, pubkey: person.pubkey };
}

/** Every REQ the page sends for `pubkey`'s profile, on any socket. */
function profileRequests(page: Page, pubkey: string): unknown[] {
  const requests: unknown[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const message: unknown = JSON.parse(String(payload));
      if (!Array.isArray(message) || message[0] !== 'REQ') return;
      const filters = message.slice(2) as { kinds?: number[]; authors?: string[] }[];
      if (filters.some((filter) => filter.kinds?.includes(KIND.profile) && filter.authors?.includes(pubkey))) requests.push(message);
    });
  });
  return requests;
}

const bootView = (page: Page) => page.locator('[data-boot-view]');

describe('boot profile (docs/architecture.md §10)', () => {
  it("draws a shared profile's first view before the app's scripts have loaded: inert, text as text, in the visitor's layout", async () => {
    const { page } = fixture;
    const name = `Boot <img src=x onerror="window.hacked=1"> ${crypto.randomUUID().slice(0, 6)}`;
    const { path } = await publishPerson(name, '<script>window.hacked=2</script> Family dealer since 1998.');
    await onlyTheBootScript(page);
    await page.goto(`${env().appUrl}${path}`);
    await bootView(page).locator('h1').waitFor();
    expect(await bootView(page).locator('h1').innerText()).toBe(name);
    expect(await bootView(page).getByTestId('profile-about').innerText()).toBe('<script>window.hacked=2</script> Family dealer since 1998.');
    expect(await bootView(page).getByTestId('profile-website').innerText()).toBe('dealer.example/cars');
    expect(await bootView(page).getByTestId('profile-nip05').count()).toBe(0);
    expect(await bootView(page).getAttribute('inert')).not.toBeNull();
    expect(await bootView(page).getByText('Back to Marketplace').count()).toBe(1);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    // The app's root, with the static home shell in it, stays out of sight.
    expect(await page.locator('#root').isVisible()).toBe(false);
  });

  it('hands over to the app, which takes the boot script’s request over instead of asking again', async () => {
    const { page } = fixture;
    const name = `Handover ${crypto.randomUUID().slice(0, 6)}`;
    const { path, pubkey } = await publishPerson(name, 'Volvos and wagons.');
    const requests = profileRequests(page, pubkey);
    await page.goto(`${env().appUrl}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.bootViewState === 'released');
    await page.locator('#root h1', { hasText: name }).waitFor();
    expect(await bootView(page).count()).toBe(0);
    expect(await page.evaluate(() => performance.getEntriesByName('carstr:boot-profile').length)).toBe(1);
    // The app's page works: its listings section and live buttons are there.
    await page.getByText('No cars listed').waitFor();
    expect(await page.getByRole('button', { name: 'Report' }).isEnabled()).toBe(true);
    // One REQ for the profile on the read relay: the boot script's, which the app took over.
    expect(requests).toHaveLength(1);
  });

  it('stays out of the way on a repeat visit: the app draws the page itself', async () => {
    const { page, context } = fixture;
    const { path } = await publishPerson(`Not booted ${crypto.randomUUID().slice(0, 6)}`, 'x');
    await context.addInitScript(([key, relay]) => localStorage.setItem(key!, JSON.stringify([relay])), [STORAGE_KEYS.readRelays, env().relayUrl]);
    await page.goto(`${env().appUrl}${path}`);
    await page.locator('#root h1').waitFor();
    expect(await page.evaluate(() => performance.getEntriesByName('carstr:boot-profile').length)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.bootViewState)).not.toBe('shown');
  });
});
