import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

/** The tile being dragged, how far the pointer has moved, and the place it would land on (null: none). */
export interface DragState {
  from: number;
  over: number | null;
  dx: number;
  dy: number;
}

interface Press {
  from: number;
  pointerId: number;
  x: number;
  y: number;
  /** Each tile's box at the press, in page coordinates: the dragged tile follows the pointer, so its box now would always hit. */
  boxes: DOMRect[];
  dragging: boolean;
}

/** A press becomes a drag only past this distance, so a click or a shaky tap stays a click. */
const DRAG_THRESHOLD_PX = 6;

/** Marks the part of a tile a finger can drag by; elsewhere a finger scrolls the page as usual. */
export const DRAG_HANDLE_ATTRIBUTE = 'data-drag-handle';

/** Where the pointer is on the page (not the viewport), so a scroll during the drag does not shift the tiles' boxes. */
function pagePoint(event: { clientX: number; clientY: number }): { x: number; y: number } {
  return { x: event.clientX + window.scrollX, y: event.clientY + window.scrollY };
}

function indexAt(boxes: readonly DOMRect[], x: number, y: number): number | null {
  const index = boxes.findIndex((box) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom);
  return index === -1 ? null : index;
}

/**
 * Reordering the photo tiles in `list` (each marked `data-photo-index`) by dragging (docs/product.md §4 Photos):
 * pointer events, so a mouse drags from anywhere on a tile and a finger from the tile's handle (HTML5
 * drag-and-drop does not fire for touch). Dropping on another tile calls `onMove(from, to)`; dropping
 * elsewhere, a cancelled pointer or Escape changes nothing. Keyboard users have the tiles' buttons instead.
 */
export function usePointerReorder(list: RefObject<HTMLElement | null>, onMove: (from: number, to: number) => void) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const press = useRef<Press | null>(null);
  const latestMove = useRef(onMove);
  useEffect(() => {
    latestMove.current = onMove;
  }, [onMove]);

  const stop = useCallback(() => {
    press.current = null;
    setDrag(null);
  }, []);

  useEffect(() => {
    if (drag === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') stop();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drag, stop]);

  const handlersFor = (index: number) => ({
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      const target = event.target as Element;
      if (event.button !== 0 || target.closest('button') !== null || list.current === null) return;
      if (event.pointerType !== 'mouse' && target.closest(`[${DRAG_HANDLE_ATTRIBUTE}]`) === null) return;
      const boxes = Array.from(list.current.querySelectorAll('[data-photo-index]'), (tile) => {
        const box = tile.getBoundingClientRect();
        return new DOMRect(box.left + window.scrollX, box.top + window.scrollY, box.width, box.height);
      });
      press.current = { from: index, pointerId: event.pointerId, ...pagePoint(event), boxes, dragging: false };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      // No text selection or native image drag while the pointer is down.
      event.preventDefault();
    },
    onPointerMove(event: ReactPointerEvent<HTMLElement>) {
      const current = press.current;
      if (current === null || current.pointerId !== event.pointerId) return;
      const point = pagePoint(event);
      const dx = point.x - current.x;
      const dy = point.y - current.y;
      if (!current.dragging && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      current.dragging = true;
      setDrag({ from: current.from, over: indexAt(current.boxes, point.x, point.y), dx, dy });
    },
    onPointerUp(event: ReactPointerEvent<HTMLElement>) {
      const current = press.current;
      if (current === null || current.pointerId !== event.pointerId) return;
      const point = pagePoint(event);
      const to = current.dragging ? indexAt(current.boxes, point.x, point.y) : null;
      stop();
      if (to !== null && to !== current.from) latestMove.current(current.from, to);
    },
    onPointerCancel: stop,
    onLostPointerCapture(event: ReactPointerEvent<HTMLElement>) {
      if (press.current?.pointerId === event.pointerId) stop();
    },
  });

  return { drag, handlersFor };
}
