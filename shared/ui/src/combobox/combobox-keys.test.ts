import { describe, expect, it } from 'vitest';
import { comboboxKeyAction, moveActive, typeAheadIndex, type ComboboxKeyAction, type ComboboxKeyState } from './combobox-keys.ts';

describe('moveActive', () => {
  it.each([
    [-1, 'ArrowDown', 3, 0],
    [0, 'ArrowDown', 3, 1],
    [2, 'ArrowDown', 3, 0],
    [0, 'ArrowUp', 3, 2],
    [-1, 'ArrowUp', 3, 2],
    [2, 'ArrowUp', 3, 1],
    [1, 'Home', 3, 0],
    [1, 'End', 3, 2],
    [0, 'ArrowDown', 0, -1],
    [0, 'End', 0, -1],
  ] as const)('from %i, %s in %i options goes to %i', (current, key, count, expected) => {
    expect(moveActive(current, key, count)).toBe(expected);
  });
});

describe('typeAheadIndex', () => {
  const labels = ['Canada', 'United Kingdom', 'United States', 'Ukraine'];
  it.each([
    ['', 0, 'the first option when nothing is typed'],
    ['u', 1, 'the first label starting with the text'],
    ['UNITED S', 2, 'ignoring case'],
    ['  uk', 3, 'ignoring surrounding spaces'],
    ['states', 2, 'a label containing the text when none starts with it'],
    ['zz', 0, 'the first option when nothing matches'],
  ])('%j highlights %i (%s)', (text, expected) => {
    expect(typeAheadIndex(labels, text)).toBe(expected);
  });
  it('gives -1 for an empty list', () => {
    expect(typeAheadIndex([], 'a')).toBe(-1);
  });
});

describe('comboboxKeyAction (one keyboard model for every combobox)', () => {
  const closed: ComboboxKeyState = { open: false, active: -1, count: 4, firstMatch: 2, hasText: true };
  const open: ComboboxKeyState = { open: true, active: 1, count: 4, firstMatch: 2, hasText: true };
  const cases: [string, string, ComboboxKeyState, ComboboxKeyAction][] = [
    ['ArrowDown opens a closed list on the first match', 'ArrowDown', closed, { type: 'open', active: 2 }],
    ['ArrowDown opens an empty list with nothing highlighted', 'ArrowDown', { ...closed, count: 0, firstMatch: -1 }, { type: 'open', active: -1 }],
    ['ArrowUp opens a closed list on the last option', 'ArrowUp', closed, { type: 'open', active: 3 }],
    ['ArrowDown moves down in an open list', 'ArrowDown', open, { type: 'move', active: 2 }],
    ['ArrowDown wraps from the last option to the first', 'ArrowDown', { ...open, active: 3 }, { type: 'move', active: 0 }],
    ['ArrowUp moves up in an open list', 'ArrowUp', open, { type: 'move', active: 0 }],
    ['ArrowUp wraps from the first option to the last', 'ArrowUp', { ...open, active: 0 }, { type: 'move', active: 3 }],
    ['Home goes to the first option of an open list', 'Home', open, { type: 'move', active: 0 }],
    ['End goes to the last option of an open list', 'End', open, { type: 'move', active: 3 }],
    ['Home on a closed list moves the caret', 'Home', closed, { type: 'none' }],
    ['End on an open empty list moves the caret', 'End', { ...open, count: 0, active: -1 }, { type: 'none' }],
    ['Enter selects the highlighted option', 'Enter', open, { type: 'select', index: 1 }],
    ['Enter on a closed list takes the typed text', 'Enter', closed, { type: 'commit' }],
    ['Enter with nothing highlighted takes the typed text', 'Enter', { ...open, active: -1 }, { type: 'commit' }],
    ['Escape closes an open list', 'Escape', open, { type: 'close' }],
    ['Escape on a closed list clears the text', 'Escape', closed, { type: 'clear' }],
    ['Escape on a closed empty field is left to the page (a dialog closes)', 'Escape', { ...closed, hasText: false }, { type: 'none' }],
    ['a letter is typing, not a command', 'a', open, { type: 'none' }],
    ['Tab leaves the field', 'Tab', open, { type: 'none' }],
  ];
  it.each(cases)('%s', (_name, key, state, expected) => {
    expect(comboboxKeyAction(key, state)).toEqual(expected);
  });
});
