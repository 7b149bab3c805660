/**
 * Sorting of DataTable rows. Pure: no React. A column is sortable when it gives a sort value;
 * a header click cycles ascending -> descending -> the rows' own order.
 */

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

/** What a column sorts by: numbers and dates by value, text by the reader's collation. */
export type SortValue = string | number | Date | null | undefined;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function isEmpty(value: SortValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '' || (value instanceof Date && Number.isNaN(value.getTime()));
}

function comparable(value: Exclude<SortValue, null | undefined>): string | number {
  return value instanceof Date ? value.getTime() : value;
}

/**
 * Ascending order of two present values: numbers (and dates) numerically, text with numeric
 * collation ('R-9' before 'R-10'), case and accents ignored; a number sorts before text.
 */
export function compareSortValues(a: Exclude<SortValue, null | undefined>, b: Exclude<SortValue, null | undefined>): number {
  const left = comparable(a);
  const right = comparable(b);
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'number') return -1;
  if (typeof right === 'number') return 1;
  return collator.compare(left, right);
}

/** The next sort after activating `columnId`'s header: a new column starts ascending. */
export function nextSort(current: SortState | null, columnId: string): SortState | null {
  if (!current || current.columnId !== columnId) return { columnId, direction: 'ascending' };
  return current.direction === 'ascending' ? { columnId, direction: 'descending' } : null;
}

/**
 * `rows` in `direction` by `valueOf`, stable (equal rows keep their order) and with empty values
 * last in both directions (a missing price never heads a list).
 */
export function sortRows<Row>(rows: readonly Row[], direction: SortDirection, valueOf: (row: Row) => SortValue): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      const aEmpty = isEmpty(a.value);
      const bEmpty = isEmpty(b.value);
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      return sign * compareSortValues(a.value as Exclude<SortValue, null | undefined>, b.value as Exclude<SortValue, null | undefined>) || a.index - b.index;
    })
    .map((entry) => entry.row);
}
