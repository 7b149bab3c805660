import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/connection.ts';
import { fromJson } from '../db/json-column.ts';
import { sendMail } from '../outbox/outbox-repository.ts';
import { findUserById } from '../users/user-repository.ts';
import type { ReservationRow } from './reservation-repository.ts';

// Live 'reservation-status' events (001 §4 event stream) and the booker's e-mails (the dev outbox).

/** Everyone who follows a reservation: booking user, authorizing employee, passengers with an account. */
export function audienceOf(row: ReservationRow): number[] {
  const passengers = fromJson<Array<{ userId: number | null }>>(row.passengers, []);
  return [...new Set([row.booking_user_id, row.authorizing_user_id, ...passengers.map((p) => p.userId)]
    .filter((id): id is number => typeof id === 'number'))];
}

/**
 * Tell every follower the reservation's status (the lists showing it refresh); `message` says in
 * words what happened besides the status (issue 12: re-booked with another car provider).
 */
export function publishStatus(app: FastifyInstance, row: ReservationRow, message?: string): void {
  const data = {
    reservationId: row.reservation_id,
    reservationNumber: row.reservation_number,
    reservationStatus: row.status,
    updated: row.status_updated_at,
    ...(message ? { message } : {}),
  };
  for (const userId of audienceOf(row)) app.events.publish({ userId }, 'reservation-status', data);
}

/** E-mail the user who booked the reservation (issue 12: a decline re-booked or final). */
export async function notifyBooker(db: Executor, row: ReservationRow, mail: { subject: string; body: string; at: string }): Promise<void> {
  const booker = await findUserById(db, row.booking_user_id);
  if (booker) await sendMail(db, { email: booker.login_id, ...mail });
}
