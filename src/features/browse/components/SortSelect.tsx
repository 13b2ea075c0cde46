import { ArrowUpDownIcon, ChevronDownIcon } from 'lucide-react';
import { Suspense } from 'react';

import { SELECT_TRIGGER_CLASS } from '@/components/ui/select-trigger-class';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useOnDemandControl } from '@/lib/useOnDemandControl';
import { cn } from '@/lib/utils';
import { SORT_LABELS } from '@/nostr/listing-sort';

import type { SortSelectProps } from './SortSelectMenu';

const menu = lazyWithPreload<SortSelectProps>(() => import('./SortSelectMenu').then((module) => module.SortSelectMenu));

/** Same width rules as the real trigger (SortSelectMenu), kept here so this file does not import it. */
const TRIGGER_WIDTH = 'min-w-0 flex-1 sm:w-56 sm:flex-none';

/**
 * The sort order of the grid; listings without the sorted value (no price, no mileage) always come last.
 * The select (Radix, with its positioning engine) is not needed to show the grid, so it loads when the user
 * reaches for it; until then an identical-looking trigger shows the current order.
 */
export function SortSelect({ value, onChange, nearCity, searching }: Omit<SortSelectProps, 'defaultOpen'>) {
  const { active, triggerProps } = useOnDemandControl(menu.preload, 'pointerdown');
  const standIn = (
    <button type="button" role="combobox" aria-label="Sort by" aria-expanded="false" className={cn(SELECT_TRIGGER_CLASS, TRIGGER_WIDTH)} {...triggerProps}>
      <span className="flex min-w-0 items-center gap-2">
        <ArrowUpDownIcon className="size-4 shrink-0 opacity-60" aria-hidden="true" />
        <span>{SORT_LABELS[value]}</span>
      </span>
      <ChevronDownIcon className="size-4 opacity-60" aria-hidden="true" />
    </button>
  );
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <menu.Component value={value} onChange={onChange} nearCity={nearCity} searching={searching} defaultOpen />
    </Suspense>
  );
}
