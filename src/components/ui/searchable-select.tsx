import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';

import { cn } from '@/lib/utils';

import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { SELECT_TRIGGER_CLASS } from './select-trigger-class';

interface Entry {
  /** undefined for the 'none' entry ('All Makes'). */
  value: string | undefined;
  label: string;
}

export interface SearchableSelectProps {
  id: string;
  value: string | undefined;
  options: readonly string[];
  /** The options offered for the typed text, best first (the first is highlighted, so Enter takes it). */
  match: (options: readonly string[], typed: string) => readonly string[];
  onChange: (value: string | undefined) => void;
  /** A first entry meaning "none" ('All Makes'), offered while nothing is typed and shown when `value` is undefined. */
  noneLabel?: string;
  /** Offered after the matches whatever is typed ('Other'). */
  fallbacks?: readonly string[];
  /** The trigger's text while there is no value and no `noneLabel` ('Select make'). */
  placeholder?: string;
  /** Accessible names of the search box and of the list ('Search makes', 'Makes'). */
  searchLabel: string;
  listLabel: string;
  /** The line shown when nothing matches the typed text. */
  noMatch: (typed: string) => string;
  triggerRef?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A key that types a character (not a shortcut, not Space, which opens the list as a button press does). */
function typedCharacter(event: KeyboardEvent): string | undefined {
  if (event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  return event.key;
}

/**
 * A select with type-ahead for long option lists (the ~100 car makes), looking like the other selects: the
 * trigger is a combobox button; opening it shows a search box above a listbox (WAI-ARIA listbox pattern with
 * `aria-activedescendant`). Typing on the closed trigger opens it with that letter typed; in the box ↓/↑
 * move, Enter chooses, Escape closes and gives the focus back to the trigger. Nothing changes until an
 * entry is chosen.
 */
export function SearchableSelect({
  id,
  value,
  options,
  match,
  onChange,
  noneLabel,
  fallbacks = [],
  placeholder,
  searchLabel,
  listLabel,
  noMatch,
  triggerRef,
  onBlur,
  disabled,
  ...aria
}: SearchableSelectProps) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [highlight, setHighlight] = useState<{ typed: string; index: number } | undefined>(undefined);

  const matches = useMemo(() => match(options, typed), [match, options, typed]);
  const entries = useMemo<Entry[]>(() => {
    const none: Entry[] = noneLabel !== undefined && typed.trim() === '' ? [{ value: undefined, label: noneLabel }] : [];
    const extra = fallbacks.filter((option) => !matches.includes(option));
    return [...none, ...[...matches, ...extra].map((option) => ({ value: option, label: option }))];
  }, [matches, fallbacks, noneLabel, typed]);

  // The highlight follows the typing: with a text the best match, without one the current choice.
  const current = entries.findIndex((entry) => entry.value === value);
  const fallbackIndex = typed.trim() === '' ? Math.max(0, current) : 0;
  const active = entries.length === 0 ? -1 : highlight?.typed === typed ? Math.min(highlight.index, entries.length - 1) : fallbackIndex;
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const openWith = (text: string) => {
    setTyped(text);
    setHighlight(undefined);
    setOpen(true);
  };

  const choose = (entry: Entry) => {
    onChange(entry.value);
    setOpen(false);
  };

  const handleTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const character = typedCharacter(event);
    if (character !== undefined || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(character ?? '');
    }
  };

  const handleSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && entries.length > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight({ typed, index: (active + step + entries.length) % entries.length });
    } else if (event.key === 'Enter') {
      // Choosing, never submitting the form around it.
      event.preventDefault();
      const entry = entries[active];
      if (entry) choose(entry);
    }
  };

  const shown = value ?? noneLabel;
  return (
    <Popover open={open} onOpenChange={(next) => (next ? openWith('') : setOpen(false))}>
      <PopoverTrigger asChild>
        <button
          type="button"
          id={id}
          ref={triggerRef}
          role="combobox"
          className={SELECT_TRIGGER_CLASS}
          data-placeholder={shown === undefined ? '' : undefined}
          disabled={disabled}
          onKeyDown={handleTriggerKey}
          onBlur={onBlur}
          {...aria}
        >
          <span>{shown ?? placeholder}</span>
          <ChevronDownIcon className="size-4 shrink-0 opacity-60" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className="flex max-h-[min(22rem,var(--radix-popover-content-available-height))] w-[var(--radix-popover-trigger-width)] min-w-56 flex-col p-0"
        onOpenAutoFocus={(event) => {
          // Into the search box, after the letter typed on the trigger (if any).
          event.preventDefault();
          const input = inputRef.current;
          input?.focus();
          input?.setSelectionRange(input.value.length, input.value.length);
        }}
      >
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={searchLabel}
          aria-autocomplete="list"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={`${searchLabel}…`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={handleSearchKey}
          className="h-10 w-full shrink-0 rounded-t-md border-b bg-transparent px-3 text-base outline-none placeholder:text-muted-foreground sm:text-sm"
        />
        {matches.length === 0 && typed.trim() !== '' && <p className="px-3 pt-2 text-sm text-muted-foreground">{noMatch(typed.trim())}</p>}
        <ul id={listId} role="listbox" aria-label={listLabel} className="min-h-0 overflow-y-auto overscroll-contain p-1">
          {entries.map((entry, index) => (
            <li
              key={entry.value ?? ''}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the search box until the choice closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(entry)}
              onMouseMove={() => index !== active && setHighlight({ typed, index })}
              className={cn(
                'relative flex cursor-pointer select-none items-center rounded-sm py-1.5 pl-8 pr-2 text-sm',
                index === active && 'bg-accent text-accent-foreground',
              )}
            >
              {entry.value === value && <CheckIcon className="absolute left-2 size-4" aria-hidden="true" />}
              {entry.label}
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
