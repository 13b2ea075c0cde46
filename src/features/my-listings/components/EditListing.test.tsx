import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NostrEvent } from 'nostr-tools';
import { describe, expect, inject, it } from 'vitest';

import { KIND } from '@/config/constants';

import { uniqueToken } from '@testing/listing-fixtures';

import { newKeys, nowSeconds, publishEvents, queryEvents, startTestRelay, type TestKeys } from '@testing/test-relay';
import { renderSellerApp, sellersListing, tagOf } from '@/test/seller-app';
import { signIn } from '@/test/sign-in';

/**
 * Editing a listing (docs/product.md §2 Edit listing, §4): the real form, filled from the relay, republishing
 * kind 30402 with the same `d`, the original `published_at` and a later `created_at`; a version published
 * elsewhere meanwhile is noticed before it is overwritten; a failed update keeps what the seller typed.
 */

configure({ asyncUtilTimeout: 15_000 });
const relayUrl = inject('relayUrl');

/** The newest version of the seller's listing `d`, as another client reads it from `url`. */
async function latestVersion(url: string, seller: TestKeys, d: string): Promise<NostrEvent> {
  const events = await queryEvents(url, { kinds: [KIND.listing], authors: [seller.pubkey], '#d': [d] });
  const [newest] = events.toSorted((a, b) => b.created_at - a.created_at);
  if (newest === undefined) throw new Error(`no version of ${d}`);
  return newest;
}

function form() {
  return screen.getByRole('form', { name: 'Edit Your Listing' });
}

async function openEditForm(d: string, relay?: string) {
  renderSellerApp(`/my-listings/edit/${d}`, relay);
  return screen.findByRole('form', { name: 'Edit Your Listing' });
}

