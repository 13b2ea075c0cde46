import { Label } from '@/components/ui/label';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { makeChoices, matchMakes, sameMake } from '@/nostr/car-make';

interface MakeFilterProps {
  id: string;
  /** Every make to offer: the listed ones and those of the loaded listings (`makeChoices`). */
  makes?: readonly string[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

const LISTED_ONLY = makeChoices([]);

/**
 * The filter panel's 'Make' (docs/product.md §2 Home: browse tab): 'All Makes', then every make, with
 * type-ahead. A make from the URL that is in neither list (a shared link) is offered too, so it stays visible.
 */
export function MakeFilter({ id, makes = LISTED_ONLY, value, onChange }: MakeFilterProps) {
  const options = value === undefined || makes.some((make) => sameMake(make, value)) ? makes : [value, ...makes];
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Make</Label>
      <SearchableSelect
        id={id}
        value={value}
        options={options}
        match={matchMakes}
        onChange={onChange}
        noneLabel="All Makes"
        searchLabel="Search makes"
        listLabel="Makes"
        noMatch={(typed) => `No make matches “${typed}”.`}
      />
    </div>
  );
}
