import { describe, expect, it } from 'vitest';
import { compareSortValues, nextSort, sortRows, type SortState, type SortValue } from './sorting.ts';

describe('compareSortValues', () => {
  it.each<[string, Exclude<SortValue, null | undefined>, Exclude<SortValue, null | undefined>, '<' | '=' | '>']>([
    ['numbers by value', 9, 10, '<'],
    ['negative numbers', -5, 2, '<'],
    ['text with numbers numerically', 'R-9', 'R-10', '<'],
    ['text ignoring case', 'ann', 'Ann', '='],
    ['text ignoring accents', 'Zoë', 'Zoe', '='],
    ['text alphabetically', 'Ben', 'Ann', '>'],
    ['dates by time', new Date('2030-01-02'), new Date('2030-01-01'), '>'],
    ['a number before text', 3, 'three', '<'],
  ])('compares %s', (_name, a, b, expected) => {
    const result = compareSortValues(a, b);
    expect(result === 0 ? '=' : result < 0 ? '<' : '>').toBe(expected);
  });
});

describe('nextSort', () => {
  it.each<[string, SortState | null, string, SortState | null]>([
    ['starts a new column ascending', null, 'name', { columnId: 'name', direction: 'ascending' }],
    ['turns ascending into descending', { columnId: 'name', direction: 'ascending' }, 'name', { columnId: 'name', direction: 'descending' }],
    ['turns descending back to the rows\' own order', { columnId: 'name', direction: 'descending' }, 'name', null],
    ['moves to another column ascending', { columnId: 'name', direction: 'descending' }, 'email', { columnId: 'email', direction: 'ascending' }],
  ])('%s', (_name, current, column, expected) => {
    expect(nextSort(current, column)).toEqual(expected);
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 1, price: 30 },
    { id: 2, price: null },
    { id: 3, price: 10 },
    { id: 4, price: 30 },
    { id: 5, price: undefined },
    { id: 6, price: 20 },
  ];
  const ids = (list: typeof rows) => list.map((row) => row.id);

  it('sorts ascending, keeping equal rows in their order and empty values last', () => {
    expect(ids(sortRows(rows, 'ascending', (row) => row.price))).toEqual([3, 6, 1, 4, 2, 5]);
  });

  it('sorts descending with empty values still last', () => {
    expect(ids(sortRows(rows, 'descending', (row) => row.price))).toEqual([1, 4, 6, 3, 2, 5]);
  });

  it('leaves the given list untouched', () => {
    sortRows(rows, 'descending', (row) => row.price);
    expect(ids(rows)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('puts empty text and invalid dates last', () => {
    const list = [{ v: '' }, { v: 'b' }, { v: new Date('nope') }, { v: 'a' }];
    expect(sortRows(list, 'ascending', (row) => row.v).slice(0, 2).map((row) => row.v)).toEqual(['a', 'b']);
  });
});
