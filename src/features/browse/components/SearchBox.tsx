import { SearchIcon, XIcon } from 'lucide-react';
import { startTransition, useState } from 'react';

import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

import { MAX_QUERY_LENGTH } from '../listing-filter-params';

interface SearchBoxProps {
  /** The search the grid shows. */
  value: string;
  /** Each edit of the text. */
  onChange: (query: string) => void;
  /** The user is done typing for now (Enter, or the box lost focus): the search goes to the URL. */
  onCommit: () => void;
}

/**
 * docs/product.md §2 search box. Filters the grid as the user types; the text reaches the URL (`?q=`) when
 * typing pauses, on Enter or when the box loses focus (useBrowseState).
 */
export function SearchBox({ value, onChange, onCommit }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The search changed without typing (Back, a shared link, a cleared search): show what it now says.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  const change = (next: string) => {
    setText(next);
    // The box repaints at once; the grid and the count follow in a background render that the next
    // keystroke can interrupt.
    startTransition(() => onChange(next));
  };

  return (
    <form role="search" className="relative min-w-0 flex-1" onSubmit={(event) => {
        event.preventDefault();
        onCommit();
      }}
    >
      <label htmlFor="listing-search" className="sr-only">
        Search cars
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id="listing-search"
        type="search"
        value={text}
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Search cars by make, model, year..."
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => change(event.target.value)}
        onBlur={onCommit}
        className={cn('pl-9 [&::-webkit-search-cancel-button]:hidden', text === '' ? 'pr-2' : 'pr-10')}
      />
      {text !== '' && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => change('')}
          className="absolute right-1.5 top-1/2 flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <XIcon className="size-4" aria-hidden="true" />
        </button>
      )}
    </form>
  );
}
