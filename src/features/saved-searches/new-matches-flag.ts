/** Whether any saved search has new matches: set by the background check, read by the header's dot. */
let hasNew = false;
const listeners = new Set<() => void>();

export const newMatchesFlag = {
  get: (): boolean => hasNew,
  set(value: boolean): void {
    if (value === hasNew) return;
    hasNew = value;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
