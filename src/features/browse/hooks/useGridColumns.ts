import { useSyncExternalStore } from 'react';

/** Tailwind's sm / lg / xl breakpoints: the columns of ListingGrid's `sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4`. */
const BREAKPOINTS: readonly [minWidth: number, columns: number][] = [
  [1280, 4],
  [1024, 3],
  [640, 2],
];

function columns(): number {
  for (const [minWidth, count] of BREAKPOINTS) if (window.matchMedia(`(min-width: ${minWidth}px)`).matches) return count;
  return 1;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Cards per row at the current viewport width, for the windowed grid, which lays out whole rows itself. */
export function useGridColumns(): number {
  return useSyncExternalStore(subscribe, columns, () => 1);
}
