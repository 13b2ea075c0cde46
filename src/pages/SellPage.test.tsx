import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nip19 } from 'nostr-tools';
import { afterEach, describe, expect, it } from 'vitest';

import { renderScreen } from '@/test/render-screen';

import { newKeys } from '@testing/test-relay';

import { NotFoundPage } from './NotFoundPage';
import { ProfileAliasPage } from './ProfileAliasPage';
import { SellPage } from './SellPage';

afterEach(() => localStorage.clear());

describe('/sell signed out', () => {
  it('explains why there is no form, offers log in and sign up, and shows the form once logged in', async () => {
    renderScreen({ '/sell': <SellPage /> }, { path: '/sell' });
    await screen.findByRole('heading', { name: 'Log in or sign up to sell your car' });
    expect(screen.queryByRole('heading', { name: 'List Your Car for Sale' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const signup = await screen.findByRole('dialog');
    await within(signup).findByRole('heading', { name: 'Create Your Account' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const login = await screen.findByRole('dialog', { name: 'Sign up or log in to continue' });
    await userEvent.click(within(login).getByLabelText('Secret key'));
    await userEvent.paste(nip19.nsecEncode(newKeys().secretKey));
    await userEvent.click(within(login).getByRole('button', { name: 'Log In' }));
    await screen.findByRole('heading', { name: 'List Your Car for Sale' });
    expect(screen.queryByRole('heading', { name: 'Log in or sign up to sell your car' })).not.toBeInTheDocument();
  });
});

describe('/p/<npub or nprofile>', () => {
  const routes = { '/p/:nip19': <ProfileAliasPage />, '/:nip19': <p>profile route</p>, '*': <NotFoundPage /> };

  it('sends an npub and an nprofile on to the profile route, replacing the /p/ entry', async () => {
    const { pubkey } = newKeys();
    const npub = nip19.npubEncode(pubkey);
    const first = renderScreen(routes, { path: `/p/${npub}` });
    await screen.findByText('profile route');
    expect(first.router.state.location.pathname).toBe(`/${npub}`);
    expect(first.router.state.historyAction).toBe('REPLACE');
    first.unmount();

    const nprofile = nip19.nprofileEncode({ pubkey, relays: ['wss://relay.example'] });
    const second = renderScreen(routes, { path: `/p/${nprofile}` });
    await screen.findByText('profile route');
    expect(second.router.state.location.pathname).toBe(`/${nprofile}`);
  });

  it('shows the 404 page for a bad checksum, a note or plain text', async () => {
    const npub = nip19.npubEncode(newKeys().pubkey);
    const broken = `${npub.slice(0, -1)}${npub.endsWith('q') ? 'p' : 'q'}`;
    for (const segment of [broken, nip19.noteEncode('a'.repeat(64)), 'hello']) {
      const view = renderScreen(routes, { path: `/p/${segment}` });
      await screen.findByText('Oops! Page not found');
      expect(view.router.state.location.pathname).toBe(`/p/${segment}`);
      view.unmount();
    }
  });
});
