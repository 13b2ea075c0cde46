import { AlertCircleIcon, Loader2Icon, RotateCcwIcon, XIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { PendingPhoto } from '../usePhotoUploads';

/** `312 kB`, `2.4 MB`: decimal units, as file managers show them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(0, Math.round(bytes / 1000))} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

function percentOf(photo: PendingPhoto): number {
  return photo.total > 0 ? Math.min(100, Math.floor((photo.sent / photo.total) * 100)) : 0;
}

interface PendingPhotoTileProps {
  photo: PendingPhoto;
  onCancel: (id: number) => void;
  onRetry: (id: number) => void;
}

/**
 * Stands in for a photo on its way (docs/product.md §4 Photos): waiting, being prepared (resized), uploading
 * with bytes sent and percent, or failed with its reason and Retry. Cancel (or Remove) takes it away.
 */
export function PendingPhotoTile({ photo, onCancel, onRetry }: PendingPhotoTileProps) {
  const failed = photo.status === 'failed';
  const percent = percentOf(photo);
  return (
    <li
      data-testid="pending-photo"
      data-status={photo.status}
      className={`relative flex aspect-[4/3] flex-col items-center justify-center gap-1 rounded-md border border-dashed p-2 text-center ${failed ? 'border-destructive bg-destructive/5' : 'bg-muted/40'}`}
    >
      {failed ? (
        <>
          <AlertCircleIcon className="size-5 text-destructive" aria-hidden="true" />
          <span className="text-xs font-medium text-destructive" role="alert">
            {photo.error}
          </span>
          <span className="w-full truncate text-xs" title={photo.name}>
            {photo.name}
          </span>
          <div className="mt-1 flex flex-wrap justify-center gap-1">
            {photo.retryable && (
              <Button type="button" size="sm" variant="outline" className="h-7 px-2 text-xs" onClick={() => onRetry(photo.id)} aria-label={`Retry ${photo.name}`}>
                <RotateCcwIcon aria-hidden="true" />
                Retry
              </Button>
            )}
            <Button type="button" size="sm" variant="ghost" className="h-7 px-2 text-xs" onClick={() => onCancel(photo.id)} aria-label={`Remove ${photo.name}`}>
              Remove
            </Button>
          </div>
        </>
      ) : (
        <>
          <Loader2Icon className="size-5 animate-spin text-muted-foreground" aria-hidden="true" />
          {photo.status === 'uploading' ? (
            <>
              <span className="text-xs font-medium tabular-nums">Uploading... {percent} %</span>
              <div
                role="progressbar"
                aria-label={`Uploading ${photo.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-1.5 w-4/5 overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
              </div>
              <span className="text-xs tabular-nums text-muted-foreground">
                {formatBytes(photo.sent)} of {formatBytes(photo.total)}
              </span>
            </>
          ) : (
            <span className="text-xs text-muted-foreground">{photo.status === 'waiting' ? 'Waiting...' : 'Preparing...'}</span>
          )}
          <span className="w-full truncate text-xs" title={photo.name}>
            {photo.name}
          </span>
          <Button
            type="button"
            variant="secondary"
            size="icon"
            className="absolute right-1 top-1 size-7 rounded-full shadow"
            aria-label={`Cancel upload of ${photo.name}`}
            onClick={() => onCancel(photo.id)}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </>
      )}
    </li>
  );
}
