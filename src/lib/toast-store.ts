import { TOAST } from '@/config/constants';

/** docs/product.md §3 Toast: title, description, optional action, open flag, id. */
export interface ToastAction {
  label: string;
  /** Radix requires a non-empty alternate text describing how to reach the action without the toast. */
  altText: string;
  onClick: () => void;
}

export interface ToastData {
  id: string;
  title?: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  action?: ToastAction;
  open: boolean;
}

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

export type ToastEvent =
  | { type: 'add'; toast: ToastData }
  | { type: 'update'; toast: Partial<ToastData> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** Pure state transitions (docs/product.md §4 Toasts: added, updated, dismissed, removed; at most `limit` kept). */
export function toastReducer(state: readonly ToastData[], event: ToastEvent, limit: number = TOAST.limit): ToastData[] {
  switch (event.type) {
    case 'add':
      if (event.toast.action && event.toast.action.altText.trim() === '') {
        throw new Error('A toast action needs a non-empty altText');
      }
      return [event.toast, ...state].slice(0, limit);
    case 'update':
      return state.map((toast) => (toast.id === event.toast.id ? { ...toast, ...event.toast } : toast));
    case 'dismiss':
      return state.map((toast) => (event.id === undefined || toast.id === event.id ? { ...toast, open: false } : toast));
    case 'remove':
      return event.id === undefined ? [] : state.filter((toast) => toast.id !== event.id);
  }
}

type Listener = (toasts: ToastData[]) => void;

/** A tiny module-level store so any code (hooks, mutations) can raise a toast without a React context. */
export function createToastStore(removeDelay: number = TOAST.removeDelay) {
  let toasts: ToastData[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function dispatch(event: ToastEvent) {
    toasts = toastReducer(toasts, event);
    if (event.type === 'dismiss') {
      for (const closed of toasts) {
        if (!closed.open && !removalTimers.has(closed.id)) {
          removalTimers.set(
            closed.id,
            setTimeout(() => {
              removalTimers.delete(closed.id);
              dispatch({ type: 'remove', id: closed.id });
            }, removeDelay),
          );
        }
      }
    }
    for (const listener of listeners) listener(toasts);
  }

  function toast(input: ToastInput) {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = `toast-${counter}`;
    dispatch({ type: 'add', toast: { ...input, id, open: true } });
    return {
      id,
      dismiss: () => dispatch({ type: 'dismiss', id }),
      update: (changes: ToastInput) => dispatch({ type: 'update', toast: { ...changes, id } }),
    };
  }

  return {
    toast,
    dismiss: (id?: string) => dispatch({ type: 'dismiss', id }),
    getSnapshot: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toastStore = createToastStore();
export const toast = toastStore.toast;
