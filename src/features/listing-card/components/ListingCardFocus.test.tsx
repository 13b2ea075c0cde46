import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { markFirstContentShown } from '@/lib/first-content';
import { parseListing, type CarListing } from '@/nostr/listing';
import { renderScreen } from '@/test/render-screen';

import { signedListing } from '@testing/listing-fixtures';
import { newKeys } from '@testing/test-relay';

import { ListingCard } from './ListingCard';

function cardListing(title: string): CarListing {
  const listing = parseListing(signedListing(newKeys(), { title }));
  if (listing === null) throw new Error('the fixture is a valid listing');
  return listing;
}

/** docs/product.md §2 Home: browse tab: a card is one Tab stop for the car, then its own actions. */
describe('a grid card and the keyboard', () => {
  it('meets the car once, at its title link; the heart, the menu and Compare follow; View Details is no second stop', async () => {
    const first = cardListing('Green Saab 900');
    const second = cardListing('Red Alfa 156');
    renderScreen(
      <>
        <ListingCard listing={first} />
        <ListingCard listing={second} />
      </>,
    );
    // The heart and Compare are deferred until the page's first content is shown.
    act(() => markFirstContentShown());
    await screen.findAllByRole('button', { name: /compare/i });

    // 'View Details' stays a link for a pointer, out of the Tab order.
    expect(screen.getByRole('link', { name: 'View Details: Green Saab 900' })).toHaveAttribute('tabindex', '-1');

    const stops: string[] = [];
    for (let press = 0; press < 10; press += 1) {
      await userEvent.tab();
      const active = document.activeElement;
      if (active === document.body || active === null) break;
      stops.push(active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '');
    }
    // The car first, once; then its own actions; then the next car.
    expect(stops).toEqual([
      'Green Saab 900',
      'Save to favourites',
      'More actions for Green Saab 900',
      'Compare: Green Saab 900',
      'Red Alfa 156',
      'Save to favourites',
      'More actions for Red Alfa 156',
      'Compare: Red Alfa 156',
    ]);
  });
});
