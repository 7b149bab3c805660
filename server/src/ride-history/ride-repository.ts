import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type { AllocationColumn, RideGroupColumn } from '../db/ride-columns.ts';
import type { Database } from '../db/schema.ts';
import type { RideTable } from '../db/schema-ride-history.ts';

/**
 * The ride history's SQL (issue 13): pages, totals, groupings and routes for the reports,
 * receipts, the dashboard and invoices. Every query is scoped (firm, and the viewer where the
 * access module says so) and built from typed filters; aggregations run in SQL.
 */

export type RideRow = Selectable<RideTable>;

/** Whose rides: the firm's (viewerUserId null) or only those the viewer rode in or booked. */
export interface RideScope {
  firmId: number;
  viewerUserId: number | null;
}

/** Which identifier column a number is looked up in; null: any of them. */
export type IdentifierColumn = 'reservation_number' | 'confirmation_number' | 'voucher_number' | 'invoice_number';

/** The report filters as the repository applies them (report-filter.ts builds them from a request). */
export interface RideFilter {
  tripDateFrom?: string;
  tripDateTo?: string;
  processedDateFrom?: string;
  processedDateTo?: string;
  passengerUserIds?: readonly number[];
  /** Part of the passenger's name, any case. */
  passenger?: string;
  voucher?: string;
  /** The provider exactly (its name or its car_provider_id). */
  carProvider?: string;
  /** Part of the provider's name, any case. */
  carCompanyText?: string;
  purposeOfJourneyId?: number;
  invoiceNumber?: string;
  firmInvoiceId?: number;
  countryCode?: string;
  billable?: boolean;
  premiumService?: boolean;
  bookedByAgency?: boolean;
  statuses?: readonly string[];
  /** total_cost strictly above. */
  totalCostAbove?: number;
  identifier?: { value: string; column: IdentifierColumn | null };
  allocations?: Partial<Record<AllocationColumn, readonly string[]>>;
  /** Only rides with a receipt. */
  withReceipt?: boolean;
  /** Only rides to or from an airport (the data chat's 'airport rides'). */
  airportOnly?: boolean;
}

/** The columns a page of rides may be ordered by: every column the rides report shows. */
export type RideSortColumn =
  | 'pickup_at' | 'processed_date' | 'passenger_name' | 'car_provider' | 'reservation_number' | 'total_cost' | 'distance_km' | 'co2_kg'
  | 'confirmation_number' | 'status' | 'employee_id' | 'booked_by' | 'vehicle_type' | 'pickup_address' | 'dropoff_address'
  | 'country_code' | 'purpose_of_journey' | 'voucher_number' | 'invoice_number' | 'duration_minutes' | 'billable'
  | AllocationColumn;
export interface RideSort {
  column: RideSortColumn;
  direction: 'asc' | 'desc';
}

/** Sums over a set of rides. */
export interface RideSums {
  rides: number;
  totalCost: number;
  distanceKm: number;
  durationMinutes: number;
  co2Kg: number;
}

type Eb = ExpressionBuilder<Database, 'rides'>;

const like = (text: string): string => `%${text.trim().toLowerCase().replace(/[%_\\]/g, '')}%`;
const IDENTIFIER_COLUMNS: readonly IdentifierColumn[] = ['reservation_number', 'confirmation_number', 'voucher_number', 'invoice_number'];

