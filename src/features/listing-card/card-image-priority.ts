import type { CardImagePriority } from './components/ListingCard';

/** The widest grid has 4 columns (xl): without knowing the layout, the first 4 cards are the first row at most. */
const WIDEST_ROW = 4;

/** The first card's photo is fetched first, the rest of the first row eagerly, everything below lazily. */
export function cardImagePriority(index: number, columns: number = WIDEST_ROW): CardImagePriority {
  if (index === 0) return 'high';
  return index < columns ? 'eager' : 'lazy';
}
