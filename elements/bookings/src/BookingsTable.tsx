import SlDivider from '@shoelace-style/shoelace/dist/react/divider/index.js';
import SlDropdown from '@shoelace-style/shoelace/dist/react/dropdown/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import SlSkeleton from '@shoelace-style/shoelace/dist/react/skeleton/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { rowMenu, type ReservationRowView, type RowAction } from './bookings-logic.ts';
import { StatusBadge } from './StatusBadge.tsx';

export interface BookingsTableProps {
  rows: readonly ReservationRowView[];
  /** Accessible name of the table ('Upcoming bookings'). */
  label: string;
  loading: boolean;
  emptyText: string;
  emptyIcon: string;
  /** The row whose action is running (its menu shows a spinner). */
  busyId: number | null;
  /** Favorites show the favorite's name above the booking number. */
  showFavoriteName?: boolean;
  onAction(row: ReservationRowView, action: RowAction): void;
}

const COLUMNS = ['Booking', 'Pickup', 'Route', 'Passenger', 'Car', 'Status', 'Price'] as const;

function RowMenu({ row, busy, onAction }: { row: ReservationRowView; busy: boolean; onAction: BookingsTableProps['onAction'] }) {
  const items = rowMenu(row);
  return (
    <SlDropdown placement="bottom-end" hoist className="row-menu" disabled={busy}>
      {busy ? (
        <SlSpinner slot="trigger" aria-label={`Working on booking ${row.number}`} />
      ) : (
        <SlIconButton slot="trigger" name="three-dots-vertical" label={`Actions for booking ${row.number}`} className="row-menu-trigger" />
      )}
      <SlMenu
        onSlSelect={(event) => {
          const item = items.find((entry) => entry.action === event.detail.item.value);
          if (item) onAction(row, item.action);
        }}
      >
        {items.flatMap((item, index) => [
          ...(item.group && index > 0 ? [<SlDivider key={`divider-${item.action}`} />] : []),
          <SlMenuItem key={item.action} value={item.action} className={item.danger ? 'danger' : undefined}>
            <SlIcon slot="prefix" name={item.icon} />
            {item.label}
          </SlMenuItem>,
        ])}
      </SlMenu>
    </SlDropdown>
  );
}

function SkeletonRows() {
  return (
    <>
      {[0, 1, 2, 3].map((i) => (
        <tr key={i} className="skeleton-row" aria-hidden="true">
          {[...COLUMNS, ''].map((column) => (
            <td key={column} data-label={column}>
              <SlSkeleton effect="pulse" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/**
 * The bookings of one tab: reservation number, pickup date and time in the user's formats,
 * pickup -> drop-off, passenger, car provider and vehicle, status badge (001 §4), price and the
 * row menu. Below a container width of 52rem each row becomes a card.
 */
export function BookingsTable({ rows, label, loading, emptyText, emptyIcon, busyId, showFavoriteName, onAction }: BookingsTableProps) {
  const showSkeleton = loading && rows.length === 0;
  return (
    <div className="table-wrap" part="table" role="region" aria-label={label} aria-busy={showSkeleton} tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'Price' ? 'col-price' : undefined}>{column}</th>
            ))}
            <th scope="col" className="col-actions">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {showSkeleton ? <SkeletonRows /> : null}
          {!loading && rows.length === 0 ? (
            <tr className="empty-row">
              <td colSpan={COLUMNS.length + 1} className="empty">
                <SlIcon name={emptyIcon} aria-hidden="true" />
                <span>{emptyText}</span>
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={row.id} data-reservation-id={row.id} className={`booking-row tone--${row.tone}`}>
              <td data-label="Booking" className="cell-booking">
                {showFavoriteName && row.favoriteName ? (
                  <span className="favorite-name">
                    <SlIcon name="star-fill" aria-hidden="true" />
                    {row.favoriteName}
                  </span>
                ) : null}
                <button type="button" className="link cell-number" onClick={() => onAction(row, 'details')} aria-label={`Details of booking ${row.number}`}>
                  {row.number}
                </button>
                {row.confirmation ? <span className="cell-sub">Conf. {row.confirmation}</span> : null}
              </td>
              <td data-label="Pickup" className="cell-when">
                <span className="cell-main">{row.date}</span>
                <span className="cell-sub">
                  {row.time}
                  {row.timezone ? ` ${row.timezone}` : ''}
                </span>
              </td>
              <td data-label="Route" className="cell-route">
                <span className="route">
                  <span className="route-point">
                    <SlIcon name="geo-alt" aria-hidden="true" className="route-icon route-icon--from" />
                    <span className="route-text" title={row.pickup}>{row.pickup || '—'}</span>
                  </span>
                  <span className="route-point">
                    <SlIcon name="flag" aria-hidden="true" className="route-icon route-icon--to" />
                    <span className="route-text" title={row.dropoff}>
                      {row.dropoff || (row.type === 'regular' ? '—' : row.typeLabel)}
                    </span>
                  </span>
                  {row.stops > 0 ? <span className="cell-sub">{row.stops === 1 ? '1 stop' : `${row.stops} stops`}</span> : null}
                </span>
              </td>
              <td data-label="Passenger" className="cell-passenger">
                <span className="cell-main">{row.passenger || '—'}</span>
                {row.morePassengers > 0 ? <span className="cell-sub">+{row.morePassengers} more</span> : null}
              </td>
              <td data-label="Car" className="cell-car">
                <span className="cell-main">{row.provider || '—'}</span>
                {row.vehicle ? <span className="cell-sub">{row.vehicle}</span> : null}
              </td>
              <td data-label="Status" className="cell-status">
                <StatusBadge status={row.status} />
              </td>
              <td data-label="Price" className="col-price cell-price">{row.price || '—'}</td>
              <td className="col-actions">
                <RowMenu row={row} busy={busyId === row.id} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
