import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface CurrencySelectProps {
  id: string;
  /** The price filter's currency (chosen or defaulted). */
  value: string;
  /** Currencies among the results, most used first. */
  options: readonly string[];
  onChange: (currency: string) => void;
}

/** The price range's currency (docs/product.md §2 Buyer insight, Currencies): amounts in other currencies are never compared. */
export function CurrencySelect({ id, value, options, onChange }: CurrencySelectProps) {
  const choices = options.includes(value) ? options : [value, ...options];
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-sm text-muted-foreground">
        Currency
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="h-8 w-28">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map((currency) => (
            <SelectItem key={currency} value={currency}>
              {currency}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
