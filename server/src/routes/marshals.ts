import { endpoints, type MarshalState } from '@curbside/contracts';
import {
  CAR_LINE_MESSAGES, FINAL_RESERVATION_STATUSES, isOperationalToday, lineClock, sortReservationsByStatus,
} from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../auth/session.ts';
import { requireCarLineStaff } from '../car-lines/car-line-access.ts';
import { toCarLinePayload } from '../car-lines/car-line-payload.ts';
import { activeCarLines, findCarLine, lineReservationsSince, schedulesOf, type CarLineRow } from '../car-lines/car-line-repository.ts';
import {
  bookRider, lineCalendar, orderRollers, requireRunningLine, takeOverDeclined, toCarlineReservation,
} from '../car-lines/line-booking.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { zonedTimeToInstant } from '../places/timezone.ts';

// spec 001 §7 Marshals (issue 16): the marshal's car lines, today's board, riders and rollers.
// Car-line staff only (marshals, users allowed to manage car lines, HQ dev/support), on their own
// firm's lines: another firm's line answers as unknown.

/** Before the line's local midnight, reservations still count as today's (a night shift runs past midnight). */
const NIGHT_SHIFT_HOURS = 6;

/** Reservations of the line's 'today': from its local midnight (less a night shift) on. */
function todayFrom(line: CarLineRow, now: Date): string {
  const { date } = lineClock(line.timezone, now);
  const midnight = zonedTimeToInstant(date, 0, line.timezone ?? 'UTC');
  return new Date(midnight.getTime() - NIGHT_SHIFT_HOURS * 3_600_000).toISOString();
}

export function registerMarshalRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  const staffLine = async (caller: Caller, carLineId: number): Promise<CarLineRow> => {
    requireCarLineStaff(caller);
    return requireRunningLine(await findCarLine(db, caller.firm.firm_id, carLineId));
  };

  /** Today's reservations of some lines, after the fallback account took over what the primary provider declined. */
  const todaysReservations = async (lines: readonly CarLineRow[], now: Date) => {
    const read = async () => (await Promise.all(lines.map((line) => lineReservationsSince(db, [line.car_line_id], todayFrom(line, now))))).flat();
    let rows = await read();
    let taken = 0;
    for (const line of lines) taken += await takeOverDeclined(app, line, rows.filter((r) => r.car_line_id === line.car_line_id), now);
    if (taken) rows = await read();
    return sortReservationsByStatus(rows.map(toCarlineReservation));
  };

  registerEndpoint(app, endpoints.marshals.carlines, async ({ caller, query }): Promise<MarshalState> => {
    requireCarLineStaff(caller);
    const now = new Date();
    const lines = await activeCarLines(db, caller.firm.firm_id);
    const current = query.carlineDetailsId === undefined ? lines[0] : lines.find((l) => l.car_line_id === query.carlineDetailsId);
    if (query.carlineDetailsId !== undefined && !current) throw notFound(CAR_LINE_MESSAGES.carLineNotFound);
    const schedules = await schedulesOf(db, lines.map((l) => l.car_line_id));
    const carlines = lines.map((line) => toCarLinePayload(line, schedules.get(line.car_line_id) ?? { ranges: [], exceptionDates: [] }));
    if (!current) return { currentCarline: null, isOperationalToday: false, rollers: [], carlineReservations: [], carlines };
    const reservations = await todaysReservations([current], now);
    return {
      currentCarline: carlines.find((c) => c.carlineDetails.carlineDetailsId === current.car_line_id) ?? null,
      isOperationalToday: isOperationalToday(lineCalendar(current, schedules.get(current.car_line_id)), now),
      // Cars still coming or waiting for a rider; everything else is a rider's.
      rollers: reservations.filter((r) => r.rollers === 1 && r.passenger === null && !FINAL_RESERVATION_STATUSES.includes(r.reservationStatus)),
      carlineReservations: reservations.filter((r) => r.passenger !== null),
      carlines,
    };
  });

  registerEndpoint(app, endpoints.marshals.reservations, async ({ caller }) => {
    requireCarLineStaff(caller);
    return todaysReservations(await activeCarLines(db, caller.firm.firm_id), new Date());
  });

  registerEndpoint(app, endpoints.marshals.newReservation, async ({ caller, body }) => {
    const line = await staffLine(caller, body.carlineRequest.carlineDetailsId);
    const now = new Date();
    const schedules = await schedulesOf(db, [line.car_line_id]);
    if (!isOperationalToday(lineCalendar(line, schedules.get(line.car_line_id)), now)) throw badRequest(CAR_LINE_MESSAGES.notOperationalToday);
    return bookRider(app, caller, line, body, now);
  });

  registerEndpoint(app, endpoints.marshals.rollers, async ({ caller, body }) => {
    const line = await staffLine(caller, body.carlineDetailsId);
    const now = new Date();
    const rows = await orderRollers(app, caller, line, body, now);
    const ids = new Set(rows.map((r) => r.reservation_id));
    const fresh = await lineReservationsSince(db, [line.car_line_id], '');
    return fresh.filter((r) => ids.has(r.reservation_id)).map(toCarlineReservation);
  });
}
