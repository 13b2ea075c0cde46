import { nip19 } from 'nostr-tools';
import { encrypt } from 'nostr-tools/nip49';
import { describe, expect, it } from 'vitest';

import { newKeys, nowSeconds, publishEvents, signProfile } from '@testing/test-relay';
import { STORAGE_KEYS } from '../src/config/constants';
import { loginWithNsec, openAccountMenu, openLoginDialog } from './support/accounts';
import { expectNoSeriousViolationsInBothThemes, openAppForAxe } from './support/a11y-check';
import { env, useBrowser } from './support/browser';
import { openSellTab, sellForm } from './support/sell';

const fixture = useBrowser();

/**
 * The dialogs and the listing form; the pages are in a11y.e2e.ts. axe needs the real rendering (colour
 * contrast in both themes), so each is checked in a browser, but on one page opened once: each dialog is
 * opened and closed in turn, as a visitor would.
 */
describe('accessibility of the dialogs and the form, light and dark theme: no serious or critical axe violations', () => {
  it('login and signup dialogs, then signed in: Edit Profile and the listing form with errors', async () => {
    const user = newKeys();
    await publishEvents(env().relayUrl, [signProfile(user, { name: 'Edith', about: 'Drives a Citroën DS.' }, nowSeconds() - 120)]);
    const page = await openAppForAxe(fixture);

    const login = await openLoginDialog(page);
    await expectNoSeriousViolationsInBothThemes(page);
    await login.getByRole('button', { name: 'Close' }).click();
    await login.waitFor({ state: 'hidden' });

    await page.locator('header').getByRole('button', { name: 'Sign Up' }).click();
    const signup = page.getByRole('dialog');
    await signup.getByRole('heading', { name: 'Create Your Account' }).waitFor();
    await expectNoSeriousViolationsInBothThemes(page);
    await signup.getByRole('button', { name: 'Close' }).click();
    await signup.waitFor({ state: 'hidden' });

    await loginWithNsec(page, nip19.nsecEncode(user.secretKey));
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Edit Profile' }).click();
    const editProfile = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect.poll(() => editProfile.getByLabel('Name', { exact: true }).inputValue()).toBe('Edith');
    await expectNoSeriousViolationsInBothThemes(page);
    await editProfile.getByRole('button', { name: 'Close' }).click();
    await editProfile.waitFor({ state: 'hidden' });

    await openSellTab(page);
    await sellForm(page).getByRole('button', { name: 'Create Listing' }).click();
    await sellForm(page).getByText('Title is required').waitFor();
    await expectNoSeriousViolationsInBothThemes(page);
  });

  it('unlock dialog of a password-protected key', async () => {
    const keys = newKeys();
    const stored = JSON.stringify([{ pubkey: keys.pubkey, ncryptsec: encrypt(keys.secretKey, 'a11y password', 12) }]);
    await fixture.context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.protectedKeys, stored] as const);
    const page = await openAppForAxe(fixture);
    await page.getByRole('dialog', { name: 'Unlock your key' }).getByLabel('Password').waitFor();
    await expectNoSeriousViolationsInBothThemes(page);
  });
});
