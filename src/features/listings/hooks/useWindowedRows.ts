import { useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';

/** Before a row has been measured: about one card (image, four text lines, gap) at desktop widths. */
const ESTIMATED_ROW_HEIGHT = 400;
/** Rows rendered before the grid has been laid out. */
const INITIAL_ROWS = 3;

export interface RowWindow {
  /** First and one-past-last row to render. */
  start: number;
  end: number;
  /** Space above the first rendered row and below the last, standing in for the rows not rendered. */
  before: number;
  after: number;
  /** Ref callback for each rendered row (with `data-row` and `data-layout`), so real heights replace estimates. */
  measure: (element: HTMLElement | null) => (() => void) | undefined;
}

function offsetsOf(rowCount: number, heightOf: (row: number) => number | undefined, estimate: number): number[] {
  const offsets = Array.from({ length: rowCount + 1 }, () => 0);
  for (let row = 0; row < rowCount; row += 1) offsets[row + 1] = offsets[row]! + (heightOf(row) ?? estimate);
  return offsets;
}

/**
 * Where the viewport is relative to the grid, kept up to date from scroll and resize events and from a
 * ResizeObserver on the grid. Layout is only read there, when it is already computed: reading it while
 * React renders would force the browser to lay out a half-built page.
 */
class Viewport {
  /** The grid's top in document coordinates; unknown until the grid has been laid out. */
  private gridTop: number | undefined;
  private scrollY = 0;
  private height = 800;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Rows intersecting the viewport, extended by one viewport height above and below, as "start:end". */
  range(offsets: readonly number[], rowCount: number): string {
    if (this.gridTop === undefined) return `0:${Math.min(rowCount, INITIAL_ROWS)}`;
    const top = this.scrollY - this.gridTop;
    const from = top - this.height;
    const to = top + 2 * this.height;
    let start = 0;
    while (start < rowCount && offsets[start + 1]! <= from) start += 1;
    let end = start;
    while (end < rowCount && offsets[end]! < to) end += 1;
    return `${start}:${Math.max(end, Math.min(rowCount, start + 1))}`;
  }

  /** Called from events and observers, when layout is clean. */
  read(grid: HTMLElement | null): void {
    this.scrollY = window.scrollY;
    this.height = window.innerHeight || 800;
    if (grid) this.gridTop = grid.getBoundingClientRect().top + this.scrollY;
    for (const listener of this.listeners) listener();
  }
}

/**
 * Windowing for a grid that scrolls with the page: only the rows near the viewport are in the DOM, so the
 * grid costs the same with 100 listings or 10 000. Row heights are measured as rows render (cards can
 * differ by a line) and estimated until then. Scrolling re-renders only when the set of rows changes.
 */
export function useWindowedRows(rowCount: number, container: HTMLElement | null, layout: string): RowWindow {
  // Heights by "layout:row": a row measured with three columns says nothing about the same row with two.
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [viewport] = useState(() => new Viewport());
  const offsets = useMemo(() => {
    const prefix = `${layout}:`;
    const known = [...heights].filter(([key]) => key.startsWith(prefix)).map(([, height]) => height);
    const estimate = known.length > 0 ? Math.max(...known) : ESTIMATED_ROW_HEIGHT;
    return offsetsOf(rowCount, (row) => heights.get(`${prefix}${row}`), estimate);
  }, [rowCount, heights, layout]);

  const readRange = useCallback(() => viewport.range(offsets, rowCount), [viewport, offsets, rowCount]);
  const range = useSyncExternalStore(viewport.subscribe, readRange, readRange);
  const [start = 0, end = 0] = range.split(':').map(Number);

  useEffect(() => {
    let frame = 0;
    const onChange = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        viewport.read(container);
      });
    };
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    // The grid moves when content above it changes (filter panel, chips): observe the page, not only scroll.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(onChange);
    if (container) observer?.observe(container);
    observer?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, [viewport, container]);

  // The first position once the grid exists; later ones come from the observers above.
  useLayoutEffect(() => {
    if (container) requestAnimationFrame(() => viewport.read(container));
  }, [viewport, container]);

  const [rowObserver] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver((entries) => {
          setHeights((current) => {
            let next: Map<string, number> | undefined;
            for (const entry of entries) {
              const target = entry.target as HTMLElement;
              const key = `${target.dataset.layout}:${target.dataset.row}`;
              const height = Math.round(entry.borderBoxSize[0]?.blockSize ?? 0);
              if (height <= 0 || current.get(key) === height) continue;
              next ??= new Map(current);
              next.set(key, height);
            }
            return next ?? current;
          });
        }),
  );
  useEffect(() => () => rowObserver?.disconnect(), [rowObserver]);

  const measure = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !rowObserver) return undefined;
      rowObserver.observe(element);
      return () => rowObserver.unobserve(element);
    },
    [rowObserver],
  );

  return {
    start,
    end,
    before: offsets[start] ?? 0,
    after: (offsets[rowCount] ?? 0) - (offsets[end] ?? 0),
    measure,
  };
}
