/** A yes/no value that components read with `useSyncExternalStore` and code outside React sets. */
export interface FlagStore {
  get: () => boolean;
  set: (value: boolean) => void;
  subscribe: (listener: () => void) => () => void;
}

/** A flag starting at `initial`; a function is asked once, at the first read (it may read storage). */
export function flagStore(initial: boolean | (() => boolean)): FlagStore {
  let value: boolean | undefined = typeof initial === 'boolean' ? initial : undefined;
  const listeners = new Set<() => void>();
  const get = () => (value ??= typeof initial === 'function' ? initial() : initial);
  return {
    get,
    set(next) {
      if (get() === next) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
