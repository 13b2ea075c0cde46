import { HeartIcon, Loader2Icon } from 'lucide-react';

import { cn } from '@/lib/utils';
import { toast } from '@/lib/toast-store';
import type { FavouriteEdit } from '@/nostr/bookmark-list';

import { FAVOURITE_LABELS } from '../favourite-labels';
import { useFavouriteEdit, useFavouriteWaiting, useIsFavourite } from '../useFavourites';
import { favouriteButtonClass } from './favourite-button-style';

/**
 * The heart on a card and on the detail page (docs/product.md §2 Favourites). Its name says what pressing it
 * does: "Save to favourites" or "Remove from favourites". The change shows at once; a failed save undoes it
 * and says why. Pressed before every one of the user's relays has answered, it says "Loading your list…"
 * until they have (docs/architecture.md §16).
 */
export function FavouriteButton({ address, className, withLabel = false }: { address: string; className?: string; withLabel?: boolean }) {
  const saved = useIsFavourite(address);
  const waiting = useFavouriteWaiting(address);
  const edit = useFavouriteEdit();
  const label = waiting ? FAVOURITE_LABELS.loading : saved ? FAVOURITE_LABELS.remove : FAVOURITE_LABELS.save;
  const toggle = () => {
    const change: FavouriteEdit = { type: saved ? 'remove' : 'add', address };
    edit(change).catch(async (error: unknown) => {
      // The reasons' texts load only when one is needed.
      const { favouriteEditProblem } = await import('../favourite-messages');
      toast({ ...favouriteEditProblem(error), variant: 'destructive' });
    });
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={withLabel ? undefined : label}
      title={withLabel ? undefined : label}
      data-saved={saved}
      aria-busy={waiting}
      className={favouriteButtonClass(withLabel, className)}
    >
      {waiting ? (
        <Loader2Icon aria-hidden="true" className="size-4 animate-spin text-muted-foreground" />
      ) : (
        <HeartIcon aria-hidden="true" className={cn('size-4', saved ? 'fill-red-500 text-red-500' : 'text-foreground')} />
      )}
      {withLabel && label}
    </button>
  );
}
