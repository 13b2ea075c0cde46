import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPublicKey, nip19 } from 'nostr-tools';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';

import { KIND, STORAGE_KEYS } from '@/config/constants';
import { renderScreen } from '@/test/render-screen';

import { queryEvents } from '@testing/test-relay';
import { AccountArea } from '../AccountArea';

/**
 * Signup from the header's 'Sign Up' button (docs/product.md §2 Signup dialog, §5 Avatar) with the real providers
 * and key signer against the embedded relay, which shows what was published. The browser keeps the journey
 * that downloads the key, uploads an avatar to the media server and proves the key never leaves the page
 * (e2e/accounts-signup.e2e.ts).
 */

const relayUrl = inject('relayUrl');

afterEach(() => vi.restoreAllMocks());

function storedLogins(): string[] {
  return (JSON.parse(localStorage.getItem(STORAGE_KEYS.logins) ?? '[]') as { pubkey: string }[]).map((login) => login.pubkey);
}

function pubkeyOf(nsec: string): string {
  const decoded = nip19.decode(nsec);
  if (decoded.type !== 'nsec') throw new Error('not an nsec');
  return getPublicKey(decoded.data);
}

async function openSignup() {
  await userEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('heading', { name: 'Create Your Account' });
  return dialog;
}

/** Welcome → generate → the Secret Key step; the key is copied, as the step asks before it lets the user on. */
async function toKeyStep(): Promise<{ dialog: HTMLElement; copied: () => string }> {
  const writeText = vi.fn(async (_text: string) => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const dialog = await openSignup();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Get Started' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Generate My Secret Key' }));
  await within(dialog).findByRole('heading', { name: 'Secret Key' }, { timeout: 10_000 });
  return { dialog, copied: () => String(writeText.mock.calls.at(-1)?.[0]) };
}

async function toProfileStep(): Promise<{ dialog: HTMLElement; pubkey: string }> {
  const { dialog, copied } = await toKeyStep();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
  expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
  const nsec = copied();
  expect(nsec).toMatch(/^nsec1[a-z0-9]{58}$/);
  await userEvent.click(within(dialog).getByRole('button', { name: 'My Key is Safe - Continue' }));
  await within(dialog).findByRole('heading', { name: 'Create Your Profile' }, { timeout: 10_000 });
  return { dialog, pubkey: pubkeyOf(nsec) };
}

/** The done step shows 'Welcome', then the dialog closes and the 'Welcome!' toast says the account is ready. */
async function waitForWelcome(dialog: HTMLElement) {
  await within(dialog).findByRole('heading', { name: 'Welcome' }, { timeout: 10_000 });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
  expect(await screen.findByText('Your account is ready.')).toBeInTheDocument();
}

describe('signup', () => {
  it('copies the key, signs in with it, skips the profile and publishes nothing', async () => {
    renderScreen(<AccountArea />);
    const { dialog, pubkey } = await toProfileStep();
    expect(storedLogins()).toEqual([pubkey]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip for now' }));
    await waitForWelcome(dialog);
    expect(localStorage.getItem(STORAGE_KEYS.signupCompleted)).not.toBeNull();
    expect(await queryEvents(relayUrl, { kinds: [KIND.profile], authors: [pubkey] })).toEqual([]);
  });

  it('refuses avatars that are not images or too large, and publishes only the filled fields', async () => {
    renderScreen(<AccountArea />);
    const { dialog, pubkey } = await toProfileStep();
    const avatar = within(dialog).getByTestId('avatar-file-input');
    fireEvent.change(avatar, { target: { files: [new File(['not an image'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Please select an image file for your avatar.')).toBeInTheDocument();
    fireEvent.change(avatar, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })] } });
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Avatar image must be smaller than 5MB.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Picture')).toHaveValue('');

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Only Name');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Profile & Finish' }));
    await waitForWelcome(dialog);
    const [profile, ...others] = await queryEvents(relayUrl, { kinds: [KIND.profile], authors: [pubkey] });
    expect(others).toEqual([]);
    expect(JSON.parse(profile?.content ?? '')).toEqual({ name: 'Only Name' });
  });

  it('starts again at the welcome step when reopened, with no key stored', async () => {
    renderScreen(<AccountArea />);
    const { dialog } = await toKeyStep();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reopened = await openSignup();
    expect(within(reopened).queryByRole('heading', { name: 'Secret Key' })).toBeNull();
    expect(storedLogins()).toEqual([]);
  });
});
