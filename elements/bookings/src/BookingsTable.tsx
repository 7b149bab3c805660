import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { DataTable, RowMenu, StatusPill, VIRTUAL_ROWS_FROM, type DataTableColumn, type DataTableMore } from '@curbside/ui';
import { BOOKING_SORT_VALUES as SORT, rowMenu, type ReservationRowView, type RowAction } from './bookings-logic.ts';

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
  /** History's 'Showing N of M bookings' and 'Load more'. */
  more?: DataTableMore;
  onAction(row: ReservationRowView, action: RowAction): void;
}

/** A card: number and status, pickup and price, the route across, passenger and car. */
const CARD_LAYOUT = [['booking', 'status'], ['pickup', 'price'], ['route'], ['passenger', 'car']];

function columns({ showFavoriteName, busyId, onAction }: Pick<BookingsTableProps, 'showFavoriteName' | 'busyId' | 'onAction'>): DataTableColumn<ReservationRowView>[] {
  return [
    {
      id: 'booking', header: 'Booking', className: 'cell-booking', card: 'plain', sortValue: SORT.booking,
      cell: (row) => (
        <>
          {showFavoriteName && row.favoriteName ? (
            <span className="favorite-name">
              <SlIcon name="star-fill" aria-hidden="true" />
              {row.favoriteName}
            </span>
          ) : null}
          <button type="button" className="link cell-number" onClick={() => onAction(row, 'details')} aria-label={`Details of booking ${row.number}`}>
            {row.number}
          </button>
          {row.confirmation ? <span className="dt-cell-sub">Conf. {row.confirmation}</span> : null}
        </>
      ),
    },
    {
      id: 'pickup', header: 'Pickup', className: 'cell-when', sortValue: SORT.pickup,
      cell: (row) => (
        <>
          <span className="dt-cell-main">{row.date}</span>
          <span className="dt-cell-sub">
            {row.time}
            {row.timezone ? ` ${row.timezone}` : ''}
          </span>
        </>
      ),
    },
    {
      id: 'route', header: 'Route', className: 'cell-route',
      cell: (row) => (
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
          {row.stops > 0 ? <span className="dt-cell-sub">{row.stops === 1 ? '1 stop' : `${row.stops} stops`}</span> : null}
        </span>
      ),
    },
    {
      id: 'passenger', header: 'Passenger', className: 'cell-passenger', sortValue: SORT.passenger,
      cell: (row) => (
        <>
          <span className="dt-cell-main">{row.passenger || '—'}</span>
          {row.morePassengers > 0 ? <span className="dt-cell-sub">+{row.morePassengers} more</span> : null}
        </>
      ),
    },
    {
      id: 'car', header: 'Car', className: 'cell-car', sortValue: SORT.car,
      cell: (row) => (
        <>
          <span className="dt-cell-main">{row.provider || '—'}</span>
          {row.vehicle ? <span className="dt-cell-sub">{row.vehicle}</span> : null}
        </>
      ),
    },
    {
      id: 'status', header: 'Status', className: 'cell-status', card: 'plain', sortValue: SORT.status,
      cell: (row) => <StatusPill kind="reservation" status={row.status} />,
    },
    { id: 'price', header: 'Price', className: 'cell-price', align: 'end', sortValue: SORT.price, cell: (row) => row.price || '—' },
    {
      id: 'actions', header: 'Actions', headerHidden: true, card: 'corner',
      cell: (row) => (
        <RowMenu
          items={rowMenu(row)}
          label={`Actions for booking ${row.number}`}
          busyLabel={`Working on booking ${row.number}`}
          busy={busyId === row.id}
          onSelect={(action) => onAction(row, action)}
        />
      ),
    },
  ];
}

/**
 * The bookings of one tab on the shared DataTable: reservation number, pickup date and time in
 * the user's formats, pickup -> drop-off, passenger, car provider and vehicle, status (001 §4),
 * price and the row menu; a status edge on each row by its tone. Under 768 px each row is a card.
 */
export function BookingsTable({ rows, label, loading, emptyText, emptyIcon, busyId, showFavoriteName, more, onAction }: BookingsTableProps) {
  return (
    <DataTable
      label={label}
      columns={columns({ showFavoriteName, busyId, onAction })}
      rows={rows}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ className: `booking-row tone--${row.tone}`, 'data-reservation-id': row.id })}
      loading={loading}
      loadingLabel="Loading bookings"
      emptyText={emptyText}
      emptyIcon={emptyIcon}
      columnChooser
      cardLayout={CARD_LAYOUT}
      // The page scrolls a short list; a long one scrolls in the table, which keeps its rows virtual.
      maxHeight={`var(--curb-bookings-max-height, ${rows.length >= VIRTUAL_ROWS_FROM ? '70vh' : 'none'})`}
      more={more}
    />
  );
}
