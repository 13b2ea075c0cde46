import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nip19 } from 'nostr-tools';
import { afterEach, describe, expect, inject, it } from 'vitest';

import { signedListing } from '@testing/listing-fixtures';
import { newKeys, publishEvents, signEvent } from '@testing/test-relay';
import { KIND } from '@/config/constants';
import { renderApp } from '@/test/render-app';
import { signIn } from '@/test/sign-in';

/**
 * Message Seller on a car's page (docs/product.md §2 Listing detail): signed out it asks to sign in; a seller
 * without a DM relay list cannot be written to, and the dialog says so and offers the public ways instead. The
 * browser keeps the journey of a message that does go (e2e/messages.e2e.ts).
 */

const relayUrl = inject('relayUrl');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A car listed by a seller who never published a kind 10050 list; its page's path. */
async function quietSellersCar(): Promise<string> {
  const quiet = newKeys();
  const d = `mx5-${Math.random().toString(36).slice(2, 8)}`;
  await publishEvents(relayUrl, [signedListing(quiet, { d, title: '2016 Mazda MX-5' })]);
  return `/listing/${d}?seller=${nip19.npubEncode(quiet.pubkey)}`;
}

async function openMessageSeller(): Promise<void> {
  const [button] = await screen.findAllByRole('button', { name: 'Message Seller' }, { timeout: 10_000 });
  await userEvent.click(button!);
}

describe('Message Seller', () => {
  it('signed out, asks to sign in instead of opening a composer', async () => {
    renderApp(await quietSellersCar());
    await openMessageSeller();
    await screen.findByRole('dialog', { name: 'Sign in to message the seller' });
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('to a seller without private messages, says so plainly and shows their contact details instead of a composer', async () => {
    // The buyer has a DM relay list of their own, so the dialog makes none for them.
    const me = newKeys();
    await publishEvents(relayUrl, [signEvent(me, { kind: KIND.dmRelayList, tags: [['relay', relayUrl]], content: '' })]);
    signIn(me);
    renderApp(await quietSellersCar());
    await openMessageSeller();
    const dialog = await screen.findByRole('dialog', { name: /^Message / });
    await within(dialog).findByText("This seller hasn't set up private messages yet", undefined, { timeout: 10_000 });
    expect(within(dialog).queryByRole('textbox', { name: 'Message' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show contact details' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: /^Contact / })).toBeTruthy());
  });
});
