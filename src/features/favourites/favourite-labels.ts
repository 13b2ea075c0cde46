/** docs/product.md §2 Favourites: the heart's names. */
export const FAVOURITE_LABELS = {
  save: 'Save to favourites',
  remove: 'Remove from favourites',
} as const;

export const FAVOURITES_NAME = 'Your favourites';
