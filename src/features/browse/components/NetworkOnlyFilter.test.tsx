import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';

import { KIND } from '@/config/constants';
import { renderApp } from '@/test/render-app';
import { signIn } from '@/test/sign-in';

import { signedListing, uniqueToken } from '@testing/listing-fixtures';
import { newKeys, publishEvents, signEvent } from '@testing/test-relay';

const relayUrl = inject('relayUrl');

function chips(): string[] {
  return screen.queryAllByTestId('filter-chip').map((chip) => chip.textContent ?? '');
}

/** docs/product.md §2 Web of trust: 'Only sellers in my network' is a filter like the others. */
describe("'Only sellers in my network' among the active filters", () => {
  it("shows as the chip 'In my network', which turns it off, and 'Clear All' turns it off with the rest", async () => {
    const token = uniqueToken();
    const me = newKeys();
    const friend = newKeys();
    const stranger = newKeys();
    await publishEvents(relayUrl, [
      signEvent(me, { kind: KIND.contactList, tags: [['p', friend.pubkey]], content: '' }),
      signedListing(friend, { title: `${token} Friend's BMW`, make: 'BMW' }),
      signedListing(stranger, { title: `${token} Stranger's BMW`, make: 'BMW' }),
      signedListing(stranger, { title: `${token} Stranger's Kia`, make: 'Kia' }),
    ]);
    signIn(me);
    const { router } = renderApp(`/?q=${token}&make=bmw&network=1`, relayUrl);

    expect(await screen.findByText('1 car found', {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect.poll(chips).toEqual(['BMW', 'In my network']);
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('2');

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: In my network' }));
    expect(await screen.findByText('2 cars found')).toBeInTheDocument();
    expect(chips()).toEqual(['BMW']);
    expect(new URLSearchParams(router.state.location.search).get('network')).toBeNull();

    await act(() => router.navigate(`/?q=${token}&make=bmw&network=1`));
    expect(await screen.findByText('1 car found')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('3 cars found')).toBeInTheDocument();
    expect(chips()).toEqual([]);
    expect(router.state.location.search).toBe(`?q=${token}`);
  }, 30_000);

  it('is no active filter signed out, where it filters nothing', async () => {
    const token = uniqueToken();
    await publishEvents(relayUrl, [signedListing(newKeys(), { title: `${token} Some car`, make: 'BMW' })]);
    renderApp(`/?q=${token}&make=bmw&network=1`, relayUrl);
    expect(await screen.findByText('1 car found')).toBeInTheDocument();
    await expect.poll(chips).toEqual(['BMW']);
  });
});
