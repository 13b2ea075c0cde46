import { XIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { NETWORK_ONLY_CHIP } from '@/features/web-of-trust/public';
import type { ActiveFilter, FilterKey } from '@/nostr/listing-match';

interface ActiveFilterChipsProps {
  filters: readonly ActiveFilter[];
  onRemove: (key: FilterKey) => void;
  onClearAll: () => void;
  /** Given while 'Only sellers in my network' is on: its chip ('In my network') shows last and this removes it. */
  onRemoveNetworkOnly?: () => void;
}

interface Chip {
  id: string;
  label: string;
  remove: () => void;
}

/**
 * docs/product.md §2 active-filter chips, each removable, and 'Clear All' ('Only sellers in my network' is one
 * of them, §2 Web of trust). Renders nothing without active filters.
 */
export function ActiveFilterChips({ filters, onRemove, onClearAll, onRemoveNetworkOnly }: ActiveFilterChipsProps) {
  const chips: Chip[] = filters.map((filter) => ({ id: filter.key, label: filter.label, remove: () => onRemove(filter.key) }));
  if (onRemoveNetworkOnly !== undefined) chips.push({ id: 'network', label: NETWORK_ONLY_CHIP, remove: onRemoveNetworkOnly });
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="sr-only">Active filters:</span>
      <ul className="contents">
        {chips.map((chip) => (
          <li
            key={chip.id}
            data-testid="filter-chip"
            className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-0.5 pl-3 pr-1 text-sm text-secondary-foreground"
          >
            <span className="truncate">{chip.label}</span>
            <button
              type="button"
              aria-label={`Remove filter: ${chip.label}`}
              onClick={chip.remove}
              className="relative flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full after:absolute after:-inset-2.5 after:content-[''] hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <XIcon className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClearAll} className="max-sm:min-h-11">
        Clear All
      </Button>
    </div>
  );
}
