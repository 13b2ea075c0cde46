import { nip19 } from 'nostr-tools';
import { encrypt } from 'nostr-tools/nip49';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import {
  accountMenuTrigger,
  expectStoredLogins,
  loginDialog,
  loginWithNsec,
  openAccountMenu,
  publishProfile,
} from './support/accounts';
import { newKeys } from '@testing/test-relay';
import { env, useBrowser } from './support/browser';
import { leaksOf, recordOutgoingTraffic } from './support/secret-leak';

const fixture = useBrowser();

/** Must match STORAGE_KEYS.protectedKeys in src/config/constants.ts. */
const PROTECTED_KEYS = 'carstr:protected-keys';
const PASSWORD = 'correct horse battery';

/** Everything the page keeps in localStorage, as one text to search for secrets. */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(() => Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`).join('\n'));
}

async function storedProtectedKeys(page: Page): Promise<{ pubkey: string; ncryptsec: string }[]> {
  return JSON.parse((await page.evaluate((key) => localStorage.getItem(key), PROTECTED_KEYS)) ?? '[]') as { pubkey: string; ncryptsec: string }[];
}

function unlockDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Unlock your key' });
}

/**
 * Records, from inside the page, whether the unlock button ever showed 'Unlocking...' while disabled: the
 * key derivation is quick enough on a fast machine that polling from the test could miss it.
 */
async function watchUnlockingState(page: Page) {
  await page.evaluate(() => {
    const flags = window as unknown as { unlockingSeen: boolean };
    flags.unlockingSeen = false;
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('button')) {
        if (button.textContent?.trim() === 'Unlocking...' && button.disabled) flags.unlockingSeen = true;
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { unlockingSeen: boolean }).unlockingSeen);
}

describe('password-protected keys (NIP-49)', () => {
  it('protects the signed-in key, asks for the password on the next visit and unlocks the same account', async () => {
    const { page } = fixture;
    const traffic = recordOutgoingTraffic(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const { secretKey, pubkey } = newKeys();
    const nsec = nip19.nsecEncode(secretKey);
    const secrets = [nsec, Buffer.from(secretKey).toString('hex'), PASSWORD];
    const name = `Keyholder ${pubkey.slice(0, 6)}`;
    await publishProfile(env().relayUrl, secretKey, { name });
    await page.goto(env().appUrl);
    await loginWithNsec(page, nsec);
    await accountMenuTrigger(page).getByText(name).waitFor();

    let menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Protect key with password' }).click();
    const protect = page.getByRole('dialog', { name: 'Protect key with password' });
    const submit = protect.getByRole('button', { name: 'Protect Key' });
    await protect.getByLabel('Password', { exact: true }).fill('short');
    await protect.getByLabel('Confirm password').fill('short');
    await submit.click();
    await protect.getByText('Password must be at least 8 characters').waitFor();
    await protect.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await protect.getByLabel('Confirm password').fill(`${PASSWORD}!`);
    await submit.click();
    await protect.getByText('Passwords do not match').waitFor();
    await protect.getByLabel('Confirm password').fill(PASSWORD);
    await submit.click();
    await protect.waitFor({ state: 'hidden' });
    await page.getByText('Key protected', { exact: true }).waitFor();

    // Still signed in for this session; storage holds only the encrypted key.
    await accountMenuTrigger(page).getByText(name).waitFor();
    await expectStoredLogins(page, []);
    expect(await storedProtectedKeys(page)).toEqual([{ pubkey, ncryptsec: expect.stringMatching(/^ncryptsec1/) }]);
    expect(leaksOf([await storedText(page)], secrets)).toEqual([]);
    menu = await openAccountMenu(page);
    expect(await menu.getByRole('menuitem', { name: 'Key protected with password' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    await page.reload();
    const unlock = unlockDialog(page);
    await unlock.getByText(name).waitFor();
    // Signed out until unlocked (the modal hides the header from the accessibility tree, hence includeHidden).
    await page.locator('header').getByRole('button', { name: 'Log in', exact: true, includeHidden: true }).waitFor();
    const unlockingSeen = await watchUnlockingState(page);
    await unlock.getByLabel('Password').fill('not the password');
    await unlock.getByRole('button', { name: 'Unlock', exact: true }).click();
    await unlock.getByText('Wrong password. Please try again.').waitFor();
    expect(await unlockingSeen()).toBe(true);
    // The key derivation (about a second of scrypt) ran in a worker, not on the page's main thread.
    expect(workers.some((url) => url.includes('nip49.worker'))).toBe(true);
    expect(await storedProtectedKeys(page)).toEqual([{ pubkey, ncryptsec: expect.stringMatching(/^ncryptsec1/) }]);

    await unlock.getByLabel('Password').fill(PASSWORD);
    await unlock.getByRole('button', { name: 'Unlock', exact: true }).click();
    await unlock.waitFor({ state: 'hidden' });
    await accountMenuTrigger(page).getByText(name).waitFor();
    await expectStoredLogins(page, []);
    expect(leaksOf([await storedText(page)], secrets)).toEqual([]);

    // Logging out forgets the encrypted key too: the next visit asks for nothing.
    menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await page.locator('header').getByRole('button', { name: 'Log in', exact: true }).waitFor();
    expect(await storedProtectedKeys(page)).toEqual([]);
    await page.reload();
    await page.locator('header').getByRole('button', { name: 'Log in', exact: true }).waitFor();
    expect(await unlockDialog(page).count()).toBe(0);

    expect(leaksOf(traffic.sent, secrets)).toEqual([]);
    expect(fixture.pageErrors).toEqual([]);
  });

  it('logs in with a pasted ncryptsec beside another account, and can remove the key on the next visit', async () => {
    const { page } = fixture;
    const other = newKeys();
    const guarded = newKeys();
    const ncryptsec = encrypt(guarded.secretKey, PASSWORD, 12);
    await page.goto(env().appUrl);
    await loginWithNsec(page, nip19.nsecEncode(other.secretKey));

    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Add another account' }).click();
    const dialog = loginDialog(page);
    await dialog.getByLabel('Secret key').fill(ncryptsec);
    const password = dialog.getByLabel('Key password');
    const logIn = dialog.getByRole('button', { name: 'Log In', exact: true });
    await logIn.click();
    await dialog.getByText('Please enter the password for this key').waitFor();
    await password.fill('wrong password');
    await logIn.click();
    await dialog.getByText('Wrong password. Please try again.').waitFor();
    await password.fill(PASSWORD);
    await logIn.click();
    await dialog.waitFor({ state: 'hidden' });
    // Active in memory, stored only encrypted: the other account is the only stored login.
    await expectStoredLogins(page, [other.pubkey]);
    expect(await storedProtectedKeys(page)).toEqual([{ pubkey: guarded.pubkey, ncryptsec }]);
    expect(leaksOf([await storedText(page)], [nip19.nsecEncode(guarded.secretKey), Buffer.from(guarded.secretKey).toString('hex')])).toEqual([]);

    // Next visit: the other account is signed in and the locked key asks for its password.
    await page.reload();
    const unlock = unlockDialog(page);
    await unlock.waitFor();
    await accountMenuTrigger(page).waitFor();
    await unlock.getByRole('button', { name: 'Use another account' }).click();
    await loginDialog(page).getByText('A password-protected key is saved in this browser.').waitFor();
    await loginDialog(page).getByRole('button', { name: 'Unlock Key' }).click();
    await unlock.getByRole('button', { name: 'Remove this key' }).click();
    await unlock.getByRole('button', { name: 'Remove Key' }).click();
    await unlock.waitFor({ state: 'hidden' });
    expect(await storedProtectedKeys(page)).toEqual([]);
    await expectStoredLogins(page, [other.pubkey]);
    await page.reload();
    await accountMenuTrigger(page).waitFor();
    expect(await unlockDialog(page).count()).toBe(0);
    expect(fixture.pageErrors).toEqual([]);
  });
});
