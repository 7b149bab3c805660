/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   The table's roles are spelled out: as a card list (display: grid / block) a table loses its
   implied roles in some browsers, and the explicit ones keep it a table to assistive technology. */
import { useMemo, useRef, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlSkeleton from '@shoelace-style/shoelace/dist/react/skeleton/index.js';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useAdoptedStyles } from '../inputs/adopt-styles.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import { SelectBox } from './SelectBox.tsx';
import { cardAreas, cardEndIds, cardRows, toggleColumn } from './columns.ts';
import { keepShown, selectAllState, toggleAll, toggleRow, type RowKey } from './selection.ts';
import { nextSort, sortRows, type SortState, type SortValue } from './sorting.ts';
import { tableCss } from './table.css.ts';

export interface DataTableColumn<Row> {
  /** A CSS identifier: it also names the column's area in the card layout. */
  id: string;
  /** The column's name: its header, its label on a card and in the column chooser. */
  header: string;
  /** The header is read by screen readers only (an actions column). */
  headerHidden?: boolean;
  cell(row: Row): ReactNode;
  /** A column with a sort value sorts by its header. */
  sortValue?(row: Row): SortValue;
  /** The column chooser may hide it; default: yes, unless its header is hidden. */
  hideable?: boolean;
  hiddenByDefault?: boolean;
  /** On the header and every cell, for the element's own cell styles. */
  className?: string;
  align?: 'start' | 'end';
  /** On a card: 'labelled' (the header above the value, the default), 'plain', or 'corner' (top right: a row menu). */
  card?: 'labelled' | 'plain' | 'corner';
}

type RowProps = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | number | undefined };

export interface DataTableSelection<Row> {
  selected: ReadonlySet<RowKey>;
  onChange(selected: ReadonlySet<RowKey>): void;
  /** A row checkbox's accessible name ('Select booking CB-1'). */
  rowLabel(row: Row): string;
}

export interface DataTableMore {
  /** The polite status under the table ('Showing 20 of 25 bookings'). */
  status: string;
  /** More rows can be loaded: the button shows. */
  hasMore: boolean;
  label: string;
  loading: boolean;
  onMore(): void;
  /** The CSS part of the line under the table. */
  part?: string;
}

export interface DataTableProps<Row> {
  /** The table's accessible name ('Upcoming bookings'). */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): RowKey;
  /** Extra attributes of a row's <tr> (a class, data attributes). */
  rowProps?(row: Row): RowProps;
  /** No rows yet and they are on their way: skeleton rows, and the loading label announced. */
  loading?: boolean;
  loadingLabel?: string;
  emptyText: string;
  emptyIcon?: string;
  initialSort?: SortState | null;
  /**
   * Sorting done elsewhere (a server sorting the whole set): the table shows `sort` and reports
   * header clicks through onSortChange, and keeps the rows in the order given.
   */
  serverSort?: { sort: SortState | null; onSortChange(sort: SortState | null): void };
  /** A 'Columns' menu above the table to hide and show columns. */
  columnChooser?: boolean;
  /** Row checkboxes and a select-all checkbox in the header. */
  selection?: DataTableSelection<Row>;
  /** The card's rows of column ids under 768 px (see cardRows); default: the columns two by two. */
  cardLayout?: readonly (readonly string[])[];
  /**
   * The scroll area's height limit (a CSS length); 70vh when the rows are virtual and none is
   * given. Virtual rows need a bounded height: 'none' renders every row.
   */
  maxHeight?: string;
  /** 'Load more' under the table. */
  more?: DataTableMore;
  /** From this many rows only the rows in view (plus a few) are in the DOM. */
  virtualFrom?: number;
  /** The CSS part of the scroll area. */
  part?: string;
}

/** From this many rows a DataTable renders only the rows in view (unless told otherwise). */
export const VIRTUAL_ROWS_FROM = 100;

const SKELETON_ROWS = 4;
const ESTIMATED_ROW_HEIGHT = 52;

