import type { Ref } from 'react';

/** SPEC §2 count line: '12 cars found', '1 car found', with the search it is for. Announced when it changes. */
export function ResultCount({ count, query, ref }: { count: number; query: string; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={ref} tabIndex={-1} role="status" className="min-w-0 truncate text-sm text-muted-foreground outline-none">
      <span className="font-medium text-foreground">
        {count} {count === 1 ? 'car' : 'cars'} found
      </span>
      {query !== '' && <span> for “{query}”</span>}
    </p>
  );
}
