import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nip19 } from 'nostr-tools';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderScreen } from '@/test/render-screen';

import { newKeys } from '@testing/test-relay';
import { AppRoutes } from './router';

/**
 * The app's own route table (src/app/router.tsx) in its layout and providers, against the embedded relay:
 * which screen a path opens (docs/product.md §2 Profile page for `/npub…`, the identifier screens for the
 * other NIP-19 types) and the 404 page for everything else, a secret key included.
 */

function renderPath(path: string) {
  return renderScreen({ '*': <AppRoutes /> }, { path });
}

afterEach(() => vi.restoreAllMocks());

describe('routes', () => {
  const { pubkey, secretKey } = newKeys();
  const id = 'a'.repeat(64);

  it.each([
    ['an npub', nip19.npubEncode(pubkey), 'profile'],
    ['an nprofile', nip19.nprofileEncode({ pubkey, relays: ['wss://relay.example.com'] }), 'profile'],
    ['a note', nip19.noteEncode(id), 'note'],
    ['an nevent', nip19.neventEncode({ id, author: pubkey, kind: 1 }), 'event'],
    ['an naddr of an article', nip19.naddrEncode({ kind: 30023, pubkey, identifier: 'article-1' }), 'address'],
  ])('opens %s on its own screen', async (_name, identifier, type) => {
    renderPath(`/${identifier}`);
    expect(await screen.findByTestId('nip19-screen')).toHaveAttribute('data-type', type);
    expect(screen.queryByText('Oops! Page not found')).toBeNull();
  });

  it('shows the 404 page for an unknown path, logs the path, and links home', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderPath('/no/such/page');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), '/no/such/page');
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(await screen.findByRole('tab', { name: 'Browse Cars' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['an undecodable identifier', 'npub1notreallyabech32string'],
    ['a secret key', nip19.nsecEncode(secretKey)],
  ])('shows the 404 page for %s', async (_name, identifier) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPath(`/${identifier}`);
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('nip19-screen')).toBeNull());
  });
});
