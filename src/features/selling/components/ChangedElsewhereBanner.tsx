import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

interface ChangedElsewhereBannerProps {
  onReload: () => void;
  onUpdateAnyway: () => void;
  busy: boolean;
}

/**
 * The edit form found a newer version on the relays than the one it was filled from (docs/product.md §4 Edit
 * form): the seller reloads it, or replaces it with what the form holds.
 */
export function ChangedElsewhereBanner({ onReload, onUpdateAnyway, busy }: ChangedElsewhereBannerProps) {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-4 text-sm">
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        This listing was changed elsewhere since you opened it.
      </p>
      <p className="text-muted-foreground">
        Reload it to edit the newer version (what you typed here is replaced), or update anyway to publish this form over it.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onReload} disabled={busy}>
          <RefreshCwIcon aria-hidden="true" />
          Reload listing
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onUpdateAnyway} disabled={busy}>
          Update anyway
        </Button>
      </div>
    </div>
  );
}
