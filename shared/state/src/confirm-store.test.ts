import { describe, expect, it } from 'vitest';
import { createConfirmStore } from './confirm-store.ts';

describe('confirmStore', () => {
  it('resolves true when the user confirms', async () => {
    const store = createConfirmStore();
    const answer = store.getState().request('Are you sure you want to log out ?', { confirmLabel: 'Log out' });
    expect(store.getState().pending).toMatchObject({ message: 'Are you sure you want to log out ?', confirmLabel: 'Log out', cancelLabel: 'Cancel', danger: false });
    store.getState().settle(true);
    await expect(answer).resolves.toBe(true);
    expect(store.getState().pending).toBeNull();
  });

  it('resolves false when the user cancels', async () => {
    const store = createConfirmStore();
    const answer = store.getState().request('Are you sure you want to delete this address ?');
    store.getState().settle(false);
    await expect(answer).resolves.toBe(false);
  });

  it('marks a delete as dangerous only when asked to', () => {
    const store = createConfirmStore();
    void store.getState().request('Are you sure you want to delete this address ?', { confirmLabel: 'Delete', danger: true });
    expect(store.getState().pending).toMatchObject({ confirmLabel: 'Delete', danger: true });
    void store.getState().request('Are you sure you want to log out ?');
    expect(store.getState().pending?.danger).toBe(false);
  });

  it('answers false to a question replaced by a newer one', async () => {
    const store = createConfirmStore();
    const first = store.getState().request('Are you sure you want to delete permission ?');
    const second = store.getState().request('Are you sure you want to delete Credit Card?');
    await expect(first).resolves.toBe(false);
    expect(store.getState().pending?.message).toBe('Are you sure you want to delete Credit Card?');
    store.getState().settle(true);
    await expect(second).resolves.toBe(true);
  });
});
