import { Loader2Icon } from 'lucide-react';

/** Stands in for a photo while it is cleaned and uploaded. */
export function PendingPhotoTile({ name }: { name: string }) {
  return (
    <li className="flex aspect-[4/3] flex-col items-center justify-center gap-1 rounded-md border border-dashed bg-muted/40 p-2 text-center">
      <Loader2Icon className="size-5 animate-spin text-muted-foreground" aria-hidden="true" />
      <span className="text-xs text-muted-foreground">Uploading...</span>
      <span className="w-full truncate text-xs" title={name}>
        {name}
      </span>
    </li>
  );
}
