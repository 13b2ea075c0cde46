import { TriangleAlertIcon } from 'lucide-react';

import { cn } from '@/lib/utils';
import { PRICE_LABEL_TEXT, type PriceLabel, type PriceRating } from '@/nostr/price-rating';

const LABEL_STYLES: Readonly<Record<PriceLabel, string>> = {
  // Amber like a caution, solid (and with an icon) so it is not read as the lighter amber 'High price'.
  suspicious: 'border-transparent bg-amber-400 text-amber-950 dark:bg-amber-500',
  great: 'border-transparent bg-emerald-700 text-white',
  good: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  fair: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
  high: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  over: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
};

/**
 * 'Unusually low price', 'Great price' … 'Overpriced' (docs/product.md §2 Buyer insight); nothing for a listing
 * that is not rated.
 */
export function PriceRatingBadge({ rating, className }: { rating: PriceRating | undefined; className?: string }) {
  if (rating?.status !== 'rated') return null;
  return (
    <span
      data-testid="price-rating"
      data-label={rating.label}
      className={cn('inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold', LABEL_STYLES[rating.label], className)}
    >
      {rating.label === 'suspicious' && <TriangleAlertIcon aria-hidden="true" className="size-3.5 shrink-0" />}
      {PRICE_LABEL_TEXT[rating.label]}
    </span>
  );
}
