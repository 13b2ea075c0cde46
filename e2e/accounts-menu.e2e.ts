import { getPublicKey, nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { newKeys } from '@testing/test-relay';
import { accountMenuTrigger, expectStoredLogins, LOGINS_KEY, loginWithNsec, openAccountMenu, publishProfile } from './support/accounts';
import { env, useBrowser } from './support/browser';

const fixture = useBrowser();

async function twoAccountsWithProfiles() {
  const alice = newKeys();
  const bob = newKeys();
  const tag = alice.pubkey.slice(0, 6);
  const names = { alice: `Alice ${tag}`, bob: `Bob ${tag}` };
  await publishProfile(env().relayUrl, alice.secretKey, { name: names.alice });
  await publishProfile(env().relayUrl, bob.secretKey, { name: names.bob });
  return { alice, bob, names };
}

describe('account menu', () => {
  it('adds a second account, switches between them and logs out one at a time', async () => {
    const { page } = fixture;
    const { alice, bob, names } = await twoAccountsWithProfiles();
    await page.goto(env().appUrl);
    await loginWithNsec(page, nip19.nsecEncode(alice.secretKey));
    const trigger = accountMenuTrigger(page);
    await trigger.getByText(names.alice).waitFor();

    await loginWithNsec(page, nip19.nsecEncode(bob.secretKey), { fromMenu: true });
    await trigger.getByText(names.bob).waitFor();
    await expectStoredLogins(page, [bob.pubkey, alice.pubkey]);

    let menu = await openAccountMenu(page);
    await menu.getByTestId('current-account-name').getByText(names.bob).waitFor();
    await menu.getByText('Switch Relay', { exact: true }).waitFor();
    await menu.getByRole('menuitem', { name: names.alice }).click();
    await trigger.getByText(names.alice).waitFor();
    await expectStoredLogins(page, [alice.pubkey, bob.pubkey]);

    // Both accounts are remembered across a reload, the active one first.
    await page.reload();
    await trigger.getByText(names.alice).waitFor();

    menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await trigger.getByText(names.bob).waitFor();
    await expectStoredLogins(page, [bob.pubkey]);

    menu = await openAccountMenu(page);
    expect(await menu.getByRole('menuitem', { name: names.alice }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await page.locator('header').getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await page.locator('header').getByRole('button', { name: 'Sign Up' }).waitFor();
    await expectStoredLogins(page, []);
  });

  it('logging out on the Sell tab leaves a sign-in prompt whose button opens the login dialog', async () => {
    const { page } = fixture;
    const { secretKey } = newKeys();
    await page.goto(env().appUrl);
    await loginWithNsec(page, nip19.nsecEncode(secretKey));
    await page.getByRole('tab', { name: 'Sell Your Car' }).click();
    await page.getByRole('heading', { name: 'List Your Car for Sale' }).waitFor();
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Log in or sign up to sell your car' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Sign up or log in to continue' }).waitFor();
  });

  it('skips invalid stored logins with a warning and keeps the valid ones', async () => {
    const { page, context, consoleMessages } = fixture;
    const { secretKey, pubkey } = newKeys();
    const valid = { id: `nsec:${pubkey}`, type: 'nsec', pubkey, createdAt: new Date().toISOString(), data: { nsec: nip19.nsecEncode(secretKey) } };
    const other = getPublicKey(newKeys().secretKey);
    const stored = [
      { id: 'bunker:x', type: 'bunker', pubkey: 'x', createdAt: 'soon', data: {} },
      valid,
      { id: `extension:${other}`, type: 'extension', pubkey: other, createdAt: 'not a date', data: null },
      'garbage',
    ];
    await context.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key!, value!);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [LOGINS_KEY, JSON.stringify(stored)],
    );
    await page.goto(env().appUrl);
    await accountMenuTrigger(page).waitFor();
    await expectStoredLogins(page, [pubkey]);
    const warnings = consoleMessages.filter((message) => message.type === 'warning' && message.text.includes('Skipped invalid stored login'));
    expect(warnings).toHaveLength(3);
    expect(warnings.some((message) => message.text.includes(valid.data.nsec))).toBe(false);
  });
});
