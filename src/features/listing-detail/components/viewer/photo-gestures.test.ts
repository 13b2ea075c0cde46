import { describe, expect, it } from 'vitest';

import { clampPan, clampZoom, DOUBLE_TAP_MS, isDoubleTap, MAX_ZOOM, pinchZoom, pressResult, stepIndex } from './photo-gestures';

describe('photo viewer gestures', () => {
  it('reads a clearly sideways move as a swipe, a still press as a tap, a scroll-like move as nothing', () => {
    expect(pressResult({ x: 300, y: 200 }, { x: 180, y: 210 })).toBe('next');
    expect(pressResult({ x: 100, y: 200 }, { x: 220, y: 190 })).toBe('previous');
    expect(pressResult({ x: 100, y: 200 }, { x: 104, y: 203 })).toBe('tap');
    expect(pressResult({ x: 100, y: 200 }, { x: 160, y: 320 })).toBe('none');
    expect(pressResult({ x: 100, y: 200 }, { x: 130, y: 200 })).toBe('none');
  });

  it('takes two quick taps in one place as a double tap, not two far apart or slow ones', () => {
    const first = { at: { x: 50, y: 50 }, time: 1_000 };
    expect(isDoubleTap(first, { x: 55, y: 52 }, 1_000 + DOUBLE_TAP_MS - 1)).toBe(true);
    expect(isDoubleTap(first, { x: 55, y: 52 }, 1_000 + DOUBLE_TAP_MS + 1)).toBe(false);
    expect(isDoubleTap(first, { x: 200, y: 52 }, 1_100)).toBe(false);
    expect(isDoubleTap(undefined, { x: 50, y: 50 }, 1_100)).toBe(false);
  });

  it('pinches within 1× and the maximum, whatever the fingers report', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 25)).toBe(1);
    expect(pinchZoom(3, 100, 1_000)).toBe(MAX_ZOOM);
    expect(pinchZoom(2, 0, 50)).toBe(2);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('pans a zoomed photo only as far as it still covers its box, and not at all at 1×', () => {
    expect(clampPan({ x: 900, y: -900 }, 2, { width: 400, height: 300 })).toEqual({ x: 200, y: -150 });
    expect(clampPan({ x: 50, y: 20 }, 2, { width: 400, height: 300 })).toEqual({ x: 50, y: 20 });
    expect(clampPan({ x: 50, y: 20 }, 1, { width: 400, height: 300 })).toEqual({ x: 0, y: 0 });
  });

  it('steps round at both ends', () => {
    expect(stepIndex(6, 1, 7)).toBe(0);
    expect(stepIndex(0, -1, 7)).toBe(6);
    expect(stepIndex(2, 1, 7)).toBe(3);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
