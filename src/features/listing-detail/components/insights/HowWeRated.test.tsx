import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { PriceRating } from '@/nostr/price-rating';
import { renderScreen } from '@/test/render-screen';
import { parsedListing, signedListing, testKeys } from '@testing/listing-fixtures';

import { HowWeRated } from './HowWeRated';

/** The browser's language, which picks the display unit when the viewer chose none (docs/product.md §2 Units). */
function browserLanguage(language: string) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

afterEach(() => {
  vi.restoreAllMocks();
});

const golf = parsedListing(signedListing(testKeys(), { title: 'VW Golf', make: 'Volkswagen', model: 'Golf', year: '2019', mileage: '120000 km', price: ['15900', 'EUR'] }));
const comparable = parsedListing(signedListing(testKeys(), { title: 'Another Golf', make: 'Volkswagen', model: 'Golf', year: '2019', mileage: '70000', price: ['16500', 'EUR'] }));
const rating: PriceRating = { status: 'unrated', reason: 'not-enough', comparables: [comparable] };

describe("'How we rated this' (docs/product.md §2 Buyer insight, §2 Units)", () => {
  it('states the mileage band in the viewer’s miles with the km listing’s own unit in brackets', () => {
    browserLanguage('en-US');
    renderScreen(<HowWeRated listing={golf} rating={rating} />);
    const explanation = screen.getByTestId('how-we-rated');
    // 120,000 km is 74,565 mi; the band is half of it (at least 30,000 mi): 37,282 mi, 60,000 km.
    expect(explanation).toHaveTextContent('within 37,282 mi (60,000 km) of 74,565 mi (120,000 km)');
    // A comparable reads as on its card: its own unit, the viewer's in brackets when they differ.
    expect(within(explanation).getByRole('listitem')).toHaveTextContent('2019 · 70,000 mi ·');
  });

  it('states it in kilometres alone for a viewer who counts in kilometres, and converts a comparable in miles', () => {
    browserLanguage('de-DE');
    renderScreen(<HowWeRated listing={golf} rating={rating} />);
    const explanation = screen.getByTestId('how-we-rated');
    expect(explanation).toHaveTextContent('within 60,000 km of 120,000 km,');
    expect(explanation).not.toHaveTextContent(/within [\d,]+ mi/);
    expect(within(explanation).getByRole('listitem')).toHaveTextContent('2019 · 70,000 mi (112,654 km) ·');
  });
});
