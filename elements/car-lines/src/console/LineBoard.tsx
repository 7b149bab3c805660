import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { DataTable, StatusPill, type DataTableColumn } from '@curbside/ui';
import { CONSOLE_TEXT, type BoardRow } from './console-view.ts';

export interface LineBoardProps {
  rows: readonly BoardRow[];
  loading: boolean;
}

const columns: DataTableColumn<BoardRow>[] = [
  { id: 'status', header: 'Status', cell: (r) => <StatusPill kind="reservation" status={r.reservation.reservationStatus} /> },
  {
    id: 'rider', header: 'Rider',
    cell: (r) => <span className="board-cell"><span className="board-main">{r.who}</span><span className="board-sub">{r.kind}</span></span>,
  },
  {
    id: 'car', header: 'Car',
    cell: (r) => (
      <span className="board-cell">
        <span>{r.car}</span>
        {r.onFallback ? <span className="board-fallback"><SlIcon name="arrow-repeat" aria-hidden="true" /> Fallback account</span> : null}
      </span>
    ),
  },
  { id: 'pickup', header: 'Pickup', cell: (r) => r.pickup },
  {
    id: 'booking', header: 'Booking',
    cell: (r) => <span className="board-cell"><span className="board-main">{r.number}</span><span className="board-sub">{r.provider}</span></span>,
  },
];

/**
 * Today's board of the line (001 §7 GET /marshals/reservations): every rider and roller in the
 * 001 §4 status order (kept as the server and the live events give it: no header sort), with the
 * fallback booking account marked where it took over.
 */
export function LineBoard({ rows, loading }: LineBoardProps) {
  return (
    <section className="console-panel board" part="board" aria-labelledby="board-title">
      <h3 id="board-title" className="panel-title">Today at the line</h3>
      <DataTable<BoardRow>
        label="Reservations today at the line"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        rowProps={(r) => ({ className: 'board-row', 'data-reservation': r.number, 'data-status': r.reservation.reservationStatus })}
        loading={loading}
        loadingLabel="Loading today's reservations"
        emptyText={CONSOLE_TEXT.emptyBoard}
        emptyIcon="car-front"
        cardLayout={[['rider', 'status'], ['car', 'pickup'], ['booking']]}
      />
    </section>
  );
}
