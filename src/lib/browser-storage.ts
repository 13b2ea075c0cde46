/**
 * This page's localStorage, or undefined where the browser refuses it (privacy modes, sandboxed frames,
 * disabled storage throw on access): callers then keep their data for the page's lifetime only.
 */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
