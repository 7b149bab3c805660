import { useMemo } from 'react';
import { COST_ALLOCATION_COLUMN_KEYS, COST_ALLOCATION_TYPES, type REPORT_SORT_KEYS, type ReportRideRow, type ReportRidesPage } from '@curbside/contracts';
import { COLUMNS_TOUR_STEPS, type ReportAllocationType } from '@curbside/domain';
import { DataTable, StatusPill, TourHost, type DataTableColumn, type SortState, type TourSteps } from '@curbside/ui';
import { co2Text, countText, dateText, distanceText, durationText, money, pickupText, type ReportFormat } from './report-format.ts';

export interface RidesTableProps {
  page: ReportRidesPage | undefined;
  loading: boolean;
  loadingMore: boolean;
  format: ReportFormat;
  allocationTypes: readonly ReportAllocationType[];
  /** The order the server sorted the rides in; a header click asks for another. */
  sort: SortState | null;
  onSort(sort: SortState | null): void;
  onMore(): void;
}

/** The columns tour (001 §2) explains this table: it starts once the rides are on screen and the server names it. */
const RIDES_TOURS: TourSteps = { COLUMNS_TOUR: COLUMNS_TOUR_STEPS };

export type RideSortKey = (typeof REPORT_SORT_KEYS)[number];

/**
 * The key the server sorts the whole report by (GET /reports sortBy, sortDirection) for each
 * column id: every column sorts, over every matching ride, not only the loaded ones.
 */
const SERVER_SORT_KEYS: Readonly<Record<string, RideSortKey>> = {
  pickup: 'pickupTime', number: 'reservationNumber', confirmation: 'confirmationNumber', status: 'reservationStatus',
  passenger: 'passengerName', employeeId: 'employeeId', bookedBy: 'bookedBy', provider: 'carProvider', vehicle: 'vehicleType',
  from: 'pickupAddress', to: 'dropoffAddress', country: 'countryCode', purpose: 'purposeOfJourney', processed: 'processedDate',
  voucher: 'voucherNumber', receipt: 'invoiceNumber', distance: 'distanceInKm', duration: 'durationInMinutes', co2: 'co2Kg',
  billable: 'billable', total: 'totalCost',
  ...Object.fromEntries(COST_ALLOCATION_TYPES.map((type) => [`alloc-${COST_ALLOCATION_COLUMN_KEYS[type]}`, COST_ALLOCATION_COLUMN_KEYS[type]])),
};

/** GET /reports' order for the table's sort (none: the server's newest trip first). */
export function rideSortQuery(sort: SortState | null): { sortBy?: RideSortKey; sortDirection?: 'asc' | 'desc' } {
  const sortBy = sort ? SERVER_SORT_KEYS[sort.columnId] : undefined;
  return sort && sortBy ? { sortBy, sortDirection: sort.direction === 'ascending' ? 'asc' : 'desc' } : {};
}

