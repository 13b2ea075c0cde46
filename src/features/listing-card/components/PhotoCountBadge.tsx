import { ImagesIcon } from 'lucide-react';

/**
 * How many photos a listing has, on its card's photo (docs/product.md §2 Home: browse tab), from two on: the
 * number with an icon, read out as '{n} photos'. The boot cards fill the same markup (first-paint/boot-card).
 */
export function PhotoCountBadge({ count }: { count: number }) {
  if (count < 2) return null;
  return (
    <span
      role="img"
      aria-label={`${count} photos`}
      data-testid="photo-count"
      className="pointer-events-none absolute bottom-2 right-2 inline-flex items-center gap-1 rounded-full bg-black/65 px-2 py-0.5 text-xs font-semibold text-white"
    >
      <ImagesIcon className="size-3.5" aria-hidden="true" />
      {String(count)}
    </span>
  );
}
