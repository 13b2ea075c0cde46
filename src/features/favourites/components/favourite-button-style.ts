import { cn } from '@/lib/utils';

/** The heart's look, shared by the button and its stand-in while the button's code loads (DeferredFavouriteButton). */
export function favouriteButtonClass(withLabel: boolean, className: string | undefined): string {
  return cn(
    'inline-flex items-center justify-center gap-1.5 rounded-full border bg-background/90 text-sm font-medium shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    withLabel ? 'h-9 px-3' : 'size-9',
    className,
  );
}
