import { createServer } from 'node:net';

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';

import { KIND } from '@/config/constants';

import { uniqueToken } from '@testing/listing-fixtures';

import { newKeys, nowSeconds, publishEvents, queryEvents, signEvent, startTestRelay, type RelayHandle } from '@testing/test-relay';
import { renderSellerApp, sellersListing } from '@/test/seller-app';
import { signIn } from '@/test/sign-in';

/**
 * Delete from My Listings (docs/product.md §2 Seller actions, §7 Deletions): a NIP-09 request with `a`, `e` and
 * `k` to the relays the listing was seen on and the write relays, each relay's answer shown, and 'Retry'
 * sending the same signed request to the relays that failed.
 */

configure({ asyncUtilTimeout: 15_000 });
const relayUrl = inject('relayUrl');

/** A TCP port nothing listens on yet: bound, read and released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No port');
  return address.port;
}

describe('deleting a listing', () => {
  it('asks first, naming the car; reports each relay; Retry sends the same request to the failed relay only', async () => {
    const token = uniqueToken();
    const seller = newKeys();
    const title = `${token} Volvo XC90`;
    const listing = sellersListing(seller, `car-${token}`, nowSeconds() - 60, { title });
    const port = await freePort();
    const downUrl = `ws://127.0.0.1:${port}`;
    // The seller writes to the shared relay and to one that is down for now (NIP-65).
    await publishEvents(relayUrl, [listing, signEvent(seller, { kind: KIND.relayList, tags: [['r', relayUrl], ['r', downUrl, 'write']] })]);
    signIn(seller);
    renderSellerApp('/my-listings');

    const row = await screen.findByRole('listitem', { name: title });
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete listing' });
    expect(dialog).toHaveTextContent(`Delete “${title}”?`);

    // Cancel changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await queryEvents(relayUrl, { kinds: [KIND.deletion], authors: [seller.pubkey] })).toEqual([]);

    await userEvent.click(within(rowOf(title)).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete listing' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Listing' }));
    expect(await within(confirm).findByRole('heading', { name: 'Deleted from 1 of 2 relays' })).toBeInTheDocument();
    const answers = within(confirm).getByRole('list', { name: 'Relay answers' });
    expect(within(answers).getByText(downUrl).nextSibling?.textContent).toMatch(/^Refused: .+/);
    expect(within(answers).getByText(relayUrl).nextSibling).toHaveTextContent('Accepted');

    const [deletion] = await queryEvents(relayUrl, { kinds: [KIND.deletion], authors: [seller.pubkey] });
    expect(deletion!.tags).toEqual([
      ['a', `${KIND.listing}:${seller.pubkey}:car-${token}`],
      ['e', listing.id],
      ['k', String(KIND.listing)],
    ]);
    expect(deletion!.content).toBe('');

    let revived: RelayHandle | undefined;
    try {
      revived = await startTestRelay({ port });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Retry' }));
      expect(await within(confirm).findByRole('heading', { name: 'Deleted from 2 of 2 relays' })).toBeInTheDocument();
      expect(within(confirm).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      // The very same signed request, not a new one.
      expect((await queryEvents(revived.url, { kinds: [KIND.deletion], authors: [seller.pubkey] })).map((event) => event.id)).toEqual([deletion!.id]);
    } finally {
      await revived?.close();
    }

    // Still on screen until the seller has read the report; gone once the dialog closes.
    // (Behind the modal dialog the page is hidden from assistive technology.)
    expect(screen.getByRole('listitem', { name: title, hidden: true })).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: title })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'No listings yet' })).toBeInTheDocument();
  });
});

function rowOf(title: string) {
  return screen.getByRole('listitem', { name: title });
}
