import { nip19 } from 'nostr-tools';
import { encrypt } from 'nostr-tools/nip49';
import { describe, it } from 'vitest';

import { newKeys } from '@testing/test-relay';
import { STORAGE_KEYS } from '../src/config/constants';
import { loginWithNsec, openLoginDialog } from './support/accounts';
import { expectNoSeriousViolationsInBothThemes, openAppForAxe } from './support/a11y-check';
import { useBrowser } from './support/browser';
import { openSellTab, sellForm } from './support/sell';

const fixture = useBrowser();

/** The dialogs and the listing form; the pages are in a11y.e2e.ts. */
describe('accessibility of the dialogs and the form, light and dark theme: no serious or critical axe violations', () => {
  it('login dialog', async () => {
    const page = await openAppForAxe(fixture);
    await openLoginDialog(page);
    await expectNoSeriousViolationsInBothThemes(page);
  });

  it('signup dialog', async () => {
    const page = await openAppForAxe(fixture);
    await page.locator('header').getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Create Your Account' }).waitFor();
    await expectNoSeriousViolationsInBothThemes(page);
  });

  it('listing form with errors', async () => {
    const page = await openAppForAxe(fixture);
    await loginWithNsec(page, nip19.nsecEncode(newKeys().secretKey));
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
