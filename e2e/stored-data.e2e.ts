import { nip19 } from 'nostr-tools';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { newKeys } from '@testing/test-relay';
import { STORAGE_KEYS } from '../src/config/constants';
import { accountMenuTrigger, expectStoredLogins, openAccountMenu, publishProfile } from './support/accounts';
import { env, useBrowser } from './support/browser';

const fixture = useBrowser();
const createdAt = '2026-01-02T03:04:05.000Z';

/** Puts raw text under storage keys before the app's first load (only once: a reload sees what the app left). */
async function seedStorage(context: BrowserContext, items: Record<string, string>) {
  await context.addInitScript((entries: Record<string, string>) => {
    if (sessionStorage.getItem('seeded')) return;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    sessionStorage.setItem('seeded', '1');
  }, items);
}

function warnings(prefix: string): string[] {
  return fixture.consoleMessages.filter((message) => message.type === 'warning' && message.text.startsWith(prefix)).map((message) => message.text);
}

/** The app rendered its shell and home page, not the error fallback. */
async function expectAppStarted(page: Page) {
  await page.getByRole('tab', { name: 'Browse Cars' }).waitFor();
  expect(await page.getByText('Something went wrong').count()).toBe(0);
  expect(fixture.pageErrors).toEqual([]);
}

async function storedJson(page: Page, key: string): Promise<unknown> {
  return JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key)) ?? 'null') as unknown;
}

function nsecLogin(keys: ReturnType<typeof newKeys>) {
  return { id: `nsec:${keys.pubkey}`, type: 'nsec', pubkey: keys.pubkey, createdAt, data: { nsec: nip19.nsecEncode(keys.secretKey) } };
}

describe('stored data', () => {
  it.each([
    ['corrupt JSON', { config: '{"theme":"dark","relayUrl":', logins: '[{"id":"nsec:', protectedKeys: '[{"pubkey":' }],
    ['wrong shapes', { config: '["dark"]', logins: JSON.stringify({ version: 2, logins: [] }), protectedKeys: '{}' }],
    ['null everywhere', { config: 'null', logins: 'null', protectedKeys: 'null' }],
  ])('starts with defaults and warnings on %s under the config and login keys', async (_name, stored) => {
    const { page, context } = fixture;
    await seedStorage(context, { [STORAGE_KEYS.config]: stored.config, [STORAGE_KEYS.logins]: stored.logins, [STORAGE_KEYS.protectedKeys]: stored.protectedKeys });
    await page.goto(env().appUrl);
    await expectAppStarted(page);
    await page.locator('header').getByRole('button', { name: 'Log in', exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('system');
    for (const prefix of ['[config] Ignoring stored app config', '[accounts] Ignoring stored logins', '[accounts] Ignoring stored protected keys']) {
      await expect.poll(() => warnings(prefix).length).toBeGreaterThan(0);
    }
    // What the app wrote back is valid again: the defaults and an empty login list.
    await expect.poll(() => storedJson(page, STORAGE_KEYS.config)).toEqual({ theme: 'system', relayUrl: env().relayUrl });
    await expectStoredLogins(page, []);
  });

  it('keeps every valid login among old-format, unknown and broken entries, and the known settings', async () => {
    const { page, context } = fixture;
    const [alice, bob, carol, dave, lost] = [newKeys(), newKeys(), newKeys(), newKeys(), newKeys()];
    const names = { alice: `Alice ${alice.pubkey.slice(0, 6)}`, bob: `Bob ${bob.pubkey.slice(0, 6)}`, carol: `Carol ${carol.pubkey.slice(0, 6)}`, dave: `Dave ${dave.pubkey.slice(0, 6)}` };
    for (const [keys, name] of [[alice, names.alice], [bob, names.bob], [carol, names.carol], [dave, names.dave]] as const) {
      await publishProfile(env().relayUrl, keys.secretKey, { name });
    }
    const bunker = { bunkerPubkey: newKeys().pubkey, clientNsec: nip19.nsecEncode(newKeys().secretKey), relays: [env().relayUrl] };
    const logins: unknown[] = [
      // Valid, with fields an older version wrote: kept (the extra fields are dropped).
      { ...nsecLogin(alice), name: 'Alice', relays: ['wss://old.example'], version: 1 },
      // An older flat shape without id, pubkey or data: skipped.
      { type: 'nsec', nsec: nip19.nsecEncode(lost.secretKey) },
      { id: `extension:${bob.pubkey}`, type: 'extension', pubkey: bob.pubkey, createdAt, data: null },
      null,
      42,
      nip19.nsecEncode(lost.secretKey),
      // A login type from another version of the app: skipped.
      { id: `x-nip55:${lost.pubkey}`, type: 'x-nip55', pubkey: lost.pubkey, createdAt, data: { package: 'com.example.signer' } },
      { id: `bunker:${carol.pubkey}`, type: 'bunker', pubkey: carol.pubkey, createdAt, data: bunker },
      // Missing its creation time: skipped.
      { id: `nsec:${lost.pubkey}`, type: 'nsec', pubkey: lost.pubkey, data: { nsec: nip19.nsecEncode(lost.secretKey) } },
      nsecLogin(dave),
    ];
    const config = { theme: 'dark', relayUrl: env().relayUrl, version: 1, fontSize: 'large' };
    await seedStorage(context, { [STORAGE_KEYS.config]: JSON.stringify(config), [STORAGE_KEYS.logins]: JSON.stringify(logins) });

    await page.goto(env().appUrl);
    await expectAppStarted(page);
    await accountMenuTrigger(page).getByText(names.alice).waitFor();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    const menu = await openAccountMenu(page);
    for (const name of [names.bob, names.carol, names.dave]) await menu.getByRole('menuitem', { name }).waitFor();
    await page.keyboard.press('Escape');

    await expectStoredLogins(page, [alice.pubkey, bob.pubkey, carol.pubkey, dave.pubkey]);
    await expect.poll(() => storedJson(page, STORAGE_KEYS.config)).toEqual({ theme: 'dark', relayUrl: env().relayUrl });
    expect(warnings('[accounts] Skipped invalid stored login')).toHaveLength(6);
    expect(warnings('[config] Ignoring unknown stored settings')).toEqual(['[config] Ignoring unknown stored settings: version, fontSize.']);
    // The warnings name positions and reasons, never a key.
    const printed = fixture.consoleMessages.map((message) => message.text).join('\n');
    expect(printed).not.toContain(nip19.nsecEncode(lost.secretKey));
    expect(printed).not.toContain(nip19.nsecEncode(alice.secretKey));
  });
});
