import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_REMOVE_DELAY_MS, toastReducer, type ToastItem } from './toast-store.js';

const item = (id: string): ToastItem => ({ id, open: true, title: `toast ${id}` });

describe('toastReducer', () => {
  it('keeps only the newest toast (one at a time)', () => {
    const state = toastReducer(toastReducer({ toasts: [] }, { type: 'add', toast: item('1') }), {
      type: 'add',
      toast: item('2'),
    });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('dismiss closes without removing; remove drops it', () => {
    const added = toastReducer({ toasts: [] }, { type: 'add', toast: item('1') });
    const dismissed = toastReducer(added, { type: 'dismiss', toastId: '1' });
    expect(dismissed.toasts).toEqual([{ ...item('1'), open: false }]);
    expect(toastReducer(dismissed, { type: 'remove', toastId: '1' }).toasts).toEqual([]);
  });

  it('update merges into the matching toast only', () => {
    const added = toastReducer({ toasts: [] }, { type: 'add', toast: item('1') });
    const updated = toastReducer(added, { type: 'update', toast: { id: '1', title: 'changed' } });
    expect(updated.toasts[0]?.title).toBe('changed');
    expect(toastReducer(added, { type: 'update', toast: { id: 'x', title: 'no' } })).toEqual(added);
  });
});

describe('createToastStore', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('removes a dismissed toast only after the spec removal delay', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const seen: number[] = [];
    store.subscribe((s) => seen.push(s.toasts.length));
    const handle = store.toast({ title: 'Saved', variant: 'default' });
    handle.dismiss();
    expect(store.getState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
    expect(seen).toEqual([1, 1, 0]);
  });

  it('gives each toast a distinct id and replaces the previous one', () => {
    const store = createToastStore();
    const a = store.toast({ title: 'A' });
    const b = store.toast({ title: 'B', variant: 'destructive' });
    expect(a.id).not.toBe(b.id);
    expect(store.getState().toasts).toEqual([{ id: b.id, open: true, title: 'B', variant: 'destructive' }]);
  });
});
