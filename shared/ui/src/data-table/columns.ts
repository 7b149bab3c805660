/**
 * Which columns a DataTable shows and how its rows lay out as cards on a narrow screen. Pure:
 * no React.
 */

export interface ColumnVisibility {
  id: string;
  /** The column chooser may hide it (an actions column may not). */
  hideable: boolean;
}

/** `id` hidden, or shown again; the last shown hideable column stays (a table keeps a column to read). */
export function toggleColumn(hidden: ReadonlySet<string>, id: string, columns: readonly ColumnVisibility[]): Set<string> {
  const next = new Set(hidden);
  if (next.has(id)) {
    next.delete(id);
    return next;
  }
  const column = columns.find((c) => c.id === id);
  if (!column?.hideable) return next;
  const shownHideable = columns.filter((c) => c.hideable && !next.has(c.id));
  if (shownHideable.length <= 1) return next;
  next.add(id);
  return next;
}

/**
 * The rows of a card (two columns) from the layout's rows of column ids: hidden columns drop out
 * (a pair that loses one becomes a full row, an empty row goes); shown columns the layout does not
 * name follow two by two. Without a layout, every shown column in order, two by two.
 */
export function cardRows(layout: readonly (readonly string[])[] | undefined, shown: readonly string[]): string[][] {
  const visible = new Set(shown);
  const rows = (layout ?? []).map((row) => row.filter((id) => visible.has(id)).slice(0, 2)).filter((row) => row.length > 0);
  const placed = new Set(rows.flat());
  const rest = shown.filter((id) => !placed.has(id));
  for (let i = 0; i < rest.length; i += 2) rows.push(rest.slice(i, i + 2));
  return rows;
}

/** The card's `grid-template-areas`: a row of one id spans both columns. Ids are CSS identifiers. */
export function cardAreas(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `'${row[0]} ${row[1] ?? row[0]}'`).join(' ');
}

/** The ids in a card's right-hand column: they align to the end, as a price does. */
export function cardEndIds(rows: readonly (readonly string[])[]): Set<string> {
  return new Set(rows.flatMap((row) => (row[1] === undefined ? [] : [row[1]])));
}
