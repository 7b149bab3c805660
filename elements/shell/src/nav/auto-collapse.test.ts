import { describe, expect, it } from 'vitest';
import { AUTO_COLLAPSE_IDLE, autoCollapseAfterUserToggle, autoCollapseStep } from './auto-collapse.ts';

// spec 000 §2: auto-collapse on /dashboard under 1550 px; the user's remembered choice is not touched.
describe('autoCollapseStep', () => {
  it('collapses an expanded navigation when the condition starts', () => {
    const step = autoCollapseStep(AUTO_COLLAPSE_IDLE, true, false);
    expect(step.set).toBe(true);
    expect(step.memory).toEqual({ active: true, restoreTo: false });
  });

  it('expands it again when the condition ends', () => {
    const collapsed = autoCollapseStep(AUTO_COLLAPSE_IDLE, true, false);
    const step = autoCollapseStep(collapsed.memory, false, true);
    expect(step.set).toBe(false);
    expect(step.memory).toEqual(AUTO_COLLAPSE_IDLE);
  });

  it('leaves an already collapsed navigation collapsed after the condition', () => {
    const first = autoCollapseStep(AUTO_COLLAPSE_IDLE, true, true);
    expect(first.set).toBeUndefined();
    expect(autoCollapseStep(first.memory, false, true).set).toBeUndefined();
  });

  it('does nothing more while the condition lasts (resizes, re-renders)', () => {
    const first = autoCollapseStep(AUTO_COLLAPSE_IDLE, true, false);
    expect(autoCollapseStep(first.memory, true, true)).toEqual({ memory: first.memory });
  });

  it('keeps the choice the user made meanwhile when the condition ends', () => {
    const first = autoCollapseStep(AUTO_COLLAPSE_IDLE, true, false);
    const toggled = autoCollapseAfterUserToggle(first.memory);
    // The user expanded it by hand on /dashboard; the next resize must not collapse it again...
    expect(autoCollapseStep(toggled, true, false).set).toBeUndefined();
    // ...and leaving /dashboard must not change it.
    expect(autoCollapseStep(toggled, false, false).set).toBeUndefined();
  });

  it('does nothing outside the condition', () => {
    expect(autoCollapseStep(AUTO_COLLAPSE_IDLE, false, true)).toEqual({ memory: AUTO_COLLAPSE_IDLE });
    expect(autoCollapseAfterUserToggle(AUTO_COLLAPSE_IDLE)).toEqual(AUTO_COLLAPSE_IDLE);
  });
});
