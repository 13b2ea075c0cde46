import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

import { clampPan, DOUBLE_TAP_ZOOM, fingerDistance, isDoubleTap, pinchZoom, pressResult, type Point } from './photo-gestures';

export interface PhotoTransform {
  scale: number;
  offset: Point;
}

const at = (event: ReactPointerEvent<HTMLElement>): Point => ({ x: event.clientX, y: event.clientY });

const WHOLE: PhotoTransform = { scale: 1, offset: { x: 0, y: 0 } };

interface Press {
  start: Point;
  startOffset: Point;
}

/**
 * Pointer handling for the viewer's photo (mouse, pen and touch alike; photo-gestures.ts holds the rules):
 * a swipe steps, a double tap zooms in or back out, two fingers pinch, one finger pans a zoomed photo.
 * `onStep` is not called while zoomed: then a drag pans. The transform resets when `resetKey` changes.
 */
export function usePhotoGestures(onStep: (step: 1 | -1) => void, resetKey: number) {
  const [transform, setTransform] = useState<PhotoTransform>(WHOLE);
  const [moving, setMoving] = useState(false);
  const [shownKey, setShownKey] = useState(resetKey);
  const pointers = useRef(new Map<number, Point>());
  const press = useRef<Press | undefined>(undefined);
  const pinch = useRef<{ distance: number; scale: number } | undefined>(undefined);
  const lastTap = useRef<{ at: Point; time: number } | undefined>(undefined);

  // Another photo starts whole (state adjusted during render, React's pattern for props that reset state).
  if (shownKey !== resetKey) {
    setShownKey(resetKey);
    setTransform(WHOLE);
  }

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    // The previous and next buttons inside the photo's area keep their own clicks.
    if ((event.pointerType === 'mouse' && event.button !== 0) || (event.target instanceof Element && event.target.closest('button') !== null)) return;
    // Pointer capture keeps the gesture's moves coming when a finger leaves the photo (not every engine has it).
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, at(event));
    setMoving(true);
    const [first, second] = [...pointers.current.values()];
    if (first !== undefined && second !== undefined) {
      pinch.current = { distance: fingerDistance(first, second), scale: transform.scale };
      press.current = undefined;
    } else {
      press.current = { start: at(event), startOffset: transform.offset };
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, at(event));
    const [first, second] = [...pointers.current.values()];
    // Measured now: React's event has no currentTarget any more when a state update runs.
    const area = event.currentTarget.getBoundingClientRect();
    if (pinch.current !== undefined && first !== undefined && second !== undefined) {
      const scale = pinchZoom(pinch.current.scale, pinch.current.distance, fingerDistance(first, second));
      setTransform((current) => ({ scale, offset: clampPan(current.offset, scale, area) }));
    } else if (press.current !== undefined && transform.scale > 1) {
      const { start, startOffset } = press.current;
      const offset = { x: startOffset.x + event.clientX - start.x, y: startOffset.y + event.clientY - start.y };
      setTransform((current) => ({ ...current, offset: clampPan(offset, current.scale, area) }));
    }
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pointers.current.size > 0) return;
    setMoving(false);
    const started = press.current;
    press.current = undefined;
    if (pinch.current !== undefined) {
      pinch.current = undefined;
      if (transform.scale <= 1) setTransform(WHOLE);
      return;
    }
    if (started === undefined) return;
    const result = pressResult(started.start, at(event));
    if (result === 'tap') {
      const now = event.timeStamp;
      if (isDoubleTap(lastTap.current, at(event), now)) {
        lastTap.current = undefined;
        setTransform((current) => (current.scale > 1 ? WHOLE : { scale: DOUBLE_TAP_ZOOM, offset: { x: 0, y: 0 } }));
      } else {
        lastTap.current = { at: at(event), time: now };
      }
    } else if (transform.scale <= 1 && (result === 'next' || result === 'previous')) {
      onStep(result === 'next' ? 1 : -1);
    }
  };

  const onPointerCancel = (event: ReactPointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) {
      setMoving(false);
      press.current = undefined;
      pinch.current = undefined;
    }
  };

  return {
    transform,
    /** A finger or the mouse is down: the photo follows it without easing. */
    moving,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  };
}
