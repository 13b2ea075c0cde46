import { XIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import type { ActiveFilter, FilterKey } from '@/nostr/listing-match';

interface ActiveFilterChipsProps {
  filters: readonly ActiveFilter[];
  onRemove: (key: FilterKey) => void;
  onClearAll: () => void;
}

/** docs/product.md §2 active-filter chips, each removable, and 'Clear All'. Renders nothing without active filters. */
export function ActiveFilterChips({ filters, onRemove, onClearAll }: ActiveFilterChipsProps) {
  if (filters.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="sr-only">Active filters:</span>
      <ul className="contents">
        {filters.map((filter) => (
          <li
            key={filter.key}
            data-testid="filter-chip"
            className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-0.5 pl-3 pr-1 text-sm text-secondary-foreground"
          >
            <span className="truncate">{filter.label}</span>
            <button
              type="button"
              aria-label={`Remove filter: ${filter.label}`}
              onClick={() => onRemove(filter.key)}
              className="flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <XIcon className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClearAll}>
        Clear All
      </Button>
    </div>
  );
}
