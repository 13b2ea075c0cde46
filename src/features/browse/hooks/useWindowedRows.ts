import { defaultRangeExtractor, useWindowVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useState, type FocusEvent, type RefObject } from 'react';

import type { CarListing } from '@/nostr/listing';

import { hasListingFacts } from '@/features/listings/public';

/**
 * Rows rendered beyond each edge of the viewport. A row is one card tall (about 350–400 px), so three rows
 * are about a phone screen: fast scrolling or a fling does not reach blank space before React catches up.
 */
export const OVERSCAN_ROWS = 3;

/*
 * A row's height, as ListingCard lays it out (measured in Chromium at 375 and 1280 px, and with a 20 px root
 * font size): a 3:2 photo inside the card's 1 px borders, then padding, title, price, the insights line
 * (price rating, price drop, days listed), the facts line when a listing has one, and the buttons — all sized
 * in rem — and the row's `pb-4` gap below. A card that changes its layout must change these numbers: the
 * browser test of the windowed grid fails when the estimate is off (the view jumps).
 */
const CARD_BORDERS_PX = 2;
const CARD_TEXT_REM = 10;
const FACTS_LINE_REM = 1.625;
const ROW_GAP_REM = 1;

export interface RowLayout {
  gridWidth: number;
  columns: number;
  /** The root font size in px: 16 unless the user changed it. */
  rem: number;
}

/**
 * Height of a row not yet measured (400 px at 1280 px, 431.3 px on a 375 px phone). Exact for the card as it
 * is, so rows above the viewport that were never rendered (the grid became windowed while scrolled down) sit
 * where they will turn out to be, and the view does not move when they are measured. Not rounded: a browser
 * lays rows out at fractions of a pixel, and 0.3 px over 150 rows would be 50 px.
 */
export function estimateRowHeight({ gridWidth, columns, rem }: RowLayout, withFacts: boolean): number {
  const gap = ROW_GAP_REM * rem;
  const cardWidth = (gridWidth - gap * (columns - 1)) / columns;
  const photo = (Math.max(0, cardWidth - CARD_BORDERS_PX) * 2) / 3;
  return photo + CARD_BORDERS_PX + (CARD_TEXT_REM + (withFacts ? FACTS_LINE_REM : 0)) * rem + gap;
}

/** The library's range plus the row holding keyboard focus, so scrolling it away does not drop the focus. */
export function rangeKeeping(range: Range, keep: number | null): number[] {
  const indexes = defaultRangeExtractor(range);
  if (keep === null || keep >= range.count || indexes.includes(keep)) return indexes;
  return [...indexes, keep].toSorted((a, b) => a - b);
}

function rootFontSize(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

interface GridGeometry {
  /** The grid's top in document coordinates: the rows' offset from the top of the scrolling page. */
  top: number;
  width: number;
  rem: number;
}

export interface WindowedRows {
  /** The rows to render, each positioned at `start - offset` inside the grid. */
  rows: VirtualItem[];
  offset: number;
  /** Height of every row, rendered or not, for the grid element: the page keeps its full height and scrollbar. */
  height: number;
  /** Ref for each row element (which carries `data-index`): its real height replaces the estimate. */
  measureRow: (element: HTMLElement | null) => void;
  /** For the grid element: notes the row holding focus, which stays rendered while it does. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Windowing for a grid that scrolls with the page, on @tanstack/react-virtual's window virtualizer: only the
 * rows of `columns` listings near the viewport are in the DOM, so the grid costs the same with 300 listings
 * or 10 000 (docs/architecture.md §14, "Every card up to 200 results, windowed beyond"). Rows are measured
 * as they render and estimated until then.
 */
export function useWindowedRows(listings: readonly CarListing[], columns: number, grid: RefObject<HTMLElement | null>): WindowedRows {
  // Unknown until the grid has been laid out; no rows are rendered before (it happens before the first paint).
  const [geometry, setGeometry] = useState<GridGeometry>();
  const [focusedRow, setFocusedRow] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = grid.current;
    if (!element) return undefined;
    // Read from the observer, when layout is clean. The grid moves when content above it changes (filter
    // panel, chips), which resizes the page: observing the body catches that, the grid its own width.
    const read = () => {
      const rect = element.getBoundingClientRect();
      const next = {
        top: Math.round(rect.top + window.scrollY),
        width: Math.round(rect.width),
        rem: rootFontSize(),
      };
      setGeometry((current) => (current?.top === next.top && current.width === next.width && current.rem === next.rem ? current : next));
    };
    read();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(read);
    observer?.observe(element);
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, [grid]);

  const rowCount = Math.ceil(listings.length / columns);
  // Whether a row has a card with a facts line, the one part of a card's height that depends on the listing.
  const rowHasFacts = useMemo(() => {
    const rows = Array.from({ length: rowCount }, () => false);
    listings.forEach((listing, index) => {
      if (hasListingFacts(listing)) rows[Math.floor(index / columns)] = true;
    });
    return rows;
  }, [listings, columns, rowCount]);

  const layout = useMemo<RowLayout>(
    () => ({ gridWidth: geometry?.width ?? 0, columns, rem: geometry?.rem ?? 16 }),
    [geometry?.width, geometry?.rem, columns],
  );
  // A measured height stands for a layout and a kind of row: the key names both, so a row measured at another
  // width or column count, or with or without a facts line, is estimated again (and, rendered, remounted and
  // measured anew). A new key function also makes the library recompute every row's position.
  const getItemKey = useCallback(
    (index: number) => `${layout.columns}:${layout.gridWidth}:${layout.rem}:${index}:${rowHasFacts[index] === true ? 'facts' : ''}`,
    [layout, rowHasFacts],
  );
  const estimateSize = useCallback((index: number) => estimateRowHeight(layout, rowHasFacts[index] === true), [layout, rowHasFacts]);
  const rangeExtractor = useCallback((range: Range) => rangeKeeping(range, focusedRow), [focusedRow]);

  // The rule guards React Compiler's memoization, which this build does not use; nothing here memoizes what
  // the virtualizer returns either: rows and sizes are read from it on every render.
  // oxlint-disable-next-line react/incompatible-library -- see above
  const virtualizer = useWindowVirtualizer<HTMLElement>({
    count: geometry === undefined ? 0 : rowCount,
    estimateSize,
    getItemKey,
    rangeExtractor,
    overscan: OVERSCAN_ROWS,
    scrollMargin: geometry?.top ?? 0,
  });

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-index]') : null;
    const index = Number(row?.dataset.index);
    setFocusedRow(Number.isInteger(index) ? index : null);
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) setFocusedRow(null);
  }, []);

  // Until the grid has been measured it stands in with a height no smaller than the real one (the window is
  // at least as wide as the grid, so cards come out taller): were the page shorter for that moment, the
  // browser would clamp the scroll position, and a grid turning windowed while scrolled down would jump.
  const provisionalHeight = () => rowCount * estimateRowHeight({ gridWidth: window.innerWidth, columns, rem: rootFontSize() }, true);
  return {
    rows: virtualizer.getVirtualItems(),
    offset: virtualizer.options.scrollMargin,
    height: geometry === undefined ? provisionalHeight() : virtualizer.getTotalSize(),
    measureRow: virtualizer.measureElement,
    onFocus,
    onBlur,
  };
}
