import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, inject, it } from 'vitest';

import { KIND, STORAGE_KEYS } from '@/config/constants';
import { FavouritesScreen } from '@/features/favourite-listings/public';
import { renderScreen } from '@/test/render-screen';

import { newKeys, nowSeconds, publishEvents, signEvent } from '@testing/test-relay';

import { setActiveMutes } from '../active-mutes';

const relayUrl = inject('relayUrl');

afterEach(() => {
  act(() => setActiveMutes([]));
  localStorage.clear();
});

/** docs/product.md §2 Mute: a favourite of a muted seller stays on /favourites, saying so. */
describe('a muted seller’s favourite', () => {
  it("says 'You muted this seller.' instead of showing the car, and shows the car again once unmuted", async () => {
    const seller = newKeys();
    const d = `fav-${crypto.randomUUID()}`;
    const title = `Saved Civic ${d.slice(-6)}`;
    await publishEvents(relayUrl, [
      signEvent(seller, { kind: KIND.listing, created_at: nowSeconds(), content: '', tags: [['d', d], ['title', title], ['price', '9000', 'EUR'], ['t', 'car']] }),
    ]);
    localStorage.setItem(STORAGE_KEYS.favourites, JSON.stringify([`${KIND.listing}:${seller.pubkey}:${d}`]));
    setActiveMutes([{ type: 'pubkey', value: seller.pubkey, private: true }]);

    const { queryClient } = renderScreen(<FavouritesScreen />);
    expect(await screen.findByText('You muted this seller.')).toBeInTheDocument();
    expect(screen.queryByText(title)).not.toBeInTheDocument();

    // As 'Unmute' does (useMuteActions): the read made while muted left the car out, so it is read again.
    act(() => setActiveMutes([]));
    void queryClient.invalidateQueries();
    expect(await screen.findByText(title, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('You muted this seller.')).not.toBeInTheDocument();
  });
});
