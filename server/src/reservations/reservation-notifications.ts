import type { FastifyInstance } from 'fastify';
import { fromJson } from '../db/json-column.ts';
import type { ReservationRow } from './reservation-repository.ts';

// Live 'reservation-status' events (001 §4 event stream).

/** Everyone who follows a reservation: booking user, authorizing employee, passengers with an account. */
export function audienceOf(row: ReservationRow): number[] {
  const passengers = fromJson<Array<{ userId: number | null }>>(row.passengers, []);
  return [...new Set([row.booking_user_id, row.authorizing_user_id, ...passengers.map((p) => p.userId)]
    .filter((id): id is number => typeof id === 'number'))];
}

/** Tell every follower the reservation's status (the lists showing it refresh). */
export function publishStatus(app: FastifyInstance, row: ReservationRow): void {
  const data = {
    reservationId: row.reservation_id,
    reservationNumber: row.reservation_number,
    reservationStatus: row.status,
    updated: row.status_updated_at,
  };
  for (const userId of audienceOf(row)) app.events.publish({ userId }, 'reservation-status', data);
}
