/**
 * Runs `then` in a task right after the next frame has been rendered (where there are no frames, as in tests
 * without a browser, in the next task). Returns a function that cancels it if it has not run yet.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame === 'undefined') {
    timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