export function matches(scope: RideScope, f: RideFilter) {
  return (eb: Eb) => {
    const all = [eb('rides.firm_id', '=', scope.firmId)];
    if (scope.viewerUserId !== null) {
      all.push(eb.or([eb('rides.passenger_user_id', '=', scope.viewerUserId), eb('rides.booking_user_id', '=', scope.viewerUserId)]));
    }
    if (f.tripDateFrom) all.push(eb('rides.trip_date', '>=', f.tripDateFrom));
    if (f.tripDateTo) all.push(eb('rides.trip_date', '<=', f.tripDateTo));
    if (f.processedDateFrom) all.push(eb('rides.processed_date', '>=', f.processedDateFrom));
    if (f.processedDateTo) all.push(eb('rides.processed_date', '<=', f.processedDateTo));
    if (f.passengerUserIds?.length) all.push(eb('rides.passenger_user_id', 'in', [...f.passengerUserIds]));
    if (f.passenger?.trim()) all.push(eb(eb.fn('lower', ['rides.passenger_name']), 'like', like(f.passenger)));
    if (f.voucher?.trim()) all.push(eb(eb.fn('lower', ['rides.voucher_number']), 'like', like(f.voucher)));
    const provider = f.carProvider?.trim();
    if (provider) {
      const byName = eb(eb.fn('lower', ['rides.car_provider']), '=', provider.toLowerCase());
      all.push(/^\d+$/.test(provider) && Number(provider) < 2 ** 31 ? eb.or([byName, eb('rides.car_provider_id', '=', Number(provider))]) : byName);
    }
    if (f.carCompanyText?.trim()) all.push(eb(eb.fn('lower', ['rides.car_provider']), 'like', like(f.carCompanyText)));
    if (f.purposeOfJourneyId !== undefined) all.push(eb('rides.purpose_of_journey_id', '=', f.purposeOfJourneyId));
    if (f.invoiceNumber?.trim()) all.push(eb('rides.invoice_number', '=', f.invoiceNumber.trim()));
    if (f.firmInvoiceId !== undefined) all.push(eb('rides.firm_invoice_id', '=', f.firmInvoiceId));
    if (f.countryCode) all.push(eb('rides.country_code', '=', f.countryCode));
    if (f.billable !== undefined) all.push(eb('rides.billable', '=', f.billable ? 1 : 0));
    if (f.premiumService !== undefined) all.push(eb('rides.premium_service', '=', f.premiumService ? 1 : 0));
    if (f.bookedByAgency !== undefined) all.push(eb('rides.booked_by_agency', '=', f.bookedByAgency ? 1 : 0));
    if (f.statuses?.length) all.push(eb('rides.status', 'in', [...f.statuses]));
    if (f.totalCostAbove !== undefined) all.push(eb('rides.total_cost', '>', f.totalCostAbove));
    if (f.withReceipt) all.push(eb('rides.invoice_number', 'is not', null));
    if (f.airportOnly) all.push(eb('rides.airport_code', 'is not', null));
    const identifier = f.identifier?.value.trim().toUpperCase();
    if (identifier) {
      const columns = f.identifier?.column ? [f.identifier.column] : IDENTIFIER_COLUMNS;
      all.push(eb.or(columns.map((column) => eb(eb.fn('upper', [`rides.${column}`]), '=', identifier))));
    }
    for (const [column, values] of Object.entries(f.allocations ?? {}) as Array<[AllocationColumn, readonly string[]]>) {
      if (values.length) all.push(eb(`rides.${column}`, 'in', [...values]));
    }
    return eb.and(all);
  };
}

/** Multi-row inserts, in chunks that stay under SQLite's and PostgreSQL's bound-parameter limits. */
export async function insertRides(db: Executor, rows: ReadonlyArray<Insertable<RideTable>>): Promise<void> {
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  const chunk = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insertInto('rides').values(rows.slice(i, i + chunk)).execute();
  }
}

export async function insertRide(db: Executor, row: Insertable<RideTable>): Promise<void> {
  await db.insertInto('rides').values(row).onConflict((oc) => oc.column('reservation_id').doNothing()).execute();
}

const sumsOf = (row: { n: number | string; cost: number | string | null; km: number | string | null; minutes: number | string | null; co2: number | string | null } | undefined): RideSums => ({
  rides: Number(row?.n ?? 0),
  totalCost: Math.round(Number(row?.cost ?? 0) * 100) / 100,
  distanceKm: Math.round(Number(row?.km ?? 0) * 10) / 10,
  durationMinutes: Math.round(Number(row?.minutes ?? 0)),
  co2Kg: Math.round(Number(row?.co2 ?? 0) * 1000) / 1000,
});

/** The columns that hold numbers or ISO dates (sorted as they are); the others hold text. */
const PLAIN_SORT_COLUMNS: ReadonlySet<RideSortColumn> = new Set([
  'pickup_at', 'processed_date', 'total_cost', 'distance_km', 'co2_kg', 'duration_minutes', 'billable',
]);

/**
 * A page of rides in the given order, the same on SQLite and PostgreSQL: empty values (null)
 * last whichever the direction (SQLite sorts nulls first, PostgreSQL last), text without regard
 * to case (lower(); the byte order of a C-collated database), the ride id breaking ties.
 */
