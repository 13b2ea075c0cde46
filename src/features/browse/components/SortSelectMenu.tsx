import { ArrowUpDownIcon } from 'lucide-react';

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { isSortOrder, SORT_LABELS, sortOrdersFor, type SortOrder } from '@/nostr/listing-sort';

export interface SortSelectProps {
  value: SortOrder;
  onChange: (sort: SortOrder) => void;
  /** Open on mount: the user pressed the stand-in trigger (see SortSelect). */
  defaultOpen?: boolean;
  /** A 'Near' city is set: 'Nearest first' is offered. */
  nearCity?: boolean;
  /** A search text is set: 'Best match' is offered. */
  searching?: boolean;
}

/** The Radix select behind SortSelect, loaded on demand. */
export function SortSelectMenu({ value, onChange, defaultOpen = false, nearCity = false, searching = false }: SortSelectProps) {
  return (
    <Select
      value={value}
      defaultOpen={defaultOpen}
      onValueChange={(next) => {
        if (isSortOrder(next)) onChange(next);
      }}
    >
      <SelectTrigger aria-label="Sort by" className="min-w-0 flex-1 sm:w-56 sm:flex-none">
        <span className="flex min-w-0 items-center gap-2">
          <ArrowUpDownIcon className="size-4 shrink-0 opacity-60" aria-hidden="true" />
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent align="end">
        {sortOrdersFor({ nearCity, searching }).map((order) => (
          <SelectItem key={order} value={order}>
            {SORT_LABELS[order]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
