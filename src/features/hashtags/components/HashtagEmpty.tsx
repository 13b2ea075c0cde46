import { HashIcon } from 'lucide-react';

/** The grid's empty state ('No cars found') for a tag no listing carries. */
export function HashtagEmpty({ tag }: { tag: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
      <HashIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="text-lg font-semibold">No cars found</h3>
      <p className="max-w-md break-words text-sm text-muted-foreground">No listings on this relay are tagged #{tag} yet.</p>
    </div>
  );
}