export async function ridePage(
  db: Executor, scope: RideScope, filter: RideFilter, sort: RideSort, offset: number, count: number,
): Promise<RideRow[]> {
  const column = `rides.${sort.column}` as const;
  return db.selectFrom('rides').selectAll().where(matches(scope, filter))
    .orderBy((eb) => eb(column, 'is', null))
    .orderBy((eb) => (PLAIN_SORT_COLUMNS.has(sort.column) ? eb.ref(column) : eb.fn('lower', [column])), sort.direction)
    .orderBy('rides.ride_id', sort.direction)
    .limit(count).offset(offset).execute();
}

/** Count and sums of every ride the filter matches. */
export async function rideSums(db: Executor, scope: RideScope, filter: RideFilter): Promise<RideSums> {
  const row = await db.selectFrom('rides').where(matches(scope, filter)).select((eb) => [
    eb.fn.countAll<number | string>().as('n'),
    eb.fn.sum<number | string | null>('rides.total_cost').as('cost'),
    eb.fn.sum<number | string | null>('rides.distance_km').as('km'),
    eb.fn.sum<number | string | null>('rides.duration_minutes').as('minutes'),
    eb.fn.sum<number | string | null>('rides.co2_kg').as('co2'),
  ]).executeTakeFirst();
  return sumsOf(row);
}

/** Sums per value of a column (null values form one group), the largest spend first. */
export async function rideSumsBy(
  db: Executor, scope: RideScope, filter: RideFilter, column: RideGroupColumn,
): Promise<Array<RideSums & { group: string | number | null }>> {
  const rows = await db.selectFrom('rides').where(matches(scope, filter)).select((eb) => [
    eb.ref(`rides.${column}`).as('group_value'),
    eb.fn.countAll<number | string>().as('n'),
    eb.fn.sum<number | string | null>('rides.total_cost').as('cost'),
    eb.fn.sum<number | string | null>('rides.distance_km').as('km'),
    eb.fn.sum<number | string | null>('rides.duration_minutes').as('minutes'),
    eb.fn.sum<number | string | null>('rides.co2_kg').as('co2'),
  ]).groupBy(`rides.${column}`).execute();
  return rows
    .map((row) => ({ group: row.group_value, ...sumsOf(row) }))
    .sort((a, b) => b.totalCost - a.totalCost || b.rides - a.rides || String(a.group).localeCompare(String(b.group)));
}

/** The currency of the scope's rides (a firm bills in one); null without rides. */
export async function rideCurrency(db: Executor, scope: RideScope): Promise<string | null> {
  const row = await db.selectFrom('rides').select('rides.currency').where(matches(scope, {})).limit(1).executeTakeFirst();
  return row?.currency ?? null;
}

/** The most frequent routes (pickup and drop-off address pairs), most rides first. */
export async function rideRoutes(
  db: Executor, scope: RideScope, filter: RideFilter, limit: number,
): Promise<Array<RideSums & { from: string; to: string }>> {
  const rows = await db.selectFrom('rides').where(matches(scope, filter)).select((eb) => [
    'rides.pickup_address as from_address',
    'rides.dropoff_address as to_address',
    eb.fn.countAll<number | string>().as('n'),
    eb.fn.sum<number | string | null>('rides.total_cost').as('cost'),
    eb.fn.sum<number | string | null>('rides.distance_km').as('km'),
    eb.fn.sum<number | string | null>('rides.duration_minutes').as('minutes'),
    eb.fn.sum<number | string | null>('rides.co2_kg').as('co2'),
  ]).groupBy(['rides.pickup_address', 'rides.dropoff_address'])
    .orderBy((eb) => eb.fn.countAll(), 'desc').orderBy('rides.pickup_address').orderBy('rides.dropoff_address')
    .limit(limit).execute();
  return rows.map((row) => ({ from: row.from_address, to: row.to_address, ...sumsOf(row) }));
}

/** One ride by its receipt (invoice) number or its stored receipt file, within the scope. */
export async function findRide(
  db: Executor, scope: RideScope, by: { invoiceNumber: string } | { receiptFileId: string },
): Promise<RideRow | undefined> {
  return db.selectFrom('rides').selectAll().where(matches(scope, {}))
    .where('invoiceNumber' in by ? 'rides.invoice_number' : 'rides.receipt_file_id', '=', 'invoiceNumber' in by ? by.invoiceNumber : by.receiptFileId)
    .executeTakeFirst();
}
