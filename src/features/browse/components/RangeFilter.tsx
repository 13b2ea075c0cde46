import { useState } from 'react';

import { Slider } from '@/components/ui/slider';

interface RangeFilterProps {
  id: string;
  label: string;
  /** One value for a maximum (Max Mileage), two for a range (Year Range). */
  value: readonly number[];
  bounds: { readonly min: number; readonly max: number; readonly step: number };
  thumbLabels: string[];
  /** Text for the current values, shown next to the label. */
  describe: (values: readonly number[]) => string;
  onCommit: (values: number[]) => void;
}

function sameValues(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * A slider of the filter panel. It moves freely while dragged and writes to the URL (filtering the grid)
 * only when released or stepped with the keyboard, so a drag does not rewrite history on every pixel.
 */
export function RangeFilter({ id, label, value, bounds, thumbLabels, describe, onCommit }: RangeFilterProps) {
  const [draft, setDraft] = useState<readonly number[]>(value);
  const [seen, setSeen] = useState<readonly number[]>(value);
  // The committed value changed elsewhere (a chip removed, Clear All, Back): follow it.
  if (!sameValues(value, seen)) {
    setSeen(value);
    setDraft(value);
  }
  return (
    <div className="grid content-start gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium leading-none">
          {label}
        </span>
        <span className="text-sm tabular-nums text-muted-foreground" aria-hidden="true">
          {describe(draft)}
        </span>
      </div>
      <Slider
        aria-labelledby={`${id}-label`}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        minStepsBetweenThumbs={0}
        value={[...draft]}
        thumbLabels={thumbLabels}
        onValueChange={setDraft}
        onValueCommit={(next) => {
          if (!sameValues(next, value)) onCommit(next);
        }}
      />
    </div>
  );
}
