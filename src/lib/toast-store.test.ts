import { describe, expect, it, vi } from 'vitest';

import { createToastStore, toastReducer, type ToastData } from './toast-store';

const make = (id: string): ToastData => ({ id, title: id, open: true });

describe('toastReducer', () => {
  it('keeps only the newest toast with the default limit of 1', () => {
    const state = toastReducer(toastReducer([], { type: 'add', toast: make('a') }), { type: 'add', toast: make('b') });
    expect(state.map((t) => t.id)).toEqual(['b']);
  });

  it('updates, dismisses and removes by id', () => {
    let state = toastReducer([], { type: 'add', toast: make('a') }, 3);
    state = toastReducer(state, { type: 'add', toast: make('b') }, 3);
    state = toastReducer(state, { type: 'update', toast: { id: 'a', title: 'changed' } }, 3);
    expect(state.find((t) => t.id === 'a')?.title).toBe('changed');
    state = toastReducer(state, { type: 'dismiss', id: 'b' }, 3);
    expect(state.find((t) => t.id === 'b')?.open).toBe(false);
    expect(state.find((t) => t.id === 'a')?.open).toBe(true);
    state = toastReducer(state, { type: 'remove', id: 'b' }, 3);
    expect(state.map((t) => t.id)).toEqual(['a']);
    expect(toastReducer(state, { type: 'remove' }, 3)).toEqual([]);
  });

  it('refuses an action without alternate text', () => {
    expect(() =>
      toastReducer([], { type: 'add', toast: { ...make('a'), action: { label: 'Undo', altText: ' ', onClick: () => {} } } }),
    ).toThrow(/altText/);
  });
});

describe('createToastStore', () => {
  it('notifies listeners and removes a dismissed toast after the removal delay', () => {
    vi.useFakeTimers();
    try {
      const store = createToastStore(1000);
      const seen: number[] = [];
      store.subscribe((toasts) => seen.push(toasts.length));
      const handle = store.toast({ title: 'Hello' });
      expect(store.getSnapshot()[0]).toMatchObject({ title: 'Hello', open: true });
      handle.dismiss();
      expect(store.getSnapshot()[0]?.open).toBe(false);
      vi.advanceTimersByTime(999);
      expect(store.getSnapshot()).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(store.getSnapshot()).toHaveLength(0);
      expect(seen).toEqual([1, 1, 0]);
    } finally {
      vi.useRealTimers();
    }
  });
});
