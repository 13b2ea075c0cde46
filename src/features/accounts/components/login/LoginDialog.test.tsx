import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateSecretKey, getPublicKey, nip19 } from 'nostr-tools';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderScreen } from '@/test/render-screen';
import { STORAGE_KEYS } from '@/config/constants';

import { heldPauses } from '../../test-support/held-pauses';
import { AccountArea } from '../AccountArea';

vi.mock('../../delay', async () => (await import('../../test-support/held-pauses')).heldDelayModule);
// The 3 s wait for a late extension is proven in extension-quirks.test.ts; here it answers at once.
vi.mock('../../extension-login', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../extension-login')>()),
  waitForBrowserExtension: async () => 'nostr' in window,
}));

/** A FileReader that ends the way the test says: with an error, or with a result that is not text. */
function stubFileReader(outcome: 'error' | 'no-text') {
  class EndingFileReader extends EventTarget {
    result: string | ArrayBuffer | null = null;
    readAsText() {
      setTimeout(() => {
        if (outcome === 'no-text') this.result = new ArrayBuffer(4);
        this.dispatchEvent(new Event(outcome === 'error' ? 'error' : 'load'));
      }, 0);
    }
  }
  vi.stubGlobal('FileReader', EndingFileReader);
}

async function openLogin() {
  renderScreen(<AccountArea />);
  await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Sign up or log in to continue' });
}

function pickKeyFile(dialog: HTMLElement, content = 'irrelevant') {
  const input = within(dialog).getByTestId('key-file-input');
  fireEvent.change(input, { target: { files: [new File([content], 'key.txt', { type: 'text/plain' })] } });
}

afterEach(() => vi.unstubAllGlobals());

function storedLogins(): string[] {
  return (JSON.parse(localStorage.getItem(STORAGE_KEYS.logins) ?? '[]') as { pubkey: string }[]).map((login) => login.pubkey);
}

/** A NIP-07 extension whose getPublicKey answers `pubkey` (or throws `error`). */
function stubExtension(answer: { pubkey: unknown } | { error: string }) {
  vi.stubGlobal('nostr', {
    getPublicKey: async () => {
      if ('error' in answer) throw new Error(answer.error);
      return answer.pubkey;
    },
    signEvent: async () => {
      throw new Error('This extension cannot sign');
    },
  });
}

async function loginWithExtension() {
  const dialog = await openLogin();
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Extension' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Login with Extension' }));
  return dialog;
}

describe('LoginDialog', () => {
  it("shows 'Failed to read file.' when the reader fails", async () => {
    const dialog = await openLogin();
    stubFileReader('error');
    pickKeyFile(dialog);
    expect(await within(dialog).findByText('Failed to read file.')).toBeInTheDocument();
  });

  it("shows 'Could not read file content.' when the reader yields no text", async () => {
    const dialog = await openLogin();
    stubFileReader('no-text');
    pickKeyFile(dialog);
    expect(await within(dialog).findByText('Could not read file content.')).toBeInTheDocument();
  });

  it('disables the form while logging in, then closes and shows the account menu', async () => {
    const secretKey = generateSecretKey();
    const dialog = await openLogin();
    await userEvent.type(within(dialog).getByLabelText('Secret key'), nip19.nsecEncode(secretKey));
    // The login's 50 ms pause lasts until the busy state has been seen.
    heldPauses.hold();
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Log In' }));
      await waitFor(() => expect(heldPauses.waiting()).toBe(1));
      expect(within(dialog).getByRole('button', { name: 'Logging in...' })).toBeDisabled();
      expect(within(dialog).getByLabelText('Secret key')).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Upload Your Key File' })).toBeDisabled();
    } finally {
      heldPauses.release();
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('account-menu-trigger')).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.logins) ?? '[]') as { pubkey: string }[];
    expect(stored.map((login) => login.pubkey)).toEqual([getPublicKey(secretKey)]);
  });

  it('opens on the Extension tab when an extension is present', async () => {
    vi.stubGlobal('nostr', { getPublicKey: async () => 'f'.repeat(64), signEvent: async () => ({}) });
    const dialog = await openLogin();
    expect(within(dialog).getByRole('tab', { name: 'Extension' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches to the signup dialog from the Sign Up button', async () => {
    const dialog = await openLogin();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sign up or log in to continue' })).not.toBeInTheDocument();
  });

  it('logs in with a key file, after refusing a file without a key', async () => {
    const secretKey = generateSecretKey();
    const dialog = await openLogin();
    pickKeyFile(dialog, 'hello there');
    expect(await within(dialog).findByText('File does not contain a valid secret key.')).toBeInTheDocument();
    expect(storedLogins()).toEqual([]);
    pickKeyFile(dialog, `\n  ${nip19.nsecEncode(secretKey)}\r\n`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedLogins()).toEqual([getPublicKey(secretKey)]);
  });

  it('starts clean on every opening: no typed key, no error, default tab', async () => {
    let dialog = await openLogin();
    await userEvent.type(within(dialog).getByLabelText('Secret key'), 'nsec1short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Bunker' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    dialog = await screen.findByRole('dialog', { name: 'Sign up or log in to continue' });
    expect(within(dialog).getByRole('tab', { name: 'Key' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByLabelText('Secret key')).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('LoginDialog: extension', () => {
  it('says the extension is missing when there is none', async () => {
    const dialog = await loginWithExtension();
    expect(await within(dialog).findByText('Nostr extension not found. Please install a NIP-07 extension.')).toBeInTheDocument();
    expect(storedLogins()).toEqual([]);
  });

  it('refuses a public key that is not hex', async () => {
    stubExtension({ pubkey: 'not-a-hex-key' });
    const dialog = await loginWithExtension();
    expect(await within(dialog).findByText('The extension returned an invalid public key.')).toBeInTheDocument();
    expect(storedLogins()).toEqual([]);
  });

  it('refuses a public key that is not a string', async () => {
    stubExtension({ pubkey: 42 });
    const dialog = await loginWithExtension();
    expect(await within(dialog).findByText(/public key retrieval failed/)).toBeInTheDocument();
    expect(storedLogins()).toEqual([]);
  });

  it("shows the extension's own error", async () => {
    stubExtension({ error: 'User denied access' });
    const dialog = await loginWithExtension();
    expect(await within(dialog).findByText('User denied access')).toBeInTheDocument();
    expect(storedLogins()).toEqual([]);
  });
});
