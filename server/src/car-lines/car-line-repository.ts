import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type {
  BookingAccountTable, CarLineReservationTable, CarLineRollerRequestTable, CarLineTable,
} from '../db/schema-car-lines.ts';

// Queries of the car-line tables (0016-car-lines). Every read is scoped to a firm.

export type CarLineRow = Selectable<CarLineTable>;
export type BookingAccountRow = Selectable<BookingAccountTable> & { car_provider_code: string; car_provider_name: string };
export type CarLineColumns = Omit<Insertable<CarLineTable>, 'car_line_id' | 'firm_id' | 'created_at' | 'is_active'>;

export interface ScheduleRows {
  ranges: Array<{ weekday: string; from_time: string; to_time: string }>;
  exceptionDates: string[];
}

export async function bookingAccountsOf(db: Executor, firmId: number): Promise<BookingAccountRow[]> {
  return db.selectFrom('booking_accounts')
    .innerJoin('car_providers', 'car_providers.car_provider_id', 'booking_accounts.car_provider_id')
    .selectAll('booking_accounts')
    .select(['car_providers.code as car_provider_code', 'car_providers.name as car_provider_name'])
    .where('booking_accounts.firm_id', '=', firmId).orderBy('booking_accounts.booking_account_id').execute();
}

export async function activeCarLines(db: Executor, firmId: number): Promise<CarLineRow[]> {
  return db.selectFrom('car_lines').selectAll().where('firm_id', '=', firmId).where('is_active', '=', 1).orderBy('car_line_id').execute();
}

export async function findCarLine(db: Executor, firmId: number, carLineId: number): Promise<CarLineRow | undefined> {
  return db.selectFrom('car_lines').selectAll().where('firm_id', '=', firmId).where('car_line_id', '=', carLineId).executeTakeFirst();
}

export async function activeCarLineOfAccount(db: Executor, firmId: number, bookingAccountId: number): Promise<CarLineRow | undefined> {
  return db.selectFrom('car_lines').selectAll()
    .where('firm_id', '=', firmId).where('booking_account_id', '=', bookingAccountId).where('is_active', '=', 1).executeTakeFirst();
}

/** The weekly ranges and exception dates of some lines, by line. */
export async function schedulesOf(db: Executor, carLineIds: readonly number[]): Promise<Map<number, ScheduleRows>> {
  const byLine = new Map<number, ScheduleRows>(carLineIds.map((id) => [id, { ranges: [], exceptionDates: [] }]));
  if (carLineIds.length === 0) return byLine;
  const ranges = await db.selectFrom('car_line_schedule_ranges').selectAll()
    .where('car_line_id', 'in', [...carLineIds]).orderBy('car_line_schedule_range_id').execute();
  for (const row of ranges) byLine.get(row.car_line_id)?.ranges.push(row);
  const dates = await db.selectFrom('car_line_exception_dates').selectAll()
    .where('car_line_id', 'in', [...carLineIds]).orderBy('exception_date').execute();
  for (const row of dates) byLine.get(row.car_line_id)?.exceptionDates.push(row.exception_date);
  return byLine;
}

export async function insertCarLine(db: Executor, firmId: number, columns: CarLineColumns, at: string): Promise<number> {
  const row = await db.insertInto('car_lines').values({ ...columns, firm_id: firmId, is_active: 1, created_at: at })
    .returning('car_line_id').executeTakeFirstOrThrow();
  return row.car_line_id;
}

export async function updateCarLine(db: Executor, carLineId: number, columns: CarLineColumns): Promise<void> {
  await db.updateTable('car_lines').set(columns).where('car_line_id', '=', carLineId).execute();
}

/** Replace a line's weekly ranges (one row a weekday and range) and exception dates. */
export async function replaceSchedule(db: Executor, carLineId: number, schedule: ScheduleRows): Promise<void> {
  await db.deleteFrom('car_line_schedule_ranges').where('car_line_id', '=', carLineId).execute();
  await db.deleteFrom('car_line_exception_dates').where('car_line_id', '=', carLineId).execute();
  if (schedule.ranges.length) {
    await db.insertInto('car_line_schedule_ranges').values(schedule.ranges.map((r) => ({ car_line_id: carLineId, ...r }))).execute();
  }
  if (schedule.exceptionDates.length) {
    await db.insertInto('car_line_exception_dates')
      .values(schedule.exceptionDates.map((date) => ({ car_line_id: carLineId, exception_date: date }))).execute();
  }
}

