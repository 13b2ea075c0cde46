/**
 * The photo viewer's gestures as plain arithmetic (docs/product.md §2 Photo viewer): whether a finished
 * one-finger move was a swipe or a tap, pinch scale, the double-tap zoom and how far a zoomed photo may pan.
 * No DOM here, so the rules are tested on their own.
 */

export interface Point {
  x: number;
  y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** The zoom a double tap (or double click) goes to from the whole photo. */
export const DOUBLE_TAP_ZOOM = 2.5;
/** A horizontal move at least this long (CSS px), clearly more sideways than up or down, is a swipe. */
export const SWIPE_DISTANCE = 50;
/** A press that moved less than this is a tap. */
export const TAP_SLOP = 10;
/** Two taps closer in time than this (ms) and in place than DOUBLE_TAP_SLOP are a double tap. */
export const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_SLOP = 30;

export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** What a finished one-finger press from `start` to `end` was: a step to the next or previous photo, a tap, or nothing. */
export function pressResult(start: Point, end: Point): 'next' | 'previous' | 'tap' | 'none' {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy) * 1.5) return dx < 0 ? 'next' : 'previous';
  return distance(start, end) < TAP_SLOP ? 'tap' : 'none';
}

/** Whether a tap at `at`, `time` completes a double tap with the `previous` one. */
export function isDoubleTap(previous: { at: Point; time: number } | undefined, at: Point, time: number): boolean {
  return previous !== undefined && time - previous.time <= DOUBLE_TAP_MS && distance(previous.at, at) <= DOUBLE_TAP_SLOP;
}

/** The zoom after a pinch that started at `startScale` with the fingers `startDistance` apart and is now `nowDistance` apart. */
export function pinchZoom(startScale: number, startDistance: number, nowDistance: number): number {
  if (startDistance <= 0) return clampZoom(startScale);
  return clampZoom((startScale * nowDistance) / startDistance);
}

export function fingerDistance(a: Point, b: Point): number {
  return distance(a, b);
}

/** A pan offset kept so the zoomed photo still covers the middle of its `box` (no dragging it off screen). */
export function clampPan(offset: Point, scale: number, box: { width: number; height: number }): Point {
  const limitX = ((scale - 1) * box.width) / 2;
  const limitY = ((scale - 1) * box.height) / 2;
  return { x: Math.min(limitX, Math.max(-limitX, offset.x)), y: Math.min(limitY, Math.max(-limitY, offset.y)) };
}

/** The photo after `step` from `index` among `total`, going round at either end. */
export function stepIndex(index: number, step: 1 | -1, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}