/** The rides table's columns: the ride's facts, then the firm's cost allocations (Cost Center shown, the rest in the chooser). */
function rideColumns(format: ReportFormat, allocationTypes: readonly ReportAllocationType[]): DataTableColumn<ReportRideRow>[] {
  return [
    { id: 'pickup', header: 'Pickup', cell: (r) => pickupText(format, r.pickupTime), sortValue: (r) => r.pickupTime, className: 'cell-nowrap' },
    { id: 'number', header: 'Reservation', cell: (r) => r.reservationNumber, sortValue: (r) => r.reservationNumber, className: 'cell-number' },
    { id: 'confirmation', header: 'Confirmation', cell: (r) => r.confirmationNumber ?? '', sortValue: (r) => r.confirmationNumber, hiddenByDefault: true },
    { id: 'status', header: 'Status', cell: (r) => <StatusPill kind="reservation" status={r.reservationStatus} />, sortValue: (r) => r.reservationStatus },
    { id: 'passenger', header: 'Passenger', cell: (r) => r.passengerName, sortValue: (r) => r.passengerName },
    { id: 'employeeId', header: 'Employee ID', cell: (r) => r.employeeId ?? '', sortValue: (r) => r.employeeId, hiddenByDefault: true },
    { id: 'bookedBy', header: 'Booked by', cell: (r) => r.bookedBy ?? '', sortValue: (r) => r.bookedBy, hiddenByDefault: true },
    { id: 'provider', header: 'Car provider', cell: (r) => r.carProvider ?? '', sortValue: (r) => r.carProvider },
    { id: 'vehicle', header: 'Vehicle', cell: (r) => r.vehicleType ?? '', sortValue: (r) => r.vehicleType, hiddenByDefault: true },
    { id: 'from', header: 'From', cell: (r) => r.pickupAddress ?? '', sortValue: (r) => r.pickupAddress, className: 'cell-address' },
    { id: 'to', header: 'To', cell: (r) => r.dropoffAddress ?? '', sortValue: (r) => r.dropoffAddress, className: 'cell-address' },
    { id: 'country', header: 'Country', cell: (r) => r.countryCode ?? '', sortValue: (r) => r.countryCode, hiddenByDefault: true },
    { id: 'purpose', header: 'Purpose of journey', cell: (r) => r.purposeOfJourney ?? '', sortValue: (r) => r.purposeOfJourney, hiddenByDefault: true },
    { id: 'processed', header: 'Processed', cell: (r) => dateText(format, r.processedDate), sortValue: (r) => r.processedDate, hiddenByDefault: true },
    { id: 'voucher', header: 'Voucher', cell: (r) => r.voucherNumber ?? '', sortValue: (r) => r.voucherNumber, hiddenByDefault: true },
    { id: 'receipt', header: 'Receipt number', cell: (r) => r.invoiceNumber ?? '', sortValue: (r) => r.invoiceNumber, hiddenByDefault: true },
    ...allocationTypes.map((t): DataTableColumn<ReportRideRow> => ({
      id: `alloc-${t.key}`, header: t.label, cell: (r) => r.costAllocations[t.key] ?? '', sortValue: (r) => r.costAllocations[t.key] ?? null,
      hiddenByDefault: t.type !== 'Cost Center',
    })),
    { id: 'distance', header: 'Distance', cell: (r) => distanceText(format, r.distanceInKm), sortValue: (r) => r.distanceInKm, align: 'end' },
    { id: 'duration', header: 'Duration', cell: (r) => durationText(r.durationInMinutes), sortValue: (r) => r.durationInMinutes, align: 'end', hiddenByDefault: true },
    { id: 'co2', header: 'CO2', cell: (r) => co2Text(format, r.co2Kg), sortValue: (r) => r.co2Kg, align: 'end', hiddenByDefault: true },
    { id: 'billable', header: 'Billable', cell: (r) => (r.billable ? 'Yes' : 'No'), sortValue: (r) => (r.billable ? 1 : 0), hiddenByDefault: true },
    { id: 'total', header: 'Total cost', cell: (r) => money(format, r.totalCost, r.currency), sortValue: (r) => r.totalCost, align: 'end', className: 'cell-money' },
  ];
}

/**
 * The rides of the report (GET /reports) in the toolkit's DataTable: columns sorted by the server
 * over every matching ride (not only the loaded ones), the
 * column chooser, virtual rows from 100 rows on (10,000 loaded rows scroll smoothly), the totals
 * of every matching ride under it, and 'Load more' while the server has more. The columns tour
 * (001 §2) points at its column chooser and headers.
 */
export function RidesTable({ page, loading, loadingMore, format, allocationTypes, sort, onSort, onMore }: RidesTableProps) {
  const columns = useMemo(() => rideColumns(format, allocationTypes), [format, allocationTypes]);
  const rows = page?.data ?? [];
  const totals = page?.totals;
  return (
    <div className="rides">
      <DataTable<ReportRideRow>
        label="Rides"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.rideId}
        rowProps={(r) => ({ 'data-reservation': r.reservationNumber })}
        loading={loading}
        loadingLabel="Loading rides"
        emptyText="No rides match these filters"
        emptyIcon="search"
        columnChooser
        serverSort={{ sort, onSortChange: onSort }}
        maxHeight="var(--curb-reports-max-height, 65vh)"
        more={{
          status: page && page.total > 0 ? `Showing ${countText(rows.length)} of ${countText(page.total)} rides` : '',
          hasMore: page?.hasMore ?? false,
          label: 'Load more',
          loading: loadingMore,
          onMore,
        }}
      />
      {totals && totals.rides > 0 ? (
        <dl className="totals" part="totals" aria-label="Totals of every matching ride">
          <div><dt>Rides</dt><dd>{countText(totals.rides)}</dd></div>
          <div><dt>Total cost</dt><dd>{money(format, totals.totalCost, totals.currency)}</dd></div>
          <div><dt>Distance</dt><dd>{distanceText(format, totals.distanceInKm)}</dd></div>
          <div><dt>Duration</dt><dd>{durationText(totals.durationInMinutes)}</dd></div>
          <div><dt>CO2</dt><dd>{co2Text(format, totals.co2Kg)}</dd></div>
        </dl>
      ) : null}
      {page ? <TourHost tours={RIDES_TOURS} /> : null}
    </div>
  );
}
