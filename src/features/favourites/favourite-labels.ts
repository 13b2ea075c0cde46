/** docs/product.md §2 Favourites: the heart's names. */
export const FAVOURITE_LABELS = {
  save: 'Save to favourites',
  remove: 'Remove from favourites',
  /** While a press waits for relays that have not answered yet (docs/architecture.md §16). */
  loading: 'Loading your list…',
} as const;

export const FAVOURITES_NAME = 'Your favourites';
