import { BellOffIcon, SearchXIcon, Trash2Icon } from 'lucide-react';

import { FavouriteButton } from '@/features/favourites/public';

/**
 * A favourite that is no longer on offer: deleted by its seller, not found on the relays read now, or of a
 * seller the user muted (docs/product.md §2 Mute). It
 * stays in the list, saying so, until the user removes it (docs/product.md §2 Favourites).
 */
export function GoneFavouriteCard({ address, state, title }: { address: string; state: 'deleted' | 'missing' | 'muted'; title: string | undefined }) {
  const Icon = state === 'deleted' ? Trash2Icon : state === 'muted' ? BellOffIcon : SearchXIcon;
  return (
    <article data-testid="gone-favourite" className="flex flex-col gap-3 self-start rounded-lg border border-dashed bg-muted/30 p-4">
      <div className="flex items-start justify-between gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <FavouriteButton address={address} />
      </div>
      <h3 className="break-words font-semibold leading-snug">{title ?? 'A listing you saved'}</h3>
      <p className="text-sm text-muted-foreground">
        {state === 'deleted' ? 'Deleted by the seller.' : state === 'muted' ? 'You muted this seller.' : 'Not found on your relays. It may have been removed, or live on relays you do not read.'}
      </p>
    </article>
  );
}
