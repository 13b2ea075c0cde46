import { ChevronLeftIcon, ChevronRightIcon, GripIcon, ImageOffIcon, StarIcon, XIcon } from 'lucide-react';
import { useState, type HTMLAttributes } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

import { DRAG_HANDLE_ATTRIBUTE, type DragState } from '../usePointerReorder';

/** Which of a tile's order buttons was pressed: the focus goes back to it (or its neighbour) after the move. */
export type PhotoOrderAction = 'left' | 'right' | 'cover';

interface PhotoThumbnailProps {
  url: string;
  /** The photo's thumbnail, when its upload made one: what the tile shows (a fraction of the bytes). */
  thumb?: string;
  position: number;
  total: number;
  onRemove: () => void;
  onMove: (to: number, action: PhotoOrderAction) => void;
  /** The drag in progress, if any, to show this tile lifted or as the place a dragged one would land. */
  drag: DragState | null;
  dragHandlers: HTMLAttributes<HTMLElement>;
}

/** Phones get 44 px targets (docs/product.md §4 Photos); a mouse gets the compact size. */
const ORDER_BUTTON = 'size-11 shrink-0 sm:size-8';
/** 'Make cover' or the 'Cover' mark: a full row under the arrows on a phone, between them from `sm` up. */
const CENTRE = 'order-last flex h-11 basis-full items-center justify-center sm:order-none sm:h-8 sm:min-w-0 sm:flex-1 sm:basis-auto';

/**
 * An uploaded photo with its remove and order buttons; the first one is the listing's cover photo. A mouse
 * drags the tile, a finger its handle, the keyboard uses the buttons. A photo that no longer loads (a restored
 * draft whose media server is down) stays listed, so the seller can remove or move it.
 */
export function PhotoThumbnail({ url, thumb, position, total, onRemove, onMove, drag, dragHandlers }: PhotoThumbnailProps) {
  const [broken, setBroken] = useState(false);
  const label = `Photo ${position} of ${total}`;
  const index = position - 1;
  const lifted = drag?.from === index;
  const target = drag !== null && !lifted && drag.over === index;
  return (
    <li
      className={cn(
        'relative flex select-none flex-col overflow-hidden rounded-md border bg-background sm:cursor-grab',
        lifted && 'z-10 cursor-grabbing opacity-80 shadow-lg ring-2 ring-primary',
        target && 'ring-2 ring-primary ring-offset-2',
      )}
      style={lifted ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : undefined}
      data-testid="photo-thumbnail"
      data-url={url}
      data-photo-index={index}
      {...dragHandlers}
    >
      <div className="relative aspect-[4/3] bg-muted">
        {broken ? (
          <div role="img" aria-label={`${label} (cannot be loaded)`} className="flex size-full items-center justify-center text-muted-foreground">
            <ImageOffIcon className="size-6" aria-hidden="true" />
          </div>
        ) : (
          <img src={thumb ?? url} alt={label} draggable={false} referrerPolicy="no-referrer" onError={() => setBroken(true)} className="size-full object-cover" />
        )}
        {/* The finger's way to drag; keyboard and screen reader users have the buttons below, so it is hidden from them. */}
        <div
          {...{ [DRAG_HANDLE_ATTRIBUTE]: '' }}
          aria-hidden="true"
          title="Drag to reorder"
          className="absolute left-1 top-1 flex size-11 touch-none items-center justify-center rounded-full bg-background/90 text-muted-foreground shadow sm:size-8"
        >
          <GripIcon className="size-4" />
        </div>
        <Button
          type="button"
          variant="destructive"
          size="icon"
          className="absolute right-1 top-1 size-8 rounded-full shadow"
          aria-label={`Remove photo ${position}`}
          onClick={onRemove}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      {/* On a phone the arrows share a row and 'Make cover' gets the next one: three 44 px targets do not fit a tile's width. */}
      <div className="flex flex-wrap items-center justify-between gap-1 p-1 sm:flex-nowrap">
        <Button type="button" variant="ghost" size="icon" className={ORDER_BUTTON} aria-label={`Move photo ${position} left`} disabled={position === 1} onClick={() => onMove(index - 1, 'left')} data-action="left">
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        {position === 1 ? (
          <span className={cn(CENTRE, 'gap-1 text-xs font-semibold')}>
            <StarIcon className="size-3.5 fill-current" aria-hidden="true" />
            Cover
          </span>
        ) : (
          <Button type="button" variant="outline" className={cn(CENTRE, 'px-1 text-xs')} aria-label={`Make cover (photo ${position})`} onClick={() => onMove(0, 'cover')} data-action="cover">
            Make cover
          </Button>
        )}
        <Button type="button" variant="ghost" size="icon" className={ORDER_BUTTON} aria-label={`Move photo ${position} right`} disabled={position === total} onClick={() => onMove(index + 1, 'right')} data-action="right">
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