export async function deactivateCarLinesOfAccount(db: Executor, firmId: number, bookingAccountId: number, at: string): Promise<number> {
  const result = await db.updateTable('car_lines').set({ is_active: 0, updated_at: at })
    .where('firm_id', '=', firmId).where('booking_account_id', '=', bookingAccountId).where('is_active', '=', 1).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertLineReservation(db: Executor, row: Insertable<CarLineReservationTable>): Promise<void> {
  await db.insertInto('car_line_reservations').values(row).execute();
}

/** A roller taken by a rider: it is the rider's reservation now. */
export async function markRollerTaken(db: Executor, reservationId: number, isGuest: boolean): Promise<void> {
  await db.updateTable('car_line_reservations').set({ is_roller: 0, is_guest: isGuest ? 1 : 0, roller_reservation_id: reservationId })
    .where('reservation_id', '=', reservationId).execute();
}

/** The line reservations picked up from `fromAt` (UTC ISO) on, with their reservation. */
export async function lineReservationsSince(db: Executor, carLineIds: readonly number[], fromAt: string) {
  if (carLineIds.length === 0) return [];
  return db.selectFrom('car_line_reservations')
    .innerJoin('reservations', 'reservations.reservation_id', 'car_line_reservations.reservation_id')
    .leftJoin('car_providers', 'car_providers.car_provider_id', 'reservations.car_provider_id')
    .selectAll('reservations')
    .select([
      'car_providers.code as car_provider_code',
      'car_line_reservations.car_line_id', 'car_line_reservations.booking_account_id', 'car_line_reservations.is_roller',
      'car_line_reservations.is_guest', 'car_line_reservations.roller_reservation_id', 'car_line_reservations.replaces_reservation_id',
    ])
    .where('car_line_reservations.car_line_id', 'in', [...carLineIds])
    .where('reservations.pickup_at', '>=', fromAt)
    .orderBy('reservations.reservation_id').execute();
}

export type LineReservation = Awaited<ReturnType<typeof lineReservationsSince>>[number];

export async function findLineReservation(db: Executor, reservationId: number): Promise<Selectable<CarLineReservationTable> | undefined> {
  return db.selectFrom('car_line_reservations').selectAll().where('reservation_id', '=', reservationId).executeTakeFirst();
}

/** The first bookable service of a provider (its smallest car): what a car line books. */
export async function smallestServiceOf(db: Executor, carProviderId: number): Promise<number | null> {
  const row = await db.selectFrom('booking_account_services').select('booking_account_service_id')
    .where('car_provider_id', '=', carProviderId).orderBy('capacity').orderBy('booking_account_service_id').executeTakeFirst();
  return row?.booking_account_service_id ?? null;
}

export async function insertRollerRequest(db: Executor, row: Insertable<CarLineRollerRequestTable>): Promise<void> {
  await db.insertInto('car_line_roller_requests').values(row).execute();
}

/**
 * The ids of the firm's cost allocation codes of these types and values (the line's project and
 * department codes), adding a code the firm's list does not have yet: the line's configuration names it.
 */
export async function costAllocationIdsFor(db: Executor, firmId: number, codes: ReadonlyArray<{ type: string; value: string }>): Promise<number[]> {
  const ids: number[] = [];
  for (const code of codes) {
    const row = await db.selectFrom('cost_allocation_codes').select('cost_allocation_code_id')
      .where('firm_id', '=', firmId).where('cost_allocation_type', '=', code.type).where('code_value', '=', code.value).executeTakeFirst();
    const id = row?.cost_allocation_code_id ?? (await db.insertInto('cost_allocation_codes').values({
      firm_id: firmId, cost_allocation_type: code.type, code_value: code.value, description: null, created_by_user_id: null,
    }).returning('cost_allocation_code_id').executeTakeFirstOrThrow()).cost_allocation_code_id;
    ids.push(id);
  }
  return ids;
}

/** Users of a firm who run car lines: marshals and users allowed to manage car lines (the live board's audience). */
export async function carLineStaffIds(db: Executor, firmId: number): Promise<number[]> {
  const rows = await db.selectFrom('users').select('user_id')
    .where('firm_id', '=', firmId)
    .where((eb) => eb.or([eb('user_role', '=', 'MARSHAL'), eb('is_manage_carline_allowed', '=', 1)]))
    .execute();
  return rows.map((r) => r.user_id);
}