describe('editing a listing', () => {
  it('fills every field and photo, and publishes a new version with the same d and published_at', async () => {
    const token = uniqueToken();
    const seller = newKeys();
    const d = `car-${token}`;
    const created = nowSeconds() - 600;
    const original = sellersListing(seller, d, created, { title: `${token} Mazda CX-5` });
    await publishEvents(relayUrl, [original]);
    signIn(seller);
    const edit = await openEditForm(d);

    expect(screen.getByRole('heading', { name: 'Edit Your Listing' })).toBeInTheDocument();
    expect(within(edit).getByLabelText('Title')).toHaveValue(`${token} Mazda CX-5`);
    expect(within(edit).getByLabelText('Location')).toHaveValue('Denver, CO');
    expect(within(edit).getByLabelText('Summary (optional)')).toHaveValue('Two owners, no accidents');
    expect(within(edit).getByLabelText('Description')).toHaveValue('Timing chain, brakes and tyres done last year. Non-smoker.');
    expect(within(edit).getByLabelText('Price')).toHaveValue(18900);
    expect(within(edit).getByLabelText('Currency')).toHaveTextContent('USD');
    expect(within(edit).getByLabelText('Make')).toHaveTextContent('Mazda');
    expect(within(edit).getByLabelText('Model')).toHaveValue('CX-5');
    expect(within(edit).getByLabelText('Year')).toHaveValue('2018');
    expect(within(edit).getByLabelText('Mileage')).toHaveValue('61000');
    expect(within(edit).getByLabelText('Fuel Type')).toHaveTextContent('Gasoline');
    expect(within(edit).getByLabelText('Transmission')).toHaveTextContent('Automatic');
    expect(within(edit).getByLabelText('Body Type')).toHaveTextContent('SUV');
    expect(within(edit).getByLabelText('Color')).toHaveValue('Soul Red');
    expect(within(edit).getByLabelText('Condition')).toHaveTextContent('Good');
    expect(within(edit).getByRole('img', { name: 'Photo 1 of 2' })).toHaveAttribute('src', 'https://media.example/cx5-front.jpg');
    expect(within(edit).getByRole('img', { name: 'Photo 2 of 2' })).toHaveAttribute('src', 'https://media.example/cx5-side.jpg');
    // An edit keeps no draft: the new-listing draft is not touched.
    expect(within(edit).queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();

    await userEvent.click(within(edit).getByRole('button', { name: 'Remove photo 2' }));
    await userEvent.clear(within(edit).getByLabelText('Price'));
    await userEvent.type(within(edit).getByLabelText('Price'), '17500');
    await userEvent.click(within(edit).getByRole('button', { name: 'Update Listing' }));
    expect(await within(form()).findByRole('heading', { name: /^Published to 1 of \d+ relays?$/ })).toBeInTheDocument();
    expect(within(form()).getByRole('link', { name: 'View your listing' })).toHaveAttribute('href', expect.stringContaining(`/listing/${d}?seller=npub1`));
    expect(await screen.findByText('Listing updated!')).toBeInTheDocument();

    const edited = await latestVersion(relayUrl, seller, d);
    expect(edited.id).not.toBe(original.id);
    expect(edited.created_at).toBeGreaterThan(original.created_at);
    expect(tagOf(edited, 'published_at')).toEqual(['published_at', String(created)]);
    expect(tagOf(edited, 'price')).toEqual(['price', '17500', 'USD']);
    expect(edited.tags.filter(([name]) => name === 'image')).toEqual([['image', 'https://media.example/cx5-front.jpg']]);
    expect(tagOf(edited, 'status')).toEqual(['status', 'active']);
    // The form still holds the edit, ready for another one.
    expect(within(form()).getByLabelText('Price')).toHaveValue(17500);

    // A second edit right away (likely the same second) is still dated after the first.
    await userEvent.type(within(form()).getByLabelText('Title'), ' GT');
    await userEvent.click(within(form()).getByRole('button', { name: 'Update Listing' }));
    await waitFor(async () => expect(tagOf(await latestVersion(relayUrl, seller, d), 'title')).toEqual(['title', `${token} Mazda CX-5 GT`]));
    const again = await latestVersion(relayUrl, seller, d);
    expect(again.created_at).toBeGreaterThan(edited.created_at);
    expect(tagOf(again, 'published_at')).toEqual(['published_at', String(created)]);
  });

  it('notices a version published elsewhere since the form opened, and lets the seller reload it first', async () => {
    const token = uniqueToken();
    const seller = newKeys();
    const d = `car-${token}`;
    const now = nowSeconds();
    await publishEvents(relayUrl, [sellersListing(seller, d, now - 600, { title: `${token} Golf` })]);
    signIn(seller);
    const edit = await openEditForm(d);

    // Another device edits the listing while this form is open.
    const elsewhere = sellersListing(seller, d, now - 30, { title: `${token} Golf GTI`, price: '21000' }, { publishedAt: now - 600 });
    await publishEvents(relayUrl, [elsewhere]);

    await userEvent.clear(within(edit).getByLabelText('Model'));
    await userEvent.type(within(edit).getByLabelText('Model'), 'Golf');
    await userEvent.click(within(edit).getByRole('button', { name: 'Update Listing' }));
    const alert = await within(edit).findByRole('alert');
    expect(alert).toHaveTextContent('This listing was changed elsewhere since you opened it.');
    // Nothing was overwritten.
    expect((await latestVersion(relayUrl, seller, d)).id).toBe(elsewhere.id);
    expect(within(edit).getByLabelText('Model')).toHaveValue('Golf');

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload listing' }));
    expect(within(edit).getByLabelText('Title')).toHaveValue(`${token} Golf GTI`);
    expect(within(edit).getByLabelText('Price')).toHaveValue(21000);
    expect(within(edit).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.clear(within(edit).getByLabelText('Price'));
    await userEvent.type(within(edit).getByLabelText('Price'), '20500');
    await userEvent.click(within(edit).getByRole('button', { name: 'Update Listing' }));
    expect(await within(form()).findByRole('heading', { name: /^Published to 1 of \d+ relays?$/ })).toBeInTheDocument();
    const updated = await latestVersion(relayUrl, seller, d);
    expect(updated.created_at).toBeGreaterThan(elsewhere.created_at);
    expect(tagOf(updated, 'title')).toEqual(['title', `${token} Golf GTI`]);
    expect(tagOf(updated, 'price')).toEqual(['price', '20500', 'USD']);
    expect(tagOf(updated, 'published_at')).toEqual(['published_at', String(now - 600)]);
  });

  it("'Update anyway' publishes the form over the newer version", async () => {
    const token = uniqueToken();
    const seller = newKeys();
    const d = `car-${token}`;
    const now = nowSeconds();
    await publishEvents(relayUrl, [sellersListing(seller, d, now - 600, { title: `${token} Polo` })]);
    signIn(seller);
    const edit = await openEditForm(d);
    const elsewhere = sellersListing(seller, d, now + 5, { title: `${token} Polo (other device)` }, { publishedAt: now - 600 });
    await publishEvents(relayUrl, [elsewhere]);

    await userEvent.type(within(edit).getByLabelText('Title'), ' GTI');
    await userEvent.click(within(edit).getByRole('button', { name: 'Update Listing' }));
    await userEvent.click(await within(edit).findByRole('button', { name: 'Update anyway' }));
    expect(await within(form()).findByRole('heading', { name: /^Published to 1 of \d+ relays?$/ })).toBeInTheDocument();
    const updated = await latestVersion(relayUrl, seller, d);
    expect(tagOf(updated, 'title')).toEqual(['title', `${token} Polo GTI`]);
    // Dated after the other device's version, which was dated ahead of this clock.
    expect(updated.created_at).toBeGreaterThan(elsewhere.created_at);
  });

  it('keeps everything typed when the update fails, and sends it again once a relay is back', async () => {
    const token = uniqueToken();
    const seller = newKeys();
    const d = `car-${token}`;
    let relay = await startTestRelay();
    try {
      await publishEvents(relay.url, [sellersListing(seller, d, nowSeconds() - 600, { title: `${token} Fiesta` })]);
      signIn(seller);
      const edit = await openEditForm(d, relay.url);
      await userEvent.type(within(edit).getByLabelText('Title'), ' ST');
      const { port } = relay;
      await relay.close();

      await userEvent.click(within(edit).getByRole('button', { name: 'Update Listing' }));
      expect(await within(form()).findByRole('heading', { name: 'Your listing was not updated' }, { timeout: 20_000 })).toBeInTheDocument();
      expect(await screen.findByText('Failed to update listing')).toBeInTheDocument();
      expect(within(form()).getByLabelText('Title')).toHaveValue(`${token} Fiesta ST`);
      expect(within(form()).getByRole('button', { name: 'Update Listing' })).toBeEnabled();

      relay = await startTestRelay({ port });
      await userEvent.click(within(form()).getByRole('button', { name: 'Update Listing' }));
      expect(await within(form()).findByRole('heading', { name: /^Published to 1 of \d+ relays?$/ }, { timeout: 20_000 })).toBeInTheDocument();
      expect(tagOf(await latestVersion(relay.url, seller, d), 'title')).toEqual(['title', `${token} Fiesta ST`]);
    } finally {
      await relay.close();
    }
  }, 60_000);

  it("finds nothing to edit under someone else's listing", async () => {
    const token = uniqueToken();
    const owner = newKeys();
    await publishEvents(relayUrl, [sellersListing(owner, `car-${token}`, nowSeconds() - 60)]);
    signIn(newKeys());
    renderSellerApp(`/my-listings/edit/car-${token}`);
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', async () => {
    renderSellerApp('/my-listings/edit/car-anything');
    expect(await screen.findByText('Sign in to edit your listing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Listings' })).toHaveAttribute('href', '/my-listings');
  });
});
