import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION_MS } from './toast-store.ts';

describe('toastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time: a new toast replaces the previous one', () => {
    const store = createToastStore();
    store.getState().show('Preferences saved successfully', 'success');
    store.getState().show('Failed to save address', 'danger');
    expect(store.getState().current).toMatchObject({ message: 'Failed to save address', variant: 'danger' });
  });

  /** The message showing once `ms` more milliseconds have passed (null: none). */
  const messageAfter = (store: ReturnType<typeof createToastStore>, ms: number): string | null => {
    vi.advanceTimersByTime(ms);
    return store.getState().current?.message ?? null;
  };

  it('hides a toast after 7000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(7000);
    const store = createToastStore();
    store.getState().show('Address has been successfully saved', 'success');
    expect(messageAfter(store, 6999)).toBe('Address has been successfully saved');
    expect(messageAfter(store, 1)).toBeNull();
  });

  it('gives a replacing toast its own full 7000 ms', () => {
    const store = createToastStore();
    store.getState().show('first');
    expect(messageAfter(store, 5000)).toBe('first');
    store.getState().show('second');
    expect(messageAfter(store, 5000)).toBe('second');
    expect(messageAfter(store, 2000)).toBeNull();
  });

  it('ignores a hide for a toast that was already replaced', () => {
    const store = createToastStore();
    const first = store.getState().show('first');
    store.getState().show('second');
    store.getState().hide(first);
    expect(store.getState().current?.message).toBe('second');
  });

  it('uses the primary variant by default', () => {
    const store = createToastStore();
    store.getState().show('Request was successfully sent');
    expect(store.getState().current?.variant).toBe('primary');
  });
});
