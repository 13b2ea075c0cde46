import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, inject, it } from 'vitest';

import { KIND } from '@/config/constants';
import { DeferredMutesSync } from '@/features/mutes/public';
import { eventStore } from '@/features/relay/public';
import { markFirstContentShown } from '@/lib/first-content';
import type { NostrEvent } from '@/nostr/event';
import { parseListing, type CarListing } from '@/nostr/listing';
import { listingAddress } from '@/nostr/listing-address';
import { renderScreen } from '@/test/render-screen';
import { signIn } from '@/test/sign-in';

import { signedListing } from '@testing/listing-fixtures';
import { newKeys, queryEvents } from '@testing/test-relay';

import { ListingCard } from '../ListingCard';

const seller = newKeys();

function cardListing(keys = seller): CarListing {
  const listing = parseListing(signedListing(keys, { title: 'Blue Volvo 240' }));
  if (listing === null) throw new Error('the fixture is a valid listing');
  return listing;
}

afterEach(() => {
  localStorage.clear();
  eventStore.setMuteRule(undefined);
});

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'More actions for Blue Volvo 240' }));
  return screen.findByRole('menu');
}

/** docs/product.md §2 Report, §2 Mute: a grid card's '…' menu. */
describe("a grid card's menu", () => {
  it("'Report' opens the report form for the listing and publishes a kind 1984 naming its version, address and seller", async () => {
    const me = newKeys();
    signIn(me);
    const listing = cardListing();
    renderScreen(<ListingCard listing={listing} />);

    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Mute seller' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent', {}, { timeout: 10_000 })).toBeInTheDocument();

    const [report] = await queryEvents(inject('relayUrl'), { kinds: [KIND.report], authors: [me.pubkey] });
    const tags = (report as NostrEvent).tags;
    expect(tags).toContainEqual(['e', listing.event.id, 'other']);
    expect(tags).toContainEqual(['a', listingAddress(listing), 'other']);
    expect(tags).toContainEqual(['p', seller.pubkey, 'other']);
  }, 30_000);

  it("'Mute seller' mutes the seller at once and writes the account's mute list", { timeout: 40_000 }, async () => {
    const me = newKeys();
    signIn(me);
    const listing = cardListing();
    // The app's layout syncs the mute list after the first content; the item waits for that read.
    act(() => markFirstContentShown());
    renderScreen(
      <>
        <DeferredMutesSync />
        <ListingCard listing={listing} />
      </>,
    );

    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Mute seller' }));
    expect(await screen.findByText('Seller muted', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(eventStore.isMuted(listing.event)).toBe(true);
    await expect.poll(() => queryEvents(inject('relayUrl'), { kinds: [KIND.muteList], authors: [me.pubkey] }), { timeout: 20_000 }).toHaveLength(1);
  });

  it('signed out, each item asks to log in first', async () => {
    renderScreen(<ListingCard listing={cardListing()} />);

    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Report' }));
    const report = await screen.findByRole('dialog', { name: 'Sign in to report' });
    expect(report).toHaveTextContent('Log in or create an account to report this listing.');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Mute seller' }));
    const mute = await screen.findByRole('dialog', { name: 'Sign in to mute' });
    expect(within(mute).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('is not shown on one’s own listing, where neither item makes sense', async () => {
    const me = newKeys();
    signIn(me);
    renderScreen(<ListingCard listing={cardListing(me)} />);
    expect(await screen.findByRole('link', { name: 'View Details: Blue Volvo 240' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
  });
});
