import { describe, expect, it } from 'vitest';
import { keepShown, selectAllState, toggleAll, toggleRow, type RowKey, type SelectAllState } from './selection.ts';

const set = (...keys: RowKey[]) => new Set<RowKey>(keys);

describe('toggleRow', () => {
  it('selects an unselected row and unselects a selected one', () => {
    expect([...toggleRow(set(1), 2)]).toEqual([1, 2]);
    expect([...toggleRow(set(1, 2), 1)]).toEqual([2]);
  });

  it('returns a new set', () => {
    const before = set(1);
    toggleRow(before, 2);
    expect([...before]).toEqual([1]);
  });
});

describe('selectAllState', () => {
  it.each<[string, RowKey[], RowKey[], SelectAllState]>([
    ['nothing selected', [], [1, 2, 3], 'none'],
    ['some shown rows selected', [2], [1, 2, 3], 'some'],
    ['every shown row selected', [1, 2, 3], [1, 2, 3], 'all'],
    ['only rows no longer shown selected', [9], [1, 2], 'none'],
    ['all shown plus a row not shown', [1, 2, 9], [1, 2], 'all'],
    ['no rows shown', [1], [], 'none'],
  ])('%s', (_name, selected, keys, expected) => {
    expect(selectAllState(set(...selected), keys)).toBe(expected);
  });
});

describe('toggleAll', () => {
  it('selects every shown row when none or some are', () => {
    expect([...toggleAll(set(), ['a', 'b'])].sort()).toEqual(['a', 'b']);
    expect([...toggleAll(set('b'), ['a', 'b'])].sort()).toEqual(['a', 'b']);
  });

  it('unselects the shown rows when all are, keeping rows selected elsewhere', () => {
    expect([...toggleAll(set('a', 'b', 'z'), ['a', 'b'])]).toEqual(['z']);
  });
});

describe('keepShown', () => {
  it('drops keys of rows that are gone', () => {
    expect([...keepShown(set(1, 2, 3), [1, 3, 4])]).toEqual([1, 3]);
  });

  it('keeps the same set when every key is still shown', () => {
    const selected = set(1, 2);
    expect(keepShown(selected, [1, 2, 3])).toBe(selected);
  });
});
