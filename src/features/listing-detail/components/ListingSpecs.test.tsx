import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { parseListing, type CarListing } from '@/nostr/listing';
import { renderScreen } from '@/test/render-screen';

import { fakeEvent } from '@testing/events';
import { ListingSpecs } from './ListingSpecs';

/** docs/product.md §2 Specifications card with the buyer fields of §3 Car details as spec pairs. */

function listingWith(...pairs: string[][]): CarListing {
  const listing = parseListing(
    fakeEvent({ kind: KIND.listing, tags: [['d', 'car-1'], ['title', 'Audi A4'], ['t', 'car'], ['make', 'Audi'], ...pairs] }),
  );
  if (listing === null) throw new Error('invalid fixture');
  return listing;
}

function rows(): Record<string, string> {
  const card = screen.getByRole('region', { name: 'Specifications' });
  return Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

describe('ListingSpecs with the buyer fields', () => {
  it('shows a row for each stated field in words buyers read, and the equipment as a list', async () => {
    renderScreen(
      <ListingSpecs
        listing={listingWith(
          ['spec', 'power', '110 kW'],
          ['spec', 'engine_size', '1998 cc'],
          ['spec', 'first_registration', '2019-03'],
          ['spec', 'previous_owners', '1'],
          ['spec', 'drivetrain', 'quattro'],
          ['spec', 'doors', '5'],
          ['spec', 'seats', '5'],
          ['spec', 'service_history', 'full'],
          ['spec', 'accident_free', 'yes'],
          ['spec', 'seller_type', 'private'],
          ['spec', 'equipment', 'Navigation, Heated seats, <img src=x onerror=alert(1)>'],
        )}
      />,
    );
    await screen.findByRole('region', { name: 'Specifications' });
    expect(rows()).toMatchObject({
      Power: '110 kW (150 hp)',
      'Engine size': '1,998 cc',
      'First registration': '03/2019',
      'Previous owners': '1',
      Drivetrain: 'AWD',
      Doors: '5',
      Seats: '5',
      'Service history': 'Full',
      'Accident-free': 'Yes',
      Seller: 'Private seller',
    });
    const equipment = screen.getByRole('list', { name: 'Equipment' });
    expect(within(equipment).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Navigation',
      'Heated seats',
      '<img src=x onerror=alert(1)>',
    ]);
    // Hostile text stays text: no element was made of it.
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('leaves out what is not stated or does not read, and says No, Partial, Dealer and a bare year plainly', async () => {
    renderScreen(
      <ListingSpecs
        listing={listingWith(
          ['spec', 'power', '<script>alert(1)</script>'],
          ['spec', 'doors', '42'],
          ['spec', 'first_registration', '2018'],
          ['spec', 'accident_free', 'no'],
          ['spec', 'service_history', 'Partial'],
          ['spec', 'seller_type', 'trade'],
        )}
      />,
    );
    await screen.findByRole('region', { name: 'Specifications' });
    const shown = rows();
    expect(shown).toMatchObject({ 'First registration': '2018', 'Accident-free': 'No', 'Service history': 'Partial', Seller: 'Dealer' });
    expect(shown).not.toHaveProperty('Power');
    expect(shown).not.toHaveProperty('Doors');
    expect(screen.queryByRole('list', { name: 'Equipment' })).not.toBeInTheDocument();
  });
});
