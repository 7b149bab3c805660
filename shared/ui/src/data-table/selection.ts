/**
 * Row selection of a DataTable as a set of row keys. Pure: no React. The header checkbox is
 * checked when every shown row is selected and mixed when some are.
 */

export type RowKey = string | number;

export type SelectAllState = 'none' | 'some' | 'all';

/** `key` added when it was not selected, removed when it was. */
export function toggleRow(selected: ReadonlySet<RowKey>, key: RowKey): Set<RowKey> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** How many of the shown rows (`keys`) are selected, as the header checkbox shows it. */
export function selectAllState(selected: ReadonlySet<RowKey>, keys: readonly RowKey[]): SelectAllState {
  const count = keys.filter((key) => selected.has(key)).length;
  if (count === 0) return 'none';
  return count === keys.length ? 'all' : 'some';
}

/** The header checkbox: all shown rows selected unless they all were, then none of them (others kept). */
export function toggleAll(selected: ReadonlySet<RowKey>, keys: readonly RowKey[]): Set<RowKey> {
  const next = new Set(selected);
  if (selectAllState(selected, keys) === 'all') keys.forEach((key) => next.delete(key));
  else keys.forEach((key) => next.add(key));
  return next;
}

/** The selection without rows that are gone (a refetch dropped them), or `selected` itself when none went. */
export function keepShown(selected: ReadonlySet<RowKey>, keys: readonly RowKey[]): ReadonlySet<RowKey> {
  const shown = new Set(keys);
  const kept = [...selected].filter((key) => shown.has(key));
  return kept.length === selected.size ? selected : new Set(kept);
}
