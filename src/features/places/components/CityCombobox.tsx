import { MapPinIcon } from 'lucide-react';
import { useId, useMemo, useState, type ComponentProps, type KeyboardEvent } from 'react';

import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

import { loadCityList, type City } from '../city-list';
import { cityLabel, cityPlace, pickedCity, searchCities, type CityMatch, type PickedCity } from '../city-search';

type ListState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; cities: City[] };

export interface CityComboboxProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'role' | 'type'> {
  /** The text in the box: what the user typed, or the label of the city they chose. */
  value: string;
  onTextChange: (text: string) => void;
  onPick: (city: PickedCity) => void;
  /** Classes of the wrapper (the input keeps the form's look). */
  wrapperClassName?: string;
}

/**
 * A text box that suggests cities from the offline list as the user types (WAI-ARIA combobox with a listbox:
 * ↓/↑ move, Enter chooses, Escape closes). The list downloads the first time the box gets focus, so pages
 * that never use it never pay for it. Typing something that is not in the list is allowed: the text stays.
 */
export function CityCombobox({ value, onTextChange, onPick, wrapperClassName, className, onFocus, onBlur, onKeyDown, ...inputProps }: CityComboboxProps) {
  const listboxId = useId();
  const [list, setList] = useState<ListState>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  // The highlighted option, for the list of matches it was chosen in: new matches start with none (↓ goes to the first).
  const [highlight, setHighlight] = useState<{ matches: readonly CityMatch[]; index: number }>({ matches: [], index: -1 });

  const load = () => {
    if (list.status === 'loading' || list.status === 'ready') return;
    setList({ status: 'loading' });
    loadCityList().then(
      (cities) => setList({ status: 'ready', cities }),
      (error: unknown) => {
        console.warn('[places] Could not load the city list.', error);
        setList({ status: 'failed' });
      },
    );
  };

  const matches = useMemo(() => (list.status === 'ready' ? searchCities(list.cities, value) : []), [list, value]);
  const active = highlight.matches === matches ? highlight.index : -1;

  const showList = open && value.trim() !== '';
  const expanded = showList && matches.length > 0;

  const choose = ({ city, otherName }: CityMatch) => {
    onPick(pickedCity(city, otherName));
    setOpen(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight({ matches, index: (active + step + matches.length + (active < 0 && step < 0 ? 1 : 0)) % matches.length });
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Choosing a city, not submitting the form.
      event.preventDefault();
      choose(matches[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  let note: string | undefined;
  if (showList && list.status === 'loading') note = 'Loading cities…';
  else if (showList && list.status === 'failed') note = 'The city list could not be loaded. You can still type the place.';
  else if (showList && list.status === 'ready' && matches.length === 0) note = 'No city of that name in the list.';

  return (
    <div className={cn('relative', wrapperClassName)}>
      <Input
        {...inputProps}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
        className={className}
        value={value}
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
          load();
        }}
        onFocus={(event) => {
          load();
          setOpen(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setOpen(false);
          onBlur?.(event);
        }}
        onKeyDown={handleKeyDown}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Cities"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {expanded &&
          matches.map((match, index) => (
            <li
              key={`${match.city.name}|${match.city.region ?? ''}|${match.city.country}|${match.city.lat}|${match.city.lon}`}
              id={`${listboxId}-${index}`}
              role="option"
              aria-selected={index === active}
              aria-label={cityLabel(match.city, match.otherName)}
              // Keeps the focus in the box, so choosing does not blur it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(match)}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
              )}
            >
              <MapPinIcon className="size-4 shrink-0 opacity-60" aria-hidden="true" />
              <span className="min-w-0 truncate">
                {/* A town found by another name shows that name first, then the list's: 'Gothenburg (Göteborg)'. */}
                <span className="font-medium">{match.otherName ?? match.city.name}</span>
                {match.otherName !== undefined && <span> ({match.city.name})</span>}
                <span className="text-muted-foreground">, {cityPlace(match.city)}</span>
              </span>
            </li>
          ))}
      </ul>
      {note && (
        <p role="status" className="absolute inset-x-0 top-full z-50 mt-1 rounded-md border bg-popover px-3 py-2 text-sm text-muted-foreground shadow-md">
          {note}
        </p>
      )}
    </div>
  );
}
