import { HeartIcon } from 'lucide-react';

import { afterFirstContent } from '@/lib/after-first-content';

import { FAVOURITE_LABELS } from '../favourite-labels';
import { favouriteButtonClass } from './favourite-button-style';

/**
 * The favourites parts of screens that load after the page's main content (src/lib/first-content.ts): the
 * store, its sync with the account and the private-list code are not needed to show the first cars.
 * Until then the heart is an inert look-alike of the same size (with its label where the button has one).
 */
export const DeferredFavouriteButton = afterFirstContent(
  () => import('./FavouriteButton').then((module) => module.FavouriteButton),
  ({ className, withLabel = false }: { address: string; className?: string; withLabel?: boolean }) => (
    <span aria-hidden="true" className={favouriteButtonClass(withLabel, className)}>
      <HeartIcon className="size-4 text-foreground" />
      {/* The labelled button's width too: on a phone it decides whether the price row wraps. */}
      {withLabel && FAVOURITE_LABELS.save}
    </span>
  ),
);

export const DeferredFavouritesSync = afterFirstContent(
  () => import('./FavouritesSync').then((module) => module.FavouritesSync),
  () => null,
);
