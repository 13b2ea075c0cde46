/**
 * Runs `task` when the browser is next idle, at the latest after `timeoutMs` (a browser without
 * requestIdleCallback runs it after the current task); returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
