import { describe, expect, it } from 'vitest';
import { createTourStore } from './tour-store.ts';

describe('tourStore', () => {
  it('starts a tour at its first step and remembers it started', () => {
    const store = createTourStore();
    store.getState().start(7, 'NEW_USER');
    expect(store.getState().active).toEqual({ userId: 7, tourType: 'NEW_USER', stepIndex: 0 });
    expect(store.getState().hasStarted(7, 'NEW_USER')).toBe(true);
  });

  it('moves between steps of the tour on screen', () => {
    const store = createTourStore();
    store.getState().start(7, 'NEW_USER');
    store.getState().goToStep(2);
    expect(store.getState().active?.stepIndex).toBe(2);
  });

  it('keeps a finished or skipped tour started (spec 000 §9: not already started), per user and tour', () => {
    const store = createTourStore();
    store.getState().start(7, 'NEW_USER');
    store.getState().end();
    expect(store.getState().active).toBeNull();
    expect(store.getState().hasStarted(7, 'NEW_USER')).toBe(true);
    expect(store.getState().hasStarted(8, 'NEW_USER')).toBe(false);
    expect(store.getState().hasStarted(7, 'COLUMNS_TOUR')).toBe(false);
  });

  it('ignores a step change with no tour on screen', () => {
    const store = createTourStore();
    store.getState().goToStep(1);
    expect(store.getState().active).toBeNull();
  });
});
