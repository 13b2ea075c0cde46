import { NLogin } from '@nostrify/react/login';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nip19 } from 'nostr-tools';
import { afterEach, describe, expect, inject, it } from 'vitest';

import { KIND, STORAGE_KEYS } from '@/config/constants';
import { renderScreen } from '@/test/render-screen';

import { newKeys, nowSeconds, publishEvents, signEvent, type TestKeys } from '@testing/test-relay';

import { AccountArea } from '../AccountArea';

/** docs/product.md §2 Account menu: 'Log out' with another account saved says which account is now in use. */

const relayUrl = inject('relayUrl');

function stored(keys: readonly TestKeys[]): void {
  localStorage.setItem(STORAGE_KEYS.logins, JSON.stringify(keys.map((key) => NLogin.fromNsec(nip19.nsecEncode(key.secretKey)))));
}

async function named(keys: TestKeys, name: string): Promise<void> {
  await publishEvents(relayUrl, [signEvent(keys, { kind: KIND.profile, created_at: nowSeconds(), content: JSON.stringify({ name }), tags: [] })]);
}

async function logOut(): Promise<void> {
  await userEvent.click(await screen.findByTestId('account-menu-trigger', {}, { timeout: 10_000 }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
}

afterEach(() => localStorage.clear());

describe('Log out', () => {
  // First: the toast store outlives a test, and the other test leaves its toast in it.
  it('says nothing when the last account logs out (the header shows Log in)', async () => {
    const only = newKeys();
    stored([only]);
    renderScreen(<AccountArea />);
    await logOut();
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByText(/Logged out of/)).not.toBeInTheDocument();
  });

  it('says "Logged out of {name}. Now using {other name}." when another saved account becomes active', async () => {
    const [first, second] = [newKeys(), newKeys()];
    await named(first, 'Ada Seller');
    await named(second, 'Bo Buyer');
    stored([first, second]);
    renderScreen(<AccountArea />);
    await screen.findByText('Ada Seller', {}, { timeout: 10_000 });
    // The other account's name is known before the press (the menu lists it under Switch Account).
    await userEvent.click(screen.getByTestId('account-menu-trigger'));
    await screen.findByRole('menuitem', { name: /Bo Buyer/ }, { timeout: 10_000 });
    await userEvent.keyboard('{Escape}');

    await logOut();
    await screen.findByText('Logged out of Ada Seller. Now using Bo Buyer.');
    await waitFor(() => expect(screen.getByTestId('account-menu-trigger')).toHaveTextContent('Bo Buyer'));
  });
});
