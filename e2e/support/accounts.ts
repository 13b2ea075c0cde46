import { expect } from 'vitest';
import type { Page } from 'playwright-core';

import { KIND } from '../../src/config/constants';

import { publishEvents, signEvent } from '@testing/test-relay';

/** Must match STORAGE_KEYS.logins in src/config/constants.ts. */
export const LOGINS_KEY = 'carstr:logins';
export const SIGNUP_COMPLETED_KEY = 'carstr:signup_completed';

export function loginDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Sign up or log in to continue' });
}

export async function openLoginDialog(page: Page) {
  await page.locator('header').getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = loginDialog(page);
  await dialog.waitFor();
  return dialog;
}

/** Logs in through the Key tab and waits for the dialog to close. */
export async function loginWithNsec(page: Page, nsec: string, { fromMenu = false } = {}) {
  if (fromMenu) {
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Add another account' }).click();
  }
  const dialog = fromMenu ? loginDialog(page) : await openLoginDialog(page);
  await dialog.getByRole('tab', { name: 'Key' }).click();
  await dialog.getByLabel('Secret key').fill(nsec);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export function accountMenuTrigger(page: Page) {
  return page.getByTestId('account-menu-trigger');
}

/**
 * Opens the account menu. A menu that is still playing its closing animation swallows a click on the
 * trigger (its outside-click handler closes the new one), so wait until it is gone, as a person would.
 */
export async function openAccountMenu(page: Page) {
  await page.getByRole('menu').waitFor({ state: 'detached' });
  await accountMenuTrigger(page).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
}

/** The pubkeys of the stored logins, active first. */
export async function storedLoginPubkeys(page: Page): Promise<string[]> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), LOGINS_KEY);
  const logins = JSON.parse(raw ?? '[]') as { pubkey: string }[];
  return logins.map((login) => login.pubkey);
}

export async function expectStoredLogins(page: Page, pubkeys: string[]) {
  await expect.poll(() => storedLoginPubkeys(page)).toEqual(pubkeys);
}

/** Publishes a kind-0 profile for a test key to the relay. */
export async function publishProfile(relayUrl: string, secretKey: Uint8Array, metadata: Record<string, string>) {
  await publishEvents(relayUrl, [signEvent({ secretKey }, { kind: KIND.profile, content: JSON.stringify(metadata) })]);
}
