import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { newKeys } from '@testing/test-relay';
import { accountMenuTrigger, expectStoredLogins, openLoginDialog } from './support/accounts';
import { env, useBrowser } from './support/browser';
import { installFakeExtension } from './support/fake-extension';
import { leaksOf, recordOutgoingTraffic } from './support/secret-leak';

const fixture = useBrowser();

/** nsec1 + 58 alphanumerics, so it passes the format check, but its checksum is wrong. */
const BAD_CHECKSUM_NSEC = `nsec1${'q'.repeat(58)}`;

describe('login dialog: key', () => {
  it('shows the dialog as specified, validates the key, logs in and never sends the key anywhere', async () => {
    const { page } = fixture;
    const traffic = recordOutgoingTraffic(page);
    const { secretKey, pubkey } = newKeys();
    const nsec = nip19.nsecEncode(secretKey);
    await page.goto(env().appUrl);

    const dialog = await openLoginDialog(page);
    await dialog.getByRole('heading', { name: 'New to Nostr?' }).waitFor();
    await dialog.getByText("Create a new account to get started. It's free and open.").waitFor();
    await dialog.getByText('Or log in', { exact: true }).waitFor();
    // No extension on the page: the Key tab is the default.
    expect(await dialog.getByRole('tab', { name: 'Key' }).getAttribute('aria-selected')).toBe('true');
    const field = dialog.getByLabel('Secret key');
    expect(await field.getAttribute('type')).toBe('password');
    expect(await field.getAttribute('placeholder')).toBe('nsec1...');

    const logIn = dialog.getByRole('button', { name: 'Log In', exact: true });
    await logIn.click();
    await dialog.getByText('Please enter your secret key').waitFor();
    await field.fill('npub1notakey');
    await logIn.click();
    await dialog.getByText('Invalid secret key format. Must be a valid nsec starting with nsec1.').waitFor();
    await field.fill(BAD_CHECKSUM_NSEC);
    await logIn.click();
    await dialog.getByText("Failed to login with this key. Please check that it's correct.").waitFor();

    await field.fill(`  ${nsec}  `);
    await logIn.click();
    await dialog.waitFor({ state: 'hidden' });
    await accountMenuTrigger(page).waitFor();
    await expectStoredLogins(page, [pubkey]);
    await page.getByRole('tab', { name: 'Sell Your Car' }).click();
    await page.getByRole('heading', { name: 'List Your Car for Sale' }).waitFor();

    expect(leaksOf(traffic.sent, [nsec, Buffer.from(secretKey).toString('hex')])).toEqual([]);
    expect(traffic.sent.some((item) => item.startsWith('websocket'))).toBe(true);
    expect(fixture.pageErrors).toEqual([]);
  });
});

// The key file, a clean reopening and the extension's failures (missing, malformed key, its own error) are
// screen behaviour without a network: LoginDialog.test.tsx proves them.
describe('login dialog: extension', () => {
  it('defaults to the Extension tab when window.nostr exists and logs in with its key', async () => {
    const { page, context } = fixture;
    const { secretKey, pubkey } = newKeys();
    await installFakeExtension(context, { kind: 'key', secretKey });
    await page.goto(env().appUrl);
    const dialog = await openLoginDialog(page);
    expect(await dialog.getByRole('tab', { name: 'Extension' }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('button', { name: 'Login with Extension' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectStoredLogins(page, [pubkey]);
    const stored = await page.evaluate(() => localStorage.getItem('carstr:logins'));
    expect(JSON.parse(stored ?? '[]')).toEqual([expect.objectContaining({ id: `extension:${pubkey}`, type: 'extension', data: null })]);
  });
});
