import { describe, expect, it } from 'vitest';
import { createDialogStore } from './dialog-store.ts';

describe('dialogStore', () => {
  it('shows a single message as a one-entry list', () => {
    const store = createDialogStore();
    store.getState().show('Please add more details');
    expect(store.getState().messages).toEqual(['Please add more details']);
  });

  it('shows several messages as a list', () => {
    const store = createDialogStore();
    store.getState().show(['First name is required', 'Last name is required'], { title: 'Check the form' });
    expect(store.getState().messages).toEqual(['First name is required', 'Last name is required']);
    expect(store.getState().title).toBe('Check the form');
  });

  it('stays closed for an empty list and closes on close()', () => {
    const store = createDialogStore();
    store.getState().show([]);
    expect(store.getState().messages).toBeNull();
    store.getState().show('x');
    store.getState().close();
    expect(store.getState().messages).toBeNull();
  });
});
