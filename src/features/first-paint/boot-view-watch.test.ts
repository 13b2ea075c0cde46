import { describe, expect, it } from 'vitest';

import { watchForBootView, type BootViewDrawer } from './boot-view-watch';

/** A page still being parsed: the test says when the parser reaches the templates. */
function parser() {
  const waiting: (() => void)[] = [];
  return { onParsed: (callback: () => void) => waiting.push(callback), finish: () => waiting.splice(0).forEach((callback) => callback()) };
}

describe('watchForBootView', () => {
  it('keeps answers that come before the page is parsed and hands them over in order, then each as it comes', () => {
    const page = parser();
    const drawn: unknown[] = [];
    const draw: BootViewDrawer = (event) => drawn.push(event) < 3;
    const watch = watchForBootView('boot-grid', () => draw, 10, page.onParsed);
    expect(watch('other-request', 'x')).toBe(true);
    expect(watch('boot-grid', 'first')).toBe(true);
    expect(watch('boot-grid', 'second')).toBe(true);
    expect(drawn).toEqual([]);
    page.finish();
    expect(drawn).toEqual(['first', 'second']);
    // The drawer wants no more after its third: so does the watcher.
    expect(watch('boot-grid', 'third')).toBe(false);
    expect(watch('boot-grid', 'fourth')).toBe(false);
    expect(drawn).toEqual(['first', 'second', 'third']);
    expect(watch('other-request', 'y')).toBe(true);
  });

  it('reads no more than `earlyMax` answers before the page is parsed (a relay flooding the socket)', () => {
    const page = parser();
    const watch = watchForBootView('boot-profile', () => () => true, 3, page.onParsed);
    expect([1, 2, 3].map((event) => watch('boot-profile', event))).toEqual([true, true, false]);
  });

  it('ends when the page has no template to draw from', () => {
    const page = parser();
    const watch = watchForBootView('boot-listing', () => undefined, 10, page.onParsed);
    watch('boot-listing', 'first');
    page.finish();
    expect(watch('boot-listing', 'second')).toBe(false);
  });
});
