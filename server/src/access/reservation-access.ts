import type { Caller } from '../auth/session.ts';
import type { Executor } from '../db/connection.ts';
import { notFound } from '../http/http-error.ts';
import {
  findReservation, findReservationByNumber, type ReservationRow, type ReservationScope,
} from '../reservations/reservation-repository.ts';
import { isAdmin } from './roles.ts';

// Rule 'reservationViewer': who sees a reservation.

/** The reservations a caller may list: the firm's for an admin, else those they booked, authorize or ride in as main passenger. */
export function reservationScope(caller: Caller): ReservationScope {
  return { firmId: caller.user.firm_id, viewerUserId: isAdmin(caller.user) ? null : caller.user.user_id };
}

/** Another firm's reservation is never visible. */
function canSeeReservation(caller: Caller, row: ReservationRow): boolean {
  if (row.firm_id !== caller.user.firm_id) return false;
  if (isAdmin(caller.user)) return true;
  const me = caller.user.user_id;
  return row.booking_user_id === me || row.authorizing_user_id === me || row.main_passenger_user_id === me;
}

const NOT_FOUND = 'Reservation not found';

/** The reservation as the caller may see it, else 404 (another firm's is 404 too). */
export async function visibleReservation(db: Executor, caller: Caller, reservationId: number): Promise<ReservationRow> {
  const row = await findReservation(db, caller.user.firm_id, reservationId);
  if (!row || !canSeeReservation(caller, row)) throw notFound(NOT_FOUND);
  return row;
}

export async function visibleReservationByNumber(db: Executor, caller: Caller, reservationNumber: string): Promise<ReservationRow> {
  const row = await findReservationByNumber(db, caller.user.firm_id, reservationNumber);
  if (!row || !canSeeReservation(caller, row)) throw notFound(NOT_FOUND);
  return row;
}
