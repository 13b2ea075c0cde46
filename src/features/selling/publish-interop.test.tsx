import { NLogin } from '@nostrify/react/login';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nip19 } from 'nostr-tools';
import { describe, expect, inject, it } from 'vitest';

import { KIND, STORAGE_KEYS } from '@/config/constants';
import { renderScreen } from '@/test/render-screen';

import { newKeys, queryEvents } from '@testing/test-relay';
import { ListingForm } from './components/ListingForm';
import { serializeListingDraft } from './listing-draft';
import { emptyListingForm } from './listing-form-schema';

/**
 * What the sell form publishes, read back by a separate client from the relay: the NIP-99 tags Carstr reads,
 * and next to them the GammaMarkets tags other marketplaces (Plebeian Market, Conduit) read — `stock`,
 * `type` and `spec` pairs (docs/product.md §3 Car listing). The form is the real one, with its
 * validation, the publish hook and the signer of a stored key login.
 */

/** A returning seller: a key login stored before the providers mount. */
function signedInSeller() {
  const keys = newKeys();
  localStorage.setItem(STORAGE_KEYS.logins, JSON.stringify([NLogin.fromNsec(nip19.nsecEncode(keys.secretKey))]));
  return keys;
}

describe('publishing a listing for other marketplaces', () => {
  it('publishes stock 1, type simple physical and spec pairs next to the NIP-99 tags', async () => {
    const seller = signedInSeller();
    const title = `2021 Toyota RAV4 Hybrid ${Math.random().toString(36).slice(2, 8)}`;
    // The selects come from a stored draft (Radix Select needs pointer APIs happy-dom lacks); the text fields
    // the test types below start empty.
    localStorage.setItem(
      STORAGE_KEYS.listingDraft,
      serializeListingDraft(
        {
          ...emptyListingForm(),
          location: 'Portland, OR',
          summary: 'One owner, dealer serviced',
          description: 'Garage kept and never smoked in. Full service history.',
          price: '23900',
          currency: 'EUR',
          make: 'Toyota',
          model: 'RAV4',
          year: '2021',
          fuelType: 'Hybrid',
          transmission: 'Automatic',
          bodyType: 'SUV',
          color: 'Lunar Rock',
          condition: 'Excellent',
        },
        Date.now(),
      ),
    );
    renderScreen(<ListingForm />);

    await userEvent.type(await screen.findByLabelText('Title'), title);
    await userEvent.type(screen.getByLabelText('Mileage'), '38000');
    // The unit follows the browser's region (en-US here: miles) until the seller picks the other.
    const units = screen.getByRole('group', { name: 'Mileage unit' });
    expect(within(units).getByRole('button', { name: 'mi' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(units).getByRole('button', { name: 'km' }));
    expect(within(units).getByRole('button', { name: 'km' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(units).getByRole('button', { name: 'mi' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    // The form's relay accepts; the presets (public relays) cannot be reached from the tests.
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Published to 1 of \d+ relays?$/ })).toBeInTheDocument(), { timeout: 20_000 });

    const events = await queryEvents(inject('relayUrl'), { kinds: [KIND.listing], authors: [seller.pubkey] });
    expect(events).toHaveLength(1);
    const [event] = events;
    const { tags } = event!;
    const named = (name: string) => tags.filter(([tagName]) => tagName === name);

    // NIP-99, as Carstr and Shopstr read it.
    expect(named('d')).toEqual([['d', expect.stringMatching(/\S/)]]);
    expect(named('title')).toEqual([['title', title]]);
    expect(named('price')).toEqual([['price', '23900', 'EUR']]);
    expect(named('published_at')).toEqual([['published_at', String(event!.created_at)]]);
    for (const tag of [
      ['summary', 'One owner, dealer serviced'],
      ['location', 'Portland, OR'],
      ['make', 'Toyota'],
      ['model', 'RAV4'],
      ['year', '2021'],
      ['mileage', '38000', 'km'],
      ['fuel_type', 'Hybrid'],
      ['transmission', 'Automatic'],
      ['body_type', 'SUV'],
      ['color', 'Lunar Rock'],
      ['condition', 'Excellent'],
    ]) {
      expect(tags).toContainEqual(tag);
    }
    expect(named('status')).toEqual([['status', 'active']]);
    expect(named('t')).toEqual([
      ['t', 'automobile'],
      ['t', 'car'],
      ['t', 'toyota'],
      ['t', 'rav4'],
      ['t', 'suv'],
    ]);
    expect(event!.content).toBe('Garage kept and never smoked in. Full service history.');

    // GammaMarkets, as Plebeian Market and Conduit read it: in stock, a simple physical product, and the
    // vehicle details as spec pairs (mileage with its unit).
    expect(named('stock')).toEqual([['stock', '1']]);
    expect(named('type')).toEqual([['type', 'simple', 'physical']]);
    expect(named('spec')).toEqual([
      ['spec', 'make', 'Toyota'],
      ['spec', 'model', 'RAV4'],
      ['spec', 'year', '2021'],
      ['spec', 'mileage', '38000 km'],
      ['spec', 'fuel-type', 'Hybrid'],
      ['spec', 'transmission', 'Automatic'],
      ['spec', 'body-type', 'SUV'],
      ['spec', 'color', 'Lunar Rock'],
      ['spec', 'condition', 'Excellent'],
    ]);
  });
});
