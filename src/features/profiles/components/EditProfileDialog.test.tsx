import { NLogin } from '@nostrify/react/login';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nip19, type NostrEvent } from 'nostr-tools';
import { describe, expect, inject, it } from 'vitest';

import { KIND, STORAGE_KEYS } from '@/config/constants';
import { AccountArea } from '@/features/accounts/public';
import { renderScreen } from '@/test/render-screen';

import { newKeys, nowSeconds, publishEvents, queryEvents, signEvent, signProfile, startTestRelay, type TestKeys } from '@testing/test-relay';

/**
 * Edit Profile (docs/product.md §2) from the account menu, with the real providers, publish hook and key
 * signer against the embedded relay; what was published is read back by a separate client, as another app
 * would read it.
 */

const relayUrl = inject('relayUrl');

/** A returning user: a key login stored before the providers mount. */
function signedIn(): TestKeys {
  const keys = newKeys();
  localStorage.setItem(STORAGE_KEYS.logins, JSON.stringify([NLogin.fromNsec(nip19.nsecEncode(keys.secretKey))]));
  return keys;
}

async function openEditProfile() {
  await userEvent.click(await screen.findByTestId('account-menu-trigger', {}, { timeout: 10_000 }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit Profile' }));
  return within(await screen.findByRole('dialog', { name: 'Edit Profile' }));
}

async function newestProfile(url: string, pubkey: string): Promise<NostrEvent | undefined> {
  const events = await queryEvents(url, { kinds: [KIND.profile], authors: [pubkey] });
  return events.toSorted((a, b) => b.created_at - a.created_at)[0];
}

describe('Edit Profile', () => {
  it("pre-fills the profile, publishes the changes keeping other apps' fields and tags, and the menu shows the new name", async () => {
    const user = signedIn();
    const foreign = {
      name: 'ava',
      about: 'Old about text',
      picture: 'https://cdn.example/ava.png',
      lud06: 'lnurl1dp68gurn8ghj7um9wfmxjcm99e3k7mf0v9cxj0m385ekvcenxc6r2c35xvukxefcv5mkvv34x5ekzd3ev56nyd3hxqurzepexejxxepnxscrvwfnv9nxzcn9xq6xyefhvgcxxcmyxymnserxfq5fns',
      pronouns: 'she/her',
      other_app: { badges: [1, 2] },
    };
    const previous = signEvent(user, { kind: KIND.profile, created_at: nowSeconds() - 60, content: JSON.stringify(foreign), tags: [['i', 'github:ava', 'gist']] });
    await publishEvents(relayUrl, [previous]);
    renderScreen(<AccountArea />);
    await screen.findByText('ava', {}, { timeout: 10_000 });

    const dialog = await openEditProfile();
    const name = await dialog.findByLabelText('Name', {}, { timeout: 10_000 });
    expect(name).toHaveValue('ava');
    expect(dialog.getByLabelText('About')).toHaveValue('Old about text');
    expect(dialog.getByLabelText('Picture')).toHaveValue('https://cdn.example/ava.png');
    expect(dialog.getByLabelText('Website')).toHaveValue('');

    await userEvent.clear(name);
    await userEvent.type(name, 'ava2');
    await userEvent.type(dialog.getByLabelText('Display name'), 'Ava Edited');
    await userEvent.clear(dialog.getByLabelText('About'));
    await userEvent.type(dialog.getByLabelText('Website'), 'https://ava.example');
    await userEvent.type(dialog.getByLabelText('Lightning address'), 'ava@wallet.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Profile' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Profile' })).toBeNull(), { timeout: 15_000 });
    const saved = await newestProfile(relayUrl, user.pubkey);
    expect(saved?.id).not.toBe(previous.id);
    expect(saved?.created_at).toBeGreaterThan(previous.created_at);
    expect(JSON.parse(saved?.content ?? '')).toEqual({
      name: 'ava2',
      picture: 'https://cdn.example/ava.png',
      lud06: foreign.lud06,
      pronouns: 'she/her',
      other_app: { badges: [1, 2] },
      display_name: 'Ava Edited',
      website: 'https://ava.example',
      lud16: 'ava@wallet.example',
    });
    expect(saved?.tags).toEqual([['i', 'github:ava', 'gist']]);
    // The header shows the display name at once, from the profile cache.
    expect(within(screen.getByTestId('account-menu-trigger')).getByText('Ava Edited')).toBeInTheDocument();
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
  });

  it('says in plain words what is wrong and publishes nothing until it is fixed', async () => {
    const user = signedIn();
    renderScreen(<AccountArea />);
    const dialog = await openEditProfile();
    const website = await dialog.findByLabelText('Website', {}, { timeout: 10_000 });
    expect(dialog.getByLabelText('Name')).toHaveValue('');

    await userEvent.type(website, 'ava.example');
    await userEvent.type(dialog.getByLabelText('NIP-05 address'), 'ava');
    await userEvent.type(dialog.getByLabelText('Picture'), 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Profile' }));
    expect(await dialog.findAllByRole('alert')).toHaveLength(3);
    expect(dialog.getAllByText('Enter a web address starting with https:// or http://')).toHaveLength(2);
    expect(dialog.getByText('Enter a NIP-05 address like name@example.com')).toBeInTheDocument();
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(await newestProfile(relayUrl, user.pubkey)).toBeUndefined();

    await userEvent.clear(website);
    await userEvent.type(website, 'https://ava.example');
    expect(dialog.queryByText(/Enter a web address/)).not.toBeNull();
    await userEvent.clear(dialog.getByLabelText('Picture'));
    await userEvent.clear(dialog.getByLabelText('NIP-05 address'));
    expect(dialog.queryAllByRole('alert')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Profile' })).toBeNull(), { timeout: 15_000 });
    expect(JSON.parse((await newestProfile(relayUrl, user.pubkey))?.content ?? '')).toEqual({ website: 'https://ava.example' });
  });

  it('does not show an empty form when the profile cannot be read', async () => {
    const relay = await startTestRelay();
    signedIn();
    renderScreen(<AccountArea />, { relayUrl: relay.url });
    await screen.findByTestId('account-menu-trigger', {}, { timeout: 10_000 });
    await relay.close();
    const dialog = await openEditProfile();
    expect(
      await dialog.findByText(
        'Your current profile could not be read from your relays. To keep what other apps saved in it, it can be edited only once it can be read.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByLabelText('Name')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps what was typed when the relay refuses the profile, and says why', async () => {
    const relay = await startTestRelay();
    try {
      const user = signedIn();
      // The user deleted their profile address until ten minutes from now (relays refuse events dated further ahead): the relay refuses any kind 0 until then.
      const deletion = signEvent(user, { kind: KIND.deletion, created_at: nowSeconds() + 600, tags: [['a', `0:${user.pubkey}:`]], content: '' });
      await publishEvents(relay.url, [signProfile(user, { name: 'Refused Rita' }, nowSeconds() - 60), deletion]);
      renderScreen(<AccountArea />, { relayUrl: relay.url });
      const dialog = await openEditProfile();
      const name = await dialog.findByLabelText('Name', {}, { timeout: 10_000 });
      await userEvent.type(name, 'Typed Tina');
      await userEvent.type(dialog.getByLabelText('About'), 'Kept after a failure');
      await userEvent.click(dialog.getByRole('button', { name: 'Save Profile' }));

      expect(await dialog.findByText(/^Your profile was not published: /, {}, { timeout: 15_000 })).toHaveTextContent(/deleted/);
      expect(name).toHaveValue('Typed Tina');
      expect(dialog.getByLabelText('About')).toHaveValue('Kept after a failure');
      expect(dialog.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
    } finally {
      await relay.close();
    }
  });
});
