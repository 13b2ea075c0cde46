import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** Radix Select refuses an empty value, so "no filter" travels as this sentinel. */
const ALL = '__all__';

interface FilterSelectProps {
  id: string;
  label: string;
  /** The first entry, meaning no filter ('All Body Types'). */
  allLabel: string;
  options: readonly string[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The text of an option when it is not the option itself ('dealer' reads 'Dealer'). */
  optionLabel?: (option: string) => string;
  className?: string;
}

/** One dropdown of the filter panel (Body Type, Fuel Type, Transmission; the make has its type-ahead, MakeFilter). */
export function FilterSelect({ id, label, allLabel, options, value, onChange, optionLabel = (option) => option, className }: FilterSelectProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : next)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {optionLabel(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
