import { SlidersHorizontalIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

interface FiltersToggleProps {
  open: boolean;
  activeCount: number;
  controls: string;
  onToggle: () => void;
  /** Starts loading the panel's code when the pointer or focus arrives, before the click. */
  onPreload?: () => void;
}

/** Opens and closes the 'Filter Results' card; shows how many filters constrain the grid. */
export function FiltersToggle({ open, activeCount, controls, onToggle, onPreload }: FiltersToggleProps) {
  return (
    <Button
      variant={open ? 'secondary' : 'outline'}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      className="shrink-0"
    >
      <SlidersHorizontalIcon aria-hidden="true" />
      Filters
      {activeCount > 0 && (
        <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
          {activeCount}
          <span className="sr-only"> active</span>
        </span>
      )}
    </Button>
  );
}