/**
 * The one table of the element toolkit: sortable columns (aria-sort; the header buttons work
 * from the keyboard), a column chooser, row selection, empty and loading states, 'Load more',
 * and virtual rows (@tanstack/react-virtual) from `virtualFrom` rows on, with aria-rowcount and
 * aria-rowindex telling assistive technology where a row sits. Under 768 px of its own width
 * each row becomes a card. Brings its style sheet into the shadow root it renders in.
 */
export function DataTable<Row>({
  label, columns, rows, rowKey, rowProps, loading = false, loadingLabel = 'Loading', emptyText, emptyIcon = 'inbox',
  initialSort = null, serverSort, columnChooser = false, selection, cardLayout, maxHeight, more, virtualFrom = VIRTUAL_ROWS_FROM, part = 'table',
}: DataTableProps<Row>) {
  useAdoptedStyles(tableCss);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [ownSort, setOwnSort] = useState<SortState | null>(initialSort);
  const sort = serverSort ? serverSort.sort : ownSort;
  const sortBy = (columnId: string) => (serverSort ? serverSort.onSortChange(nextSort(sort, columnId)) : setOwnSort((current) => nextSort(current, columnId)));
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(columns.filter((c) => c.hiddenByDefault).map((c) => c.id)));

  const hideable = useMemo(() => columns.map((c) => ({ id: c.id, header: c.header, hideable: c.hideable ?? !c.headerHidden })), [columns]);
  const shown = columns.filter((c) => !hidden.has(c.id));
  const sortColumn = sort ? columns.find((c) => c.id === sort.columnId && c.sortValue) : undefined;
  const sorted = useMemo(
    () => (!serverSort && sort && sortColumn?.sortValue ? sortRows(rows, sort.direction, sortColumn.sortValue) : rows),
    [rows, sort, sortColumn, serverSort],
  );
  const keys = useMemo(() => sorted.map(rowKey), [sorted, rowKey]);

  const virtual = sorted.length >= virtualFrom;
  const virtualizer = useVirtualizer({
    count: virtual ? sorted.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => keys[index] ?? index,
    overscan: 8,
    enabled: virtual,
  });
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const indexes = items ? items.map((item) => item.index) : sorted.map((_, index) => index);
  const padTop = items?.[0]?.start ?? 0;
  const padBottom = items && items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  const cardPlan = cardRows(cardLayout, shown.filter((c) => c.card !== 'corner').map((c) => c.id));
  const cardEnd = cardEndIds(cardPlan);
  const hasCorner = shown.some((c) => c.card === 'corner');
  const columnCount = shown.length + (selection ? 1 : 0);
  const skeleton = loading && rows.length === 0;
  const empty = !loading && rows.length === 0;

  const selected = selection ? keepShown(selection.selected, keys) : null;
  const allState = selected ? selectAllState(selected, keys) : 'none';

  const cellClass = (column: DataTableColumn<Row>, extra = '') =>
    [column.className, column.align === 'end' ? 'dt-end' : '', column.card === 'corner' ? 'dt-corner' : '', extra].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`dt${hasCorner ? ' dt--corner' : ''}`}>
      {columnChooser ? (
        <div className="dt-toolbar">
          <ColumnChooser
            columns={hideable.filter((c) => c.hideable)}
            hidden={hidden}
            onToggle={(id) => setHidden((current) => toggleColumn(current, id, hideable))}
          />
        </div>
      ) : null}
      <div
        ref={scrollRef}
        className={`dt-scroll${virtual ? ' dt-scroll--virtual' : ''}`}
        part={part}
        role="region"
        aria-label={label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard (WCAG 2.1.1)
        tabIndex={0}
        style={maxHeight ? ({ '--curb-table-max-height': maxHeight } as CSSProperties) : undefined}
      >
        <table
          className="dt-table"
          role="table"
          aria-label={label}
          aria-rowcount={sorted.length > 0 ? sorted.length + 1 : undefined}
          aria-busy={skeleton}
          style={{ '--dt-card-areas': cardAreas(cardPlan) } as CSSProperties}
        >
          <thead role="rowgroup">
            <tr role="row" aria-rowindex={sorted.length > 0 ? 1 : undefined}>
              {selection ? (
                <th scope="col" role="columnheader" className="dt-select">
                  <SelectBox
                    label="Select all rows"
                    checked={allState === 'all'}
                    mixed={allState === 'some'}
                    disabled={keys.length === 0}
                    onToggle={() => selected && selection.onChange(toggleAll(selected, keys))}
                  />
                </th>
              ) : null}
              {shown.map((column) => {
                const direction = sort && sortColumn?.id === column.id ? sort.direction : undefined;
                return (
                  <th key={column.id} scope="col" role="columnheader" className={cellClass(column)} aria-sort={direction}>
                    {column.headerHidden ? (
                      <span className="visually-hidden">{column.header}</span>
                    ) : column.sortValue ? (
                      <button type="button" className="dt-sort" onClick={() => sortBy(column.id)}>
                        {column.header}
                        <SlIcon
                          aria-hidden="true"
                          className={direction ? undefined : 'dt-sort-idle'}
                          name={direction === 'descending' ? 'arrow-down' : direction === 'ascending' ? 'arrow-up' : 'arrow-down-up'}
                        />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {skeleton
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <tr key={`skeleton-${i}`} className="dt-skeleton-row" aria-hidden="true">
                    {Array.from({ length: columnCount }, (_, j) => (
                      <td key={j}>
                        <SlSkeleton effect="pulse" />
                      </td>
                    ))}
                  </tr>
                ))
              : null}
            {empty ? (
              <tr className="dt-empty-row" role="row">
                <td colSpan={columnCount} className="dt-empty" role="cell">
                  <SlIcon name={emptyIcon} aria-hidden="true" />
                  <span>{emptyText}</span>
                </td>
              </tr>
            ) : null}
            {padTop > 0 ? (
              <tr className="dt-spacer" aria-hidden="true">
                <td colSpan={columnCount} style={{ height: padTop }} />
              </tr>
            ) : null}
            {indexes.map((index) => {
              const row = sorted[index] as Row;
              const key = keys[index] as RowKey;
              const extra = rowProps?.(row) ?? {};
              const isSelected = selected?.has(key) ?? false;
              return (
                <tr
                  {...extra}
                  key={key}
                  ref={virtual ? virtualizer.measureElement : undefined}
                  data-index={index}
                  className={['dt-row', extra.className].filter(Boolean).join(' ')}
                  role="row"
                  aria-rowindex={index + 2}
                  data-selected={isSelected ? '' : undefined}
                >
                  {selection && selected ? (
                    <td className="dt-select" role="cell">
                      <SelectBox label={selection.rowLabel(row)} checked={isSelected} onToggle={() => selection.onChange(toggleRow(selected, key))} />
                    </td>
                  ) : null}
                  {shown.map((column) => (
                    <td
                      key={column.id}
                      role="cell"
                      className={cellClass(column, cardEnd.has(column.id) ? 'dt-card-end' : '')}
                      data-label={(column.card ?? 'labelled') === 'labelled' ? column.header : undefined}
                      style={column.card === 'corner' ? undefined : { gridArea: column.id }}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
            {padBottom > 0 ? (
              <tr className="dt-spacer" aria-hidden="true">
                <td colSpan={columnCount} style={{ height: padBottom }} />
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <span role="status" className="visually-hidden">{skeleton ? loadingLabel : ''}</span>
      {more ? (
        <div className="dt-footer" part={more.part}>
          <span role="status" aria-live="polite">{more.status}</span>
          {more.hasMore ? (
            <SlButton size="small" loading={more.loading} onClick={more.onMore}>
              <SlIcon slot="prefix" name="chevron-down" />
              {more.label}
            </SlButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
