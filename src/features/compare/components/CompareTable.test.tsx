import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderScreen } from '@/test/render-screen';
import { parsedListing, signedListing, testKeys } from '@testing/listing-fixtures';

import { CompareTable, type CompareColumn } from './CompareTable';

/** The browser's language, which picks the display unit when the viewer chose none (docs/product.md §2 Units). */
function browserLanguage(language: string) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

const NOW = 1_750_000_000;

afterEach(() => {
  vi.restoreAllMocks();
});

const golf = parsedListing(signedListing(testKeys(), { d: 'golf', title: 'VW Golf', mileage: '120000 km', price: ['15900', 'EUR'] }));
const civic = parsedListing(signedListing(testKeys(), { d: 'civic', title: 'Honda Civic', mileage: '45000', price: ['14000', 'USD'] }));
const columns: CompareColumn[] = [golf, civic].map((listing) => ({
  car: { pubkey: listing.pubkey, d: listing.d, hints: [] },
  result: { state: 'found', listing },
  rating: undefined,
}));

function mileageCells(): string[] {
  const row = screen.getByRole('row', { name: /^Mileage/ });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('compare table mileage (docs/product.md §2 Compare, §2 Units)', () => {
  it('shows each car in its own unit with the viewer’s miles in brackets where they differ', () => {
    browserLanguage('en-US');
    renderScreen(<CompareTable columns={columns} now={NOW} onRemove={() => undefined} />);
    expect(mileageCells()).toEqual(['120,000 km (74,565 mi)', '45,000 mi']);
  });

  it('shows the viewer’s kilometres in brackets for a car counted in miles', () => {
    browserLanguage('de-DE');
    renderScreen(<CompareTable columns={columns} now={NOW} onRemove={() => undefined} />);
    expect(mileageCells()).toEqual(['120,000 km', '45,000 mi (72,420 km)']);
  });
});
