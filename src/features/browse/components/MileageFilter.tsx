import { mileageBounds, mileageSliderValue } from '@/nostr/filter-bounds';
import type { FilterState } from '@/nostr/listing-match';
import { convertMileage, type MileageUnit } from '@/nostr/mileage';

import { RangeFilter } from './RangeFilter';

interface MileageFilterProps {
  id: string;
  value: FilterState['maxMileage'];
  /** The viewer's display unit (settings 'Units'): the slider's scale. */
  unit: MileageUnit;
  onChange: (value: FilterState['maxMileage']) => void;
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * 'Max Mileage' (docs/product.md §2 Units): one physical range in round steps of the viewer's unit, its end
 * 'Any'. A limit set in the other unit (a shared link) keeps its exact distance and shows converted, with its
 * own figure in brackets, until the slider is moved.
 */
export function MileageFilter({ id, value, unit, onChange }: MileageFilterProps) {
  const bounds = mileageBounds(unit);
  const position = mileageSliderValue(value, unit);
  const describe = ([max = bounds.max]: readonly number[]) => {
    if (value !== undefined && max === position) {
      const shown = `${count.format(Math.round(convertMileage(value.value, value.unit, unit)))} ${unit}`;
      return value.unit === unit ? shown : `${shown} (${count.format(value.value)} ${value.unit})`;
    }
    return max >= bounds.max ? 'Any' : `${count.format(max)} ${unit}`;
  };
  return (
    <RangeFilter
      id={id}
      label="Max Mileage"
      value={[position]}
      bounds={bounds}
      thumbLabels={['Max mileage']}
      describe={describe}
      onCommit={([max = bounds.max]) => onChange(max >= bounds.max ? undefined : { value: max, unit })}
    />
  );
}
